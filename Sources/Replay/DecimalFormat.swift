import KeyboardAvoidance

/// Fixed-point decimal text, independent of locale and platform.
///
/// Every value is rounded half away from zero from its exact value: a `Double` from its exact
/// binary value (so 1.005, stored as 1.00499999999999989..., prints as 1.00), a time from its
/// exact fraction of a second. A result that rounds to zero never carries a minus sign.
enum DecimalFormat {
  /// `value` with exactly `decimals` digits after the point; `nan`, `inf` or `-inf` when not
  /// finite.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = scaledMagnitudeDigits(value.magnitude, decimals: decimals)
    return placePoint(in: digits, decimals: decimals, negative: value < 0)
  }

  /// The fraction `numerator / denominator` with exactly `decimals` digits after the point.
  ///
  /// - Precondition: `denominator > 0` and `decimals <= 9`.
  static func fixed(numerator: Int64, denominator: Int64, decimals: Int) -> String {
    precondition(denominator > 0 && (0...9).contains(decimals))
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let divisor = UInt64(denominator)
    let product = numerator.magnitude.multipliedFullWidth(by: scale)
    precondition(product.high < divisor, "the rounded value must fit in 64 bits")
    var (quotient, remainder) = divisor.dividingFullWidth(product)
    if remainder >= divisor - remainder { quotient += 1 }
    return placePoint(in: String(quotient), decimals: decimals, negative: numerator < 0)
  }

  /// A length with two decimals and the trailing zeros (and a bare point) removed: `393`, `12.5`.
  static func compact(_ value: Double) -> String {
    trimmingZeros(fixed(value, decimals: 2))
  }

  /// A time in whole microseconds, as exact seconds with at least `minimumDecimals` decimals.
  static func seconds(microseconds: Microseconds, minimumDecimals: Int = 4) -> String {
    let full = fixed(numerator: microseconds, denominator: 1_000_000, decimals: 6)
    var text = Substring(full)
    var decimals = 6
    while decimals > minimumDecimals, text.last == "0" {
      text.removeLast()
      decimals -= 1
    }
    if text.last == "." { text.removeLast() }
    return String(text)
  }

  /// A sample time with four decimals, or an exact event time with at least four.
  static func time(_ instant: Instant) -> String {
    if instant.denominator == 1 { return seconds(microseconds: instant.scaledMicroseconds) }
    return fixed(
      numerator: instant.scaledMicroseconds,
      denominator: instant.denominator * microsecondsPerSecond, decimals: 4)
  }

  /// The decimal digits of `round(magnitude * 10^decimals)`, rounding halves up.
  private static func scaledMagnitudeDigits(_ magnitude: Double, decimals: Int) -> String {
    if magnitude == 0 { return "0" }
    let isNormal = magnitude.exponentBitPattern != 0
    let significand =
      magnitude.significandBitPattern | (isNormal ? UInt64(1) << Double.significandBitCount : 0)
    let exponent = (isNormal ? Int(magnitude.exponentBitPattern) : 1) - 1075
    if let digits = smallScaledDigits(significand, exponent: exponent, decimals: decimals) {
      return digits
    }
    var scaled = DecimalNumber(significand)
    for _ in 0..<decimals { scaled.multiply(by: 10) }
    if exponent >= 0 {
      scaled.shiftLeft(exponent)
    } else {
      scaled.shiftRightRoundingHalfUp(-exponent)
    }
    return scaled.decimalDigits
  }

  /// The same digits in 64-bit arithmetic, when everything fits (nearly always); else nil.
  private static func smallScaledDigits(
    _ significand: UInt64, exponent: Int, decimals: Int
  ) -> String? {
    guard (-63...0).contains(exponent) else { return nil }
    var scaled = significand
    for _ in 0..<decimals {
      let (product, overflow) = scaled.multipliedReportingOverflow(by: 10)
      if overflow { return nil }
      scaled = product
    }
    let shift = UInt64(-exponent)
    guard shift > 0 else { return String(scaled) }
    let roundsUp = (scaled >> (shift - 1)) & 1 == 1
    return String((scaled >> shift) + (roundsUp ? 1 : 0))
  }

  private static func placePoint(in digits: String, decimals: Int, negative: Bool) -> String {
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    let isZero = padded.allSatisfy { $0 == "0" }
    let sign = negative && !isZero ? "-" : ""
    guard decimals > 0 else { return sign + padded }
    let split = padded.index(padded.endIndex, offsetBy: -decimals)
    return sign + padded[..<split] + "." + padded[split...]
  }

  private static func trimmingZeros(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var result = Substring(text)
    while result.last == "0" { result.removeLast() }
    if result.last == "." { result.removeLast() }
    return String(result)
  }
}
