/// A tested scene's result, as the first word of its line in `kbreplay test`'s output.
package enum SceneStatus: String, Sendable, Equatable {
  /// Expectations held and the golden agrees.
  case pass = "PASS"
  /// Expectations held; the golden was missing and has been recorded.
  case new = "NEW"
  /// Expectations held; the golden differed and has been rewritten.
  case updated = "UPDATED"
  /// An expectation failed, or the golden is missing or disagrees.
  case fail = "FAIL"
  /// The scene is invalid, a strategy returned a padding that is not finite, or a file could
  /// not be read or written.
  case error = "ERROR"

  /// Whether the scene counts as passed.
  package var passes: Bool { self == .pass || self == .new || self == .updated }
}
