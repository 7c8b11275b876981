/// Reads one line of a JSON-lines log into a ``JSONValue`` whose every part knows where it is
/// written: Foundation's `JSONSerialization` says neither where a problem is nor where a value
/// came from.
///
/// The grammar is RFC 8259's; a line holds one object, with nothing but spaces after it.
/// Nesting is bounded (``CaptureLimits/maximumJSONDepth``), so a line of a million `[` is an
/// error rather than a deep recursion.
struct JSONLineParser {
  private let bytes: [UInt8]
  private var index: Int
  private let end: Int

  /// Reads the object that the bytes in `range` hold.
  ///
  /// - Throws: ``LogError`` at the first byte that does not fit.
  static func object(in bytes: [UInt8], range: Range<Int>) throws(LogError) -> JSONValue {
    var parser = JSONLineParser(bytes: bytes, index: range.lowerBound, end: range.upperBound)
    parser.skipSpaces()
    guard parser.peek == UInt8(ascii: "{") else {
      throw LogError(
        "expected a JSON object ('{'): each line of a JSON-lines log is one object",
        at: parser.index)
    }
    let value = try parser.value(depth: 1)
    parser.skipSpaces()
    guard parser.index == parser.end else {
      throw LogError("unexpected text after the object; a line holds one object", at: parser.index)
    }
    return value
  }

  private var peek: UInt8? { index < end ? bytes[index] : nil }

  private mutating func skipSpaces() {
    while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(LogError) -> JSONValue {
    let start = index
    guard let byte = peek else { throw LogError("expected a value; the line ends", at: index) }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth <= CaptureLimits.maximumJSONDepth else {
        throw LogError(
          "nested more than \(CaptureLimits.maximumJSONDepth) levels deep", at: index)
      }
      return byte == UInt8(ascii: "{")
        ? try object(depth: depth) : try array(depth: depth)
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try string()), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let decimal = try number()
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      return JSONValue(kind: .number(decimal, text: text), offset: start)
    default:
      for (word, kind) in [
        ("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null),
      ]
      where hasWord(word) {
        index += word.utf8.count
        return JSONValue(kind: kind, offset: start)
      }
      throw LogError(
        "expected a value (a number, a string, a list, true, false or null)", at: start)
    }
  }

  private func hasWord(_ word: String) -> Bool {
    let count = word.utf8.count
    guard index + count <= end, bytes[index..<index + count].elementsEqual(word.utf8) else {
      return false
    }
    // `nullx` is not `null` followed by something else: it is no value at all.
    return index + count == end || !Self.isLetterOrDigit(bytes[index + count])
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private mutating func object(depth: Int) throws(LogError) -> JSONValue {
    let start = index
    index += 1
    var members: [JSONValue.Member] = []
    skipSpaces()
    if peek == UInt8(ascii: "}") {
      index += 1
      return JSONValue(kind: .object(members), offset: start)
    }
    while true {
      skipSpaces()
      let keyOffset = index
      guard peek == UInt8(ascii: "\"") else {
        throw LogError("expected a key in double quotes", at: index)
      }
      let key = try string()
      skipSpaces()
      guard peek == UInt8(ascii: ":") else {
        throw LogError("expected ':' after the key '\(key)'", at: index)
      }
      index += 1
      skipSpaces()
      members.append(
        JSONValue.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth + 1)))
      skipSpaces()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return JSONValue(kind: .object(members), offset: start)
      case nil:
        throw LogError("the object is not closed: expected ',' or '}'; the line ends", at: index)
      default: throw LogError("expected ',' or '}'", at: index)
      }
    }
  }

  private mutating func array(depth: Int) throws(LogError) -> JSONValue {
    let start = index
    index += 1
    var items: [JSONValue] = []
    skipSpaces()
    if peek == UInt8(ascii: "]") {
      index += 1
      return JSONValue(kind: .array(items), offset: start)
    }
    while true {
      skipSpaces()
      items.append(try value(depth: depth + 1))
      skipSpaces()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return JSONValue(kind: .array(items), offset: start)
      case nil:
        throw LogError("the list is not closed: expected ',' or ']'; the line ends", at: index)
      default: throw LogError("expected ',' or ']'", at: index)
      }
    }
  }

  /// A number as RFC 8259 writes it: no leading zeros, no `+`, no lone point.
  private mutating func number() throws(LogError) -> LogDecimal {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    let firstDigit = index
    skipDigits()
    let integerDigits = index - firstDigit
    var isValid =
      integerDigits > 0 && !(integerDigits > 1 && bytes[firstDigit] == UInt8(ascii: "0"))
    if peek == UInt8(ascii: ".") {
      index += 1
      let fraction = index
      skipDigits()
      isValid = isValid && index > fraction
    }
    if let byte = peek, byte | 0x20 == UInt8(ascii: "e") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      let exponent = index
      skipDigits()
      isValid = isValid && index > exponent
    }
    // A number runs into the next delimiter; anything else glued to it makes it invalid.
    while let byte = peek, Self.isLetterOrDigit(byte) || byte == UInt8(ascii: ".") {
      index += 1
      isValid = false
    }
    guard isValid, let decimal = LogDecimal(bytes[start..<index]) else {
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      throw LogError("'\(text)' is not a JSON number", at: start)
    }
    return decimal
  }

  private mutating func skipDigits() {
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
  }

  /// A string in double quotes, its escapes decoded.
  private mutating func string() throws(LogError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun() {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = peek else {
        throw LogError("the string is not closed: no '\"' before the line ends", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun()
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun()
        scalars.append(try escape())
        runStart = index
      case 0..<0x20:
        throw LogError("a control character in a string must be escaped", at: index)
      default:
        index += 1
      }
    }
  }

  /// The escape at `index` (a backslash), decoded; `\u` pairs of surrogates make one scalar.
  private mutating func escape() throws(LogError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard let letter = peek else {
      throw LogError("the string is not closed: no '\"' before the line ends", at: start)
    }
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad(escapeAt: start)
      if (0xD800...0xDBFF).contains(high), index + 1 < end, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let second = index
        index += 2
        let low = try hexQuad(escapeAt: second)
        if (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
          return scalar
        }
        throw LogError("'\\u' escapes a lone surrogate", at: second)
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw LogError("'\\u' escapes a lone surrogate", at: start)
      }
      return scalar
    default:
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      throw LogError("'\(text)' is not a JSON escape", at: start)
    }
  }

  /// Four hexadecimal digits after `\u`.
  private mutating func hexQuad(escapeAt start: Int) throws(LogError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexValue(byte) else {
        throw LogError("'\\u' needs four hexadecimal digits", at: start)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
