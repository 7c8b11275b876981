/// A view-hierarchy dump's text, ready for its element lines to be read: the file's own text,
/// or, for a dump printed as one quoted string, that string's unescaped text
/// (docs/capture.md#what-a-dump-may-look-like).
struct DumpText {
  /// The text the element lines are read from.
  let text: LogText
  /// The file as given, when ``text`` is a quoted string's contents; nil when it is the file.
  let file: LogText?
  /// For a quoted dump: the file offset where each line of ``text`` starts.
  private let lineOrigins: [Int]
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
      text = LogText.scan(quoted.bytes).text
      self.file = file
      lineOrigins = quoted.origins
      self.lines = DumpLines.find(in: text)
    } else {
      text = file
      self.file = nil
      lineOrigins = []
      self.lines = lines
    }
  }

  /// A diagnostic at the byte at `offset` of ``text``, placed in the file as given.
  func diagnostic(
    _ message: String, atByte offset: Int, severity: ImportDiagnostic.Severity = .error
  ) -> ImportDiagnostic {
    guard let file else { return text.diagnostic(message, atByte: offset, severity: severity) }
    return file.diagnostic(message, atByte: fileOffset(of: offset), severity: severity)
  }

  /// The offset in the file of the byte at `offset` of the unescaped text: its line's origin,
  /// then one file byte per text byte, two per escape.
  private func fileOffset(of offset: Int) -> Int {
    guard let file else { return offset }
    let line = text.line(ofByte: offset)
    var remaining = offset - text.lineStarts[line - 1]
    var index = lineOrigins[line - 1]
    while remaining > 0 && index < file.bytes.count {
      index += file.bytes[index] == UInt8(ascii: "\\") && index + 1 < file.bytes.count ? 2 : 1
      remaining -= 1
    }
    return index
  }

  /// The first string between double quotes that holds a `\n` escape, unescaped (`\n`, `\'`,
  /// `\"` and `\\` undone, any other escape kept as written), with the file offset of each of
  /// its lines; nil when there is none. A string left open runs to the end of the file.
  static func unescapedString(in bytes: [UInt8]) -> (bytes: [UInt8], origins: [Int])? {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    var index = 0
    while let open = bytes[index...].firstIndex(of: quote) {
      var output: [UInt8] = []
      var origins = [open + 1]
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
          origins.append(cursor + 2)
        case UInt8(ascii: "'"), quote, backslash: output.append(bytes[cursor + 1])
        default: output += [backslash, bytes[cursor + 1]]
        }
        cursor += 2
      }
      if origins.count > 1 { return (output, origins) }
      index = cursor + 1
      guard index < bytes.count else { return nil }
    }
    return nil
  }
}
