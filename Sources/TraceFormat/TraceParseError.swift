import SceneModel

/// Why a text could not be read as a trace: what is wrong and where.
public struct TraceParseError: Error, Sendable, Equatable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line.
  ///   - column: The 1-based column, in Unicode scalars.
  ///   - message: What is wrong.
  public init(line: Int, column: Int = 1, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error as a compiler would print it: `path:line:column: error: message`.
  ///
  /// - Parameter path: The file the trace came from.
  /// - Returns: One line, without a newline.
  public func rendered(path: String) -> String {
    // Control characters of a broken line quoted in the message show as their pictures.
    "\(path):\(line):\(column): error: \(DiagnosticText.displayed(message, tabsAsSpaces: false))"
  }
}
