/// A view-hierarchy dump's text, ready for its element lines to be read: the file's own text,
/// or, for a dump printed as one quoted string, that string's unescaped text
/// (docs/capture.md#what-a-dump-may-look-like).
///
/// Diagnostics are placed in the text read: for a quoted dump, at the line and column of the
/// unescaped text, whose lines are the dump's own. (The file holds the whole dump on one line,
/// often megabytes long: a column in it would not help, and showing it would cost as much.)
struct DumpText {
  /// The text the element lines are read from.
  let text: LogText
  /// Whether ``text`` is a quoted string's unescaped contents rather than the file.
  let isUnescaped: Bool
  /// The element lines of ``text``; nil when it has none.
  let lines: DumpLines?

  /// Which tool printed the dump.
  enum Shape: Equatable {
    /// XCUITest's element tree (`print(app.debugDescription)`).
    case xcuiTest
    /// UIKit's `recursiveDescription`.
    case uiKit
  }

  /// The file's text, or the first quoted string in it that spans lines with `\n` escapes
  /// when the file itself has no element line.
  init(file: LogText) {
    let lines = DumpLines.find(in: file)
    if lines == nil, let quoted = Self.unescapedString(in: file.bytes) {
      text = LogText.scan(quoted).text
      isUnescaped = true
      self.lines = DumpLines.find(in: text)
    } else {
      text = file
      isUnescaped = false
      self.lines = lines
    }
  }

  /// A diagnostic at the byte at `offset` of ``text``; for a quoted dump, its message says
  /// where the line and column count.
  func diagnostic(
    _ message: String, atByte offset: Int, severity: ImportDiagnostic.Severity = .error
  ) -> ImportDiagnostic {
    let place = isUnescaped ? " (line and column in the dump's unescaped text)" : ""
    return text.diagnostic(message + place, atByte: offset, severity: severity)
  }

  /// The first string between double quotes that holds a `\n` escape, unescaped (`\n`, `\'`,
  /// `\"` and `\\` undone, any other escape kept as written); nil when there is none. A
  /// string left open runs to the end of the file.
  static func unescapedString(in bytes: [UInt8]) -> [UInt8]? {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    var index = 0
    while let open = bytes[index...].firstIndex(of: quote) {
      var output: [UInt8] = []
      var hasLines = false
      var cursor = open + 1
      while cursor < bytes.count && bytes[cursor] != quote {
        guard bytes[cursor] == backslash && cursor + 1 < bytes.count else {
          output.append(bytes[cursor])
          cursor += 1
          continue
        }
        switch bytes[cursor + 1] {
        case UInt8(ascii: "n"):
          output.append(UInt8(ascii: "\n"))
          hasLines = true
        case UInt8(ascii: "'"), quote, backslash: output.append(bytes[cursor + 1])
        default: output += [backslash, bytes[cursor + 1]]
        }
        cursor += 2
      }
      if hasLines { return output }
      index = cursor + 1
      guard index < bytes.count else { return nil }
    }
    return nil
  }
}
