/// One reason a scene failed, for JUnit and CI annotations.
package struct SceneFailure: Sendable, Equatable {
  /// The kind: `expectation`, `golden`, `missing-golden`, `invalid-scene`, `strategy` or `io`.
  package var type: String
  /// One line saying what is wrong.
  package var message: String
  /// The file to point at.
  package var file: String
  /// The line to point at, from 1.
  package var line: Int
  /// The column, when known.
  package var column: Int?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - type: The kind.
  ///   - message: One line saying what is wrong.
  ///   - file: The file to point at.
  ///   - line: The line to point at, from 1.
  ///   - column: The column, when known.
  package init(type: String, message: String, file: String, line: Int, column: Int? = nil) {
    self.type = type
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }
}
