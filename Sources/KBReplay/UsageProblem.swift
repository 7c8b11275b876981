/// Why the API could not do what it was asked, before any scene was tested: strategies that
/// cannot be registered, a path that cannot be resolved, an invalid record setting or
/// tolerance. Its message is what ``verifyScene(_:strategies:record:tolerance:filePath:)``
/// returns.
package struct UsageProblem: Error, Equatable, CustomStringConvertible {
  /// The message, one line.
  package var message: String

  /// Creates a problem.
  ///
  /// - Parameter message: The message, one line.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
