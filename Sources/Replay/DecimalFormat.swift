public import KeyboardAvoidance

/// Fixed-point decimal text, independent of locale and platform.
///
/// Every value is rounded half away from zero from its exact value: a `Double` from its exact
/// binary value (so 1.005, stored as 1.00499999999999989..., prints as 1.00), a time from its
/// exact fraction of a second. A result that rounds to zero never carries a minus sign. The
/// `append` forms write ASCII into a ``TextBuffer``, for the trace's writers. The few public
/// forms let other renderings of a trace (the HTML report) print the same digits as its text.
public enum DecimalFormat {
  /// `value` with exactly `decimals` digits after the point; `nan`, `inf` or `-inf` when not
  /// finite.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    var text = TextBuffer()
    append(value, decimals: decimals, to: &text)
    return text.text
  }

  /// Appends `value` with exactly `decimals` digits after the point.
  static func append(_ value: Double, decimals: Int, to bytes: inout TextBuffer) {
    if let scaled = scaled(value, decimals: decimals) {
      return appendScaled(scaled.magnitude, decimals: decimals, negative: scaled < 0, to: &bytes)
    }
    appendExactly(value, decimals: decimals, to: &bytes)
  }

  /// Appends `value` with exactly `decimals` digits after the point, the slow way that works
  /// for every value: in decimal digits of any length. Internal, for tests to check the quick
  /// ways against.
  static func appendExactly(_ value: Double, decimals: Int, to bytes: inout TextBuffer) {
    guard value.isFinite else {
      let text = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      return bytes.append(utf8: text)
    }
    let (significand, exponent) = parts(of: value.magnitude)
    var big = DecimalNumber(significand)
    for _ in 0..<decimals { big.multiply(by: 10) }
    if exponent >= 0 { big.shiftLeft(exponent) } else { big.shiftRightRoundingHalfUp(-exponent) }
    let digits = Array(big.decimalDigits.utf8)
    if value < 0 && digits.contains(where: { $0 != UInt8(ascii: "0") }) {
      bytes.append(UInt8(ascii: "-"))
    }
    let padded =
      Array(repeatElement(UInt8(ascii: "0"), count: max(0, decimals + 1 - digits.count))) + digits
    padded.dropLast(decimals).withUnsafeBufferPointer { bytes.append($0) }
    if decimals > 0 {
      bytes.append(UInt8(ascii: "."))
      padded.suffix(decimals).withUnsafeBufferPointer { bytes.append($0) }
    }
  }

  /// `value` rounded to `decimals` digits after the point, as a whole number of
  /// `10^-decimals` with the sign of the printed text (so never a negative zero), or nil when
  /// the value is not finite or the number does not fit in 64 bits.
  ///
  /// Two values print the same with `decimals` digits exactly when their scaled forms are equal.
  @inline(__always)
  static func scaled(_ value: Double, decimals: Int) -> Int64? {
    roundedProduct(value, decimals: decimals) ?? exactlyScaled(value, decimals: decimals)
  }

  /// ``scaled(_:decimals:)`` from the exact binary value, in 64-bit integer arithmetic; nil
  /// also when that arithmetic overflows on the way.
  private static func exactlyScaled(_ value: Double, decimals: Int) -> Int64? {
    guard value.isFinite else { return nil }
    let (significand, exponent) = parts(of: value.magnitude)
    guard let magnitude = smallScaled(significand, exponent: exponent, decimals: decimals),
      let scaled = Int64(exactly: magnitude)
    else { return nil }
    return value < 0 ? -scaled : scaled
  }

  /// The scaled value rounded from the floating-point product `value * 10^decimals`, when that
  /// rounding is sure to agree with rounding the exact product; nil when it might not be.
  ///
  /// Below 2^40 the product is within 2^-13 of the exact one, so both round to the same whole
  /// number unless the product lies within that distance of a half. Nearly every length in a
  /// trace is far from one, and this costs a multiplication, two additions and a comparison.
  @inline(__always)
  private static func roundedProduct(_ value: Double, decimals: Int) -> Int64? {
    guard decimals <= 15 else { return nil }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let product = value * scale
    // Fails for NaN too.
    guard product.magnitude < 0x1p40 else { return nil }
    // The nearest whole number: next to 1.5 * 2^52, doubles are 1 apart, so the sum rounds
    // to one and the difference is exact. It would take a tie to the even side, but ties are
    // among the products refused next. No branch depends on which way a length rounds (that
    // is as good as random, and such a branch is mispredicted half the time), and the sign
    // needs no handling: a product that rounds to zero gives +0.
    let shifted = product + 0x1.8p52
    let nearest = shifted - 0x1.8p52
    // product - nearest is exact too (both are multiples of the product's last bit).
    guard (product - nearest).magnitude < 0.5 - 0x1p-12 else { return nil }
    // Within 2^40 of 1.5 * 2^52, one apart: the bits count the distance, with no conversion.
    return Int64(bitPattern: shifted.bitPattern &- (0x1.8p52 as Double).bitPattern)
  }

  /// The fraction `numerator / denominator` with exactly `decimals` digits after the point.
  ///
  /// - Precondition: `denominator > 0` and `decimals <= 9`.
  static func fixed(numerator: Int64, denominator: Int64, decimals: Int) -> String {
    var text = TextBuffer()
    append(numerator: numerator, denominator: denominator, decimals: decimals, to: &text)
    return text.text
  }

  /// Appends the fraction `numerator / denominator` with exactly `decimals` digits.
  static func append(
    numerator: Int64, denominator: Int64, decimals: Int, to bytes: inout TextBuffer
  ) {
    let magnitude = scaledMagnitude(
      numerator: numerator, denominator: denominator, decimals: decimals)
    appendScaled(magnitude, decimals: decimals, negative: numerator < 0, to: &bytes)
  }

  /// `|numerator / denominator| * 10^decimals`, rounded half up.
  ///
  /// - Precondition: `denominator > 0`, `decimals <= 9`, and the result fits in 64 bits.
  static func scaledMagnitude(
    numerator: Int64, denominator: Int64, decimals: Int
  ) -> UInt64 {
    precondition(denominator > 0 && (0...9).contains(decimals))
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let divisor = UInt64(denominator)
    let product = numerator.magnitude.multipliedFullWidth(by: scale)
    precondition(product.high < divisor, "the rounded value must fit in 64 bits")
    var (quotient, remainder) = divisor.dividingFullWidth(product)
    if remainder >= divisor - remainder { quotient += 1 }
    return quotient
  }

  /// A length with two decimals and the trailing zeros (and a bare point) removed: `393`, `12.5`.
  public static func compact(_ value: Double) -> String {
    var text = TextBuffer()
    appendCompact(value, to: &text)
    return text.text
  }

  /// Appends `value` as ``compact(_:)`` writes it.
  static func appendCompact(_ value: Double, to bytes: inout TextBuffer) {
    // Frames and screen sizes are nearly always whole: print those without the fixed-point
    // detour (`Int64(-0.0)` is 0, so no minus sign appears).
    if value.magnitude < 0x1p62, case let whole = Int64(value), Double(whole) == value {
      return append(integer: whole, to: &bytes)
    }
    let start = bytes.count
    append(value, decimals: 2, to: &bytes)
    guard value.isFinite else { return }
    trimZeros(in: &bytes, from: start)
  }

  /// Appends `value` in decimal digits, with a minus sign when negative.
  static func append(integer value: Int64, to bytes: inout TextBuffer) {
    appendScaled(value.magnitude, decimals: 0, negative: value < 0, to: &bytes)
  }

  /// Appends a time in whole microseconds as exact seconds with at least `minimumDecimals`
  /// decimals and no trailing zeros beyond them: a duration as `0.25` with the default.
  static func appendSeconds(
    microseconds: Microseconds, minimumDecimals: Int = 0, to bytes: inout TextBuffer
  ) {
    // Whole microseconds are exact decimals already: zeros leave the number, not its text.
    var scaled = microseconds.magnitude
    var decimals = 6
    while decimals > max(minimumDecimals, 0), scaled % 10 == 0 {
      scaled /= 10
      decimals -= 1
    }
    appendScaled(scaled, decimals: decimals, negative: microseconds < 0, to: &bytes)
  }

  /// A time in whole microseconds, as exact seconds with at least `minimumDecimals` decimals.
  public static func seconds(microseconds: Microseconds, minimumDecimals: Int = 4) -> String {
    var text = TextBuffer(capacity: 32)
    appendSeconds(microseconds: microseconds, minimumDecimals: minimumDecimals, to: &text)
    return text.text
  }

  /// A sample time with four decimals, or an exact event time with at least four.
  public static func time(_ instant: Instant) -> String {
    if instant.denominator == 1 { return seconds(microseconds: instant.scaledMicroseconds) }
    return fixed(
      numerator: instant.scaledMicroseconds,
      denominator: instant.denominator * microsecondsPerSecond, decimals: 4)
  }

  /// The integer significand and binary exponent with `magnitude = significand * 2^exponent`.
  private static func parts(of magnitude: Double) -> (significand: UInt64, exponent: Int) {
    let isNormal = magnitude.exponentBitPattern != 0
    let hidden: UInt64 = isNormal ? 1 << Double.significandBitCount : 0
    let exponent = (isNormal ? Int(magnitude.exponentBitPattern) : 1) - 1075
    return (magnitude.significandBitPattern | hidden, exponent)
  }

  /// `round(significand * 2^exponent * 10^decimals)`, halves up, when 64 bits hold it; else nil.
  private static func smallScaled(_ significand: UInt64, exponent: Int, decimals: Int) -> UInt64? {
    if significand == 0 { return 0 }
    guard exponent <= 0 else { return nil }
    var scaled = significand
    for _ in 0..<decimals {
      let (product, overflow) = scaled.multipliedReportingOverflow(by: 10)
      if overflow { return nil }
      scaled = product
    }
    guard exponent < 0 else { return scaled }
    // scaled < 2^64: below 2^-65 nothing survives, and at 2^-64 only the rounding bit.
    guard exponent >= -64 else { return 0 }
    if exponent == -64 { return scaled >> 63 }
    let shift = UInt64(-exponent)
    return (scaled >> shift) + ((scaled >> (shift - 1)) & 1)
  }

  /// Appends `scaled / 10^decimals` with a leading zero and no sign when it is zero.
  ///
  /// Inlined: its callers pass the decimals as a constant, for which the digit writer's loops
  /// unroll.
  @inline(__always)
  private static func appendScaled(
    _ scaled: UInt64, decimals: Int, negative: Bool, to bytes: inout TextBuffer
  ) {
    let length = length(ofScaled: scaled, decimals: decimals, negative: negative)
    bytes.append(atMost: length) { text in
      write(scaled, decimals: decimals, negative: negative, endingAt: length, in: text)
      return length
    }
  }

  /// The number of bytes `scaled / 10^decimals` takes: sign, at least one integer digit, and
  /// the point and decimals when there are any.
  static func length(ofScaled scaled: UInt64, decimals: Int, negative: Bool) -> Int {
    // At most twenty digits, counted against powers of ten (a division by ten, even as a
    // multiplication, cost twice as much a digit). The power wraps only past the twentieth.
    var digitCount = 1
    var power: UInt64 = 10
    while digitCount < 20 && scaled >= power {
      digitCount &+= 1
      power &*= 10
    }
    let sign = negative && scaled != 0 ? 1 : 0
    return sign &+ max(digitCount, decimals &+ 1) &+ (decimals > 0 ? 1 : 0)
  }

  /// Writes `scaled / 10^decimals` into `buffer` so that it ends just before `end`, taking
  /// ``length(ofScaled:decimals:negative:)`` bytes, and returns where it starts; the bytes
  /// before it are left alone. Digits go two at a time, from a table of the pairs.
  @discardableResult
  static func write(
    _ scaled: UInt64, decimals: Int, negative: Bool, endingAt end: Int,
    in buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    // Positions only step down from `end` through the bytes written, which the caller made
    // room for: they wrap rather than check for overflow.
    var position = end
    var rest = scaled
    func writePair(_ pair: UInt64) {
      let digits = digitPairs.utf8Start + 2 &* Int(truncatingIfNeeded: pair)
      buffer[position &- 2] = digits[0]
      buffer[position &- 1] = digits[1]
      position &-= 2
    }
    func writeDigit(_ digit: UInt64) {
      position &-= 1
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
    }
    if decimals > 0 {
      for _ in 0..<decimals / 2 {
        writePair(rest % 100)
        rest /= 100
      }
      if decimals % 2 == 1 {
        writeDigit(rest % 10)
        rest /= 10
      }
      position &-= 1
      buffer[position] = UInt8(ascii: ".")
    }
    while rest >= 100 {
      writePair(rest % 100)
      rest /= 100
    }
    if rest >= 10 { writePair(rest) } else { writeDigit(rest) }
    if negative && scaled != 0 {
      position &-= 1
      buffer[position] = UInt8(ascii: "-")
    }
    return position
  }

  /// Writes `value`, below 10,000, as four digits with leading zeros at `start`.
  static func writeFourDigits(_ value: Int, at start: UnsafeMutablePointer<UInt8>) {
    let (highPair, lowPair) = UInt(bitPattern: value).quotientAndRemainder(dividingBy: 100)
    let high = digitPairs.utf8Start + 2 &* Int(bitPattern: highPair)
    let low = digitPairs.utf8Start + 2 &* Int(bitPattern: lowPair)
    start[0] = high[0]
    start[1] = high[1]
    start[2] = low[0]
    start[3] = low[1]
  }

  /// "00" to "99", one after the other.
  private static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// Removes trailing zeros after the point, and the point itself if nothing follows it, from
  /// the number that starts at `start`.
  private static func trimZeros(in bytes: inout TextBuffer, from start: Int) {
    guard (start..<bytes.count).contains(where: { bytes[$0] == UInt8(ascii: ".") }) else { return }
    while bytes[bytes.count - 1] == UInt8(ascii: "0") { bytes.removeLast() }
    if bytes[bytes.count - 1] == UInt8(ascii: ".") { bytes.removeLast() }
  }
}
