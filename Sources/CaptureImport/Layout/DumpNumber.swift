/// A number as a dump prints it (`16`, `-0.5`, `116.667`, `1e-05`), read exactly.
enum DumpNumber {
  /// Powers of ten a `Double` holds exactly.
  private static let powers: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }

  /// The finite value the bytes spell, or nil. Up to 15 significant digits and 22 decimals
  /// (every frame a dump prints) are one exact division, rounded once, as a full decimal
  /// reading rounds them; anything longer goes through ``LogDecimal``.
  static func value(of bytes: ArraySlice<UInt8>) -> Double? {
    var index = bytes.startIndex
    let isNegative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var decimals = 0
    var isFraction = false
    var sawDigit = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !isFraction {
        isFraction = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        sawDigit = true
        if mantissa > 0 || byte != UInt8(ascii: "0") { digits += 1 }
        mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
        if isFraction { decimals += 1 }
      } else {
        return slowValue(of: bytes)
      }
      index += 1
    }
    guard sawDigit, digits <= 15, decimals <= 22 else { return slowValue(of: bytes) }
    let magnitude = Double(mantissa) / powers[decimals]
    return isNegative ? -magnitude : magnitude
  }

  private static func slowValue(of bytes: ArraySlice<UInt8>) -> Double? {
    guard let decimal = LogDecimal(bytes) else { return nil }
    let value = decimal.value
    return value.isFinite ? value : nil
  }
}
