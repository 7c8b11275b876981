import SceneModel

/// A capture log's bytes seen as lines of text: where each line starts, and the positions and
/// excerpts that diagnostics need.
///
/// Made by ``scan(_:)``, which checks that the bytes are text (UTF-8 without NUL) line by
/// line and stops at the first line that is not: a binary file is answered after its first
/// bad byte, however large it is.
struct LogText {
  /// The log's bytes, as read.
  let bytes: [UInt8]
  /// Where each line starts, in order: line `n` (1-based) starts at `lineStarts[n - 1]`. The
  /// first line starts after a UTF-8 byte-order mark, if there is one. Four bytes a line (a log
  /// is at most 32 MiB), counted before they are stored, so that a log of nothing but line
  /// breaks stays within docs/performance.md's memory bound (Scripts/bench/bench-import.sh).
  private(set) var lineStarts: [UInt32] = []

  /// Why the bytes are not text.
  enum Problem: Equatable {
    /// A NUL byte at this offset.
    case nul(Int)
    /// Bytes at this offset that are not UTF-8.
    case invalidUTF8(Int)
    /// A UTF-16 byte-order mark at the start.
    case utf16
  }

  /// The lines of `bytes`, or the first problem that makes them not text (with the lines up to
  /// and including the one it is on, so that it can be shown).
  static func scan(_ bytes: [UInt8]) -> (text: LogText, problem: Problem?) {
    var text = LogText(bytes: bytes)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      text.lineStarts = [0]
      return (text, .utf16)
    }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    precondition(bytes.count < Int(UInt32.max), "a log is at most 32 MiB")
    var breaks = 1
    for byte in bytes where byte == UInt8(ascii: "\n") { breaks += 1 }
    text.lineStarts.reserveCapacity(breaks)
    text.lineStarts.append(UInt32(index))
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0 { return (text, .nul(index)) }
        index += 1
        if byte == UInt8(ascii: "\n") && index < bytes.count {
          text.lineStarts.append(UInt32(index))
        }
        continue
      }
      guard let length = Self.sequenceLength(in: bytes, at: index) else {
        return (text, .invalidUTF8(index))
      }
      index += length
    }
    return (text, nil)
  }

  /// The length of the valid UTF-8 sequence of two to four bytes at `index`, or nil when the
  /// bytes there are not one (a stray continuation byte, an overlong form, a surrogate, a value
  /// past U+10FFFF, or a sequence cut short).
  private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    guard (low...high).contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return length
  }

  /// How many lines there are.
  var lineCount: Int { lineStarts.count }

  /// The bytes of line `number` (1-based), without its line break and a carriage return
  /// before it.
  ///
  /// - Precondition: ``scan(_:)`` found the bytes to be text (else the last line it recorded
  ///   may run on past its end).
  func lineRange(_ number: Int) -> Range<Int> {
    let start = Int(lineStarts[number - 1])
    var end = number < lineStarts.count ? Int(lineStarts[number]) - 1 : bytes.count
    // The last line's break, when the log ends with one.
    if end > start && bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<max(start, end)
  }

  /// The 1-based line of the byte at `offset`.
  func line(ofByte offset: Int) -> Int {
    // The last line start at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The position of the byte at `offset`: its line, and its column in Unicode scalars.
  func position(ofByte offset: Int) -> SourcePosition {
    let line = line(ofByte: offset)
    var column = 1
    var index = Int(lineStarts[line - 1])
    while index < min(offset, bytes.count) {
      // Every byte that is not a continuation byte starts a scalar.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourcePosition(line: line, column: column)
  }

  /// A diagnostic at the byte at `offset`, with the text of its line: only as much of it as an
  /// excerpt can show (``DiagnosticText/excerpt(of:column:)``), so that a huge line, or a
  /// binary file without line breaks, costs no more than its start.
  func diagnostic(
    _ message: String, atByte offset: Int, severity: ImportDiagnostic.Severity = .error
  ) -> ImportDiagnostic {
    let position = position(ofByte: offset)
    let start = Int(lineStarts[position.line - 1])
    var end = start
    var scalars = 0
    let shown = position.column + DiagnosticText.excerptWidth
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") {
      if bytes[end] & 0xC0 != 0x80 {
        if scalars == shown { break }
        scalars += 1
      }
      end += 1
    }
    let isLineEnd = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
    if isLineEnd && end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let line = String(decoding: bytes[start..<end], as: UTF8.self)
    return ImportDiagnostic(
      severity: severity, location: position, message: message, lineText: line)
  }
}
