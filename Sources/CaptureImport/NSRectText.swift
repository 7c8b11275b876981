import KeyboardAvoidance

/// A frame as UIKit's log prints an `NSValue` of a `CGRect`: `"NSRect: {{x, y}, {w, h}}"`.
enum NSRectText {
  /// The frame in a userInfo value, checked as a scene's frames are.
  ///
  /// - Parameters:
  ///   - value: The value, a quoted string.
  ///   - key: The userInfo key, for messages.
  ///   - bytes: The log's bytes.
  /// - Returns: The frame.
  /// - Throws: ``LogError`` at the number or the character that does not fit.
  static func frame(
    _ value: PrintedValue, key: String, bytes: [UInt8]
  ) throws(LogError) -> Rect {
    guard case .text(_, _, let content) = value, let content else {
      throw LogError(
        "\(key) must be a frame such as \"NSRect: {{0, 516}, {393, 336}}\"", at: value.offset)
    }
    var reader = Reader(bytes: bytes, index: content.lowerBound, end: content.upperBound, key: key)
    // An optional type, such as `NSRect:` or `CGRect:`.
    if let colon = bytes[content].firstIndex(of: UInt8(ascii: ":")),
      bytes[content.lowerBound..<colon].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
    {
      reader.index = colon + 1
    }
    try reader.expect("{")
    let (x, y) = try reader.pair(("x", "y"), atLeastZero: false)
    try reader.expect(",")
    let (width, height) = try reader.pair(("width", "height"), atLeastZero: true)
    try reader.expect("}")
    reader.skipSpaces()
    guard reader.index == reader.end else {
      throw LogError("unexpected text after \(key)'s frame", at: reader.index)
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  private struct Reader {
    let bytes: [UInt8]
    var index: Int
    let end: Int
    let key: String

    mutating func skipSpaces() {
      while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    mutating func expect(_ character: Character) throws(LogError) {
      skipSpaces()
      guard index < end, let ascii = character.asciiValue, bytes[index] == ascii else {
        throw LogError(
          "\(key) must be a frame such as \"NSRect: {{0, 516}, {393, 336}}\": expected "
            + "'\(character)'", at: index)
      }
      index += 1
    }

    /// `{first, second}`: a point's coordinates or a size's.
    mutating func pair(
      _ names: (first: String, second: String), atLeastZero: Bool
    ) throws(LogError) -> (Double, Double) {
      try expect("{")
      let first = try number(name: names.first, atLeastZero: atLeastZero)
      try expect(",")
      let second = try number(name: names.second, atLeastZero: atLeastZero)
      try expect("}")
      return (first, second)
    }

    private static func endsNumber(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{")
        || byte == UInt8(ascii: "}")
    }

    mutating func number(name: String, atLeastZero: Bool) throws(LogError) -> Double {
      skipSpaces()
      let start = index
      while index < end, !Self.endsNumber(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let decimal = LogDecimal(bytes[start..<index]) else {
        throw LogError("\(key)'s \(name) must be a number; found '\(text)'", at: start)
      }
      let value = decimal.value
      let limit = CaptureLimits.maximumMagnitude
      if atLeastZero && value < 0 {
        throw LogError("\(key)'s \(name) must be at least 0; found \(text)", at: start)
      }
      guard abs(value) <= limit else {
        let lowest = atLeastZero ? "0" : "-\(Int(limit))"
        throw LogError(
          "\(key)'s \(name) must be from \(lowest) to \(Int(limit)); found \(text)", at: start)
      }
      return value
    }
  }
}
