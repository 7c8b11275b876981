import Support

/// Reads the core schema's numbers straight from bytes: `[-+]? digits [. digits] [e [-+]? digits]`,
/// `0x` and `0o` integers, and `.inf` / `.nan`.
enum NumberScanner {
  /// Powers of ten that a `Double` holds exactly, for the exact fast path.
  private static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  /// The number the bytes spell, or nil when they are not a number.
  static func resolve(_ bytes: some ScalarBytes) -> ScalarValue? {
    if let integer = shortInteger(bytes) { return .integer(integer) }
    if let special = nonFinite(bytes) { return special }
    if bytes.count > 2 && bytes[offset: 0] == UInt8(ascii: "0") {
      if bytes[offset: 1] == UInt8(ascii: "x") { return radixInteger(bytes, radix: 16) }
      if bytes[offset: 1] == UInt8(ascii: "o") { return radixInteger(bytes, radix: 8) }
    }
    return decimal(bytes)
  }

  /// The usual number in a scene, such as `343`: up to 18 digits without a sign or a leading
  /// zero, read without the general scanner (which gives the same value).
  private static func shortInteger(_ bytes: some ScalarBytes) -> Int64? {
    guard bytes.count <= 18, !bytes.isEmpty,
      bytes[offset: 0] != UInt8(ascii: "0") || bytes.count == 1
    else { return nil }
    var value: Int64 = 0
    for byte in bytes {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int64(digit)
    }
    return value
  }

  private static func nonFinite(_ bytes: some ScalarBytes) -> ScalarValue? {
    let hasSign =
      !bytes.isEmpty
      && (bytes[offset: 0] == UInt8(ascii: "-") || bytes[offset: 0] == UInt8(ascii: "+"))
    let body = bytes.dropFirst(hasSign ? 1 : 0)
    guard body.count == 4, body[offset: 0] == UInt8(ascii: ".") else { return nil }
    let word = body.dropFirst(1)
    if ScalarValue.isSpelling(word, of: "inf") { return .nonFinite }
    // The core schema spells NaN `.nan`, `.NaN` or `.NAN`, without a sign.
    let isNaN = ["nan", "NaN", "NAN"].contains { (spelling: StaticString) in
      word.hasSameBytes(as: spelling)
    }
    return isNaN && !hasSign ? .nonFinite : nil
  }

  private static func radixInteger(_ bytes: some ScalarBytes, radix: Int64) -> ScalarValue? {
    var value: Int64 = 0
    var large: Double?  // Once the value no longer fits 64 bits.
    for index in 2..<bytes.count {
      guard let digit = digitValue(bytes[offset: index]), digit < radix else { return nil }
      if let sum = large {
        large = sum * Double(radix) + Double(digit)
        continue
      }
      let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
      let (next, carry) = shifted.addingReportingOverflow(digit)
      if overflow || carry {
        large = Double(value) * Double(radix) + Double(digit)
      } else {
        value = next
      }
    }
    return large.map { .float($0) } ?? .integer(value)
  }

  private static func digitValue(_ byte: UInt8) -> Int64? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int64(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int64(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int64(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A decimal number; exact and fast for the usual short values, correctly rounded by the
  /// standard library otherwise.
  private static func decimal(_ bytes: some ScalarBytes) -> ScalarValue? {
    guard let literal = DecimalLiteral(bytes) else { return nil }
    if literal.integerDigitCount > 1 && bytes[offset: literal.integerStart] == UInt8(ascii: "0") {
      return .leadingZeroNumber
    }
    if literal.isInteger && literal.significantDigits <= 18 {
      return .integer(literal.isNegative ? -literal.mantissa : literal.mantissa)
    }
    let scale = literal.exponent - literal.fractionDigitCount
    var value: Double
    if literal.significantDigits <= 15 && abs(scale) <= 22 {
      // Both operands are exact, so one IEEE operation rounds correctly.
      let mantissa = Double(literal.mantissa)
      value =
        scale >= 0
        ? mantissa * exactPowersOfTen[scale] : mantissa / exactPowersOfTen[-scale]
      if literal.isNegative { value = -value }
    } else {
      value = Double(bytes.text) ?? .infinity
    }
    return value.isFinite ? .float(value) : .nonFinite
  }
}

/// The parts of a decimal literal as written.
struct DecimalLiteral {
  var isNegative = false
  /// Where the integer digits start (after any sign).
  var integerStart = 0
  var integerDigitCount = 0
  var fractionDigitCount = 0
  var hasPoint = false
  var hasExponent = false
  var exponent = 0
  /// The digits as an integer, ignoring the point (only the first 18 significant ones).
  var mantissa: Int64 = 0
  /// Digits counted into `mantissa` after the leading zeros, including any that did not fit.
  var significantDigits = 0
  /// Whether a digit that did not fit into `mantissa` was not zero.
  var hasDroppedNonZeroDigit = false

  var isInteger: Bool { !hasPoint && !hasExponent }

  init?(_ bytes: some ScalarBytes) {
    var index = 0
    if index < bytes.count
      && (bytes[offset: index] == UInt8(ascii: "-") || bytes[offset: index] == UInt8(ascii: "+"))
    {
      isNegative = bytes[offset: index] == UInt8(ascii: "-")
      index += 1
    }
    integerStart = index
    integerDigitCount = scanDigits(bytes, &index)
    if index < bytes.count && bytes[offset: index] == UInt8(ascii: ".") {
      hasPoint = true
      index += 1
      fractionDigitCount = scanDigits(bytes, &index)
    }
    guard integerDigitCount + fractionDigitCount > 0 else { return nil }
    if index < bytes.count && (bytes[offset: index] | 0x20) == UInt8(ascii: "e") {
      hasExponent = true
      index += 1
      guard scanExponent(bytes, &index) else { return nil }
    }
    guard index == bytes.count else { return nil }
  }

  private mutating func scanDigits(_ bytes: some ScalarBytes, _ index: inout Int) -> Int {
    let start = index
    while index < bytes.count, bytes[offset: index] >= UInt8(ascii: "0"),
      bytes[offset: index] <= UInt8(ascii: "9")
    {
      let digit = Int64(bytes[offset: index] - UInt8(ascii: "0"))
      if significantDigits > 0 || digit != 0 {
        if significantDigits < 18 {
          mantissa = mantissa * 10 + digit
        } else if digit != 0 {
          hasDroppedNonZeroDigit = true
        }
        significantDigits += 1
      }
      index += 1
    }
    return index - start
  }

  private mutating func scanExponent(_ bytes: some ScalarBytes, _ index: inout Int) -> Bool {
    var sign = 1
    if index < bytes.count
      && (bytes[offset: index] == UInt8(ascii: "-") || bytes[offset: index] == UInt8(ascii: "+"))
    {
      sign = bytes[offset: index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
    }
    let start = index
    var value = 0
    while index < bytes.count, bytes[offset: index] >= UInt8(ascii: "0"),
      bytes[offset: index] <= UInt8(ascii: "9")
    {
      // Past six digits the value is out of any Double's range anyway: stop growing it.
      if value < 1_000_000 { value = value * 10 + Int(bytes[offset: index] - UInt8(ascii: "0")) }
      index += 1
    }
    exponent = sign * value
    return index > start
  }
}
