/// How `kbreplay run` prints a trace.
package enum RunOutputFormat: String, Sendable, Equatable, CaseIterable {
  /// The versioned, line-oriented text that golden files hold (the default).
  case text
  /// JSON with every sample.
  case json
  /// A self-contained HTML report of the one scene: plots and drawings of the screen.
  case html
}
