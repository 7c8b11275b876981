import Support

/// Where a command reads answers, a line at a time: `review`'s decisions.
public protocol LineInput: Sendable {
  /// Whether the input is a terminal, which shows what is typed as it is typed. A command that
  /// prompts repeats an answer read from anywhere else (a pipe, a file), so that its output
  /// still reads as a transcript.
  var isTerminal: Bool { get }

  /// Reads the next line.
  ///
  /// - Returns: The line without its line end, or nil at the end of the input.
  func readLine() -> String?
}

/// The process's standard input.
package struct StandardInput: LineInput {
  /// Creates the input of the running process.
  package init() {}

  /// Whether standard input is a terminal.
  package var isTerminal: Bool { Terminal.isTerminal(0) }

  /// Reads the next line of standard input.
  ///
  /// - Returns: The line without its `\n` (or `\r\n`), or nil at the end of the input.
  package func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }
}

/// An input that has ended before its first line: what commands read when none is given.
public struct EmptyInput: LineInput {
  /// Creates the input.
  public init() {}

  /// False: nothing is typed.
  public var isTerminal: Bool { false }

  /// Returns nil: the input has ended.
  ///
  /// - Returns: nil.
  public func readLine() -> String? { nil }
}
