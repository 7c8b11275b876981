/// A decimal number as a log writes it (`12.345678`, `-0.5`, `2.5e2`), read exactly: its digits
/// and a power of ten, so that times round to microseconds without going through floating
/// point.
struct LogDecimal: Equatable {
  /// Whether a minus sign was written.
  var isNegative: Bool
  /// The significant digits, each 0 to 9, without leading or trailing zeros; empty for zero.
  var digits: [UInt8]
  /// The value is `digits × 10^exponent`.
  var exponent: Int

  /// The number the bytes spell: `-? digits (. digits)? ([eE] [+-]? digits)?`, where leading
  /// zeros are accepted; nil for anything else (a sign `+`, a lone point, `inf`, hexadecimal).
  init?(_ bytes: some Collection<UInt8>) {
    var index = bytes.startIndex
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    isNegative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
    if isNegative { index = bytes.index(after: index) }
    var all: [UInt8] = []
    var fractionCount = 0
    var integerCount = 0
    while index < bytes.endIndex, isDigit(bytes[index]) {
      all.append(bytes[index] - UInt8(ascii: "0"))
      integerCount += 1
      index = bytes.index(after: index)
    }
    guard integerCount > 0 else { return nil }
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      while index < bytes.endIndex, isDigit(bytes[index]) {
        all.append(bytes[index] - UInt8(ascii: "0"))
        fractionCount += 1
        index = bytes.index(after: index)
      }
      guard fractionCount > 0 else { return nil }
    }
    var written = 0
    if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index = bytes.index(after: index)
      var isNegativeExponent = false
      if index < bytes.endIndex,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        isNegativeExponent = bytes[index] == UInt8(ascii: "-")
        index = bytes.index(after: index)
      }
      var exponentDigits = 0
      while index < bytes.endIndex, isDigit(bytes[index]) {
        // Saturates: any exponent this large makes the value too large or zero alike.
        written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), 100_000_000)
        exponentDigits += 1
        index = bytes.index(after: index)
      }
      guard exponentDigits > 0 else { return nil }
      if isNegativeExponent { written = -written }
    }
    guard index == bytes.endIndex else { return nil }
    let first = all.firstIndex { $0 != 0 } ?? all.endIndex
    let last = all.lastIndex { $0 != 0 }.map { $0 + 1 } ?? first
    digits = Array(all[first..<last])
    exponent = written - fractionCount + (all.count - last)
  }

  /// Whether the value is 0 (`-0` included).
  var isZero: Bool { digits.isEmpty }

  /// The value times 1,000,000, rounded half away from zero to a whole number: seconds as
  /// microseconds; nil when its magnitude is above `limit`.
  func millionths(limit: Int64) -> Int64? {
    guard !digits.isEmpty else { return 0 }
    let shift = exponent + 6
    // How many digits stay before the point once multiplied by 10^6; more than 19 cannot fit.
    let kept = digits.count + shift
    guard kept <= 19 else { return nil }
    var magnitude: Int64 = 0
    for index in 0..<max(0, kept) {
      let digit = index < digits.count ? Int64(digits[index]) : 0
      let (product, overflows) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carries) = product.addingReportingOverflow(digit)
      guard !overflows && !carries else { return nil }
      magnitude = sum
    }
    // The first dropped digit decides: 5 or more rounds away from zero, exactly at a half too.
    if kept >= 0 && kept < digits.count && digits[kept] >= 5 { magnitude += 1 }
    guard magnitude <= limit else { return nil }
    return isNegative ? -magnitude : magnitude
  }

  /// The nearest `Double`.
  var value: Double {
    guard !digits.isEmpty else { return isNegative ? -0.0 : 0 }
    let text =
      (isNegative ? "-" : "")
      + String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
      + "e\(exponent)"
    return Double(text) ?? (exponent > 0 ? .infinity : 0)
  }
}
