import SceneModel

/// A scene file's bytes seen as lines, for turning byte offsets into locations and for showing
/// the line a diagnostic points at.
struct SourceText {
  private let bytes: [UInt8]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
  func location(ofByte offset: Int) -> SourcePosition {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let prefix = bytes[lineStart..<min(offset, bytes.count)]
    let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    return SourcePosition(line: line, column: column)
  }

  /// The text of a 1-based line without its line break (and without a leading byte-order mark),
  /// or nil past the end. Invalid UTF-8 shows as U+FFFD.
  func line(_ number: Int) -> String? {
    guard !bytes.isEmpty else { return nil }
    var current = 1
    var start = 0
    while current < number {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      start = newline + 1
      current += 1
    }
    var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if number == 1 && bytes[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
