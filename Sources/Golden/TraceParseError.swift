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
    "\(path):\(line):\(column): error: \(Self.displayed(message))"
  }

  /// The longest message shown, in Unicode scalars; a longer one (quoting a word of a
  /// megabyte-long line, say) keeps its start and end around a `...`.
  static let messageWidth = 240

  /// A message as printed: control characters (from a broken file, quoted in the message) shown
  /// as their Unicode pictures so they cannot disturb a terminal, and cut when too long.
  static func displayed(_ message: String) -> String {
    func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      switch scalar.value {
      case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
      case 0x7F: "\u{2421}"
      default: scalar
      }
    }
    let scalars = message.unicodeScalars
    guard scalars.count > messageWidth || scalars.contains(where: { printable($0) != $0 }) else {
      return message
    }
    var shown = scalars.map(printable)
    if shown.count > messageWidth {
      let tail = messageWidth / 4
      shown =
        shown.prefix(messageWidth - tail - 3) + Array("...".unicodeScalars) + shown.suffix(tail)
    }
    return String(String.UnicodeScalarView(shown))
  }
}
