/// Fixed-point decimal text, independent of locale and platform: the one set of rules by which
/// the trace, its reader, the JSON, the scenes, the expectation messages, the HTML report and
/// the command line print numbers.
///
/// Every value is rounded half away from zero from its exact value: a `Double` from its exact
/// binary value (so 1.005, stored as 1.00499999999999989..., prints as 1.00), a time from its
/// exact fraction of a second. A result that rounds to zero never carries a minus sign.
///
/// A number is first made a whole number of `10^-decimals` (``scaled(_:decimals:)``,
/// ``scaledMagnitude(numerator:denominator:decimals:)``, ``compactScaled(_:)``,
/// ``secondsScaled(microseconds:minimumDecimals:)``) and then written as digits
/// (``text(scaled:decimals:negative:)``). The trace's writer, in `TraceFormat`, takes the same
/// whole numbers and writes their digits straight into its buffer; the text made here is what
/// its tests hold it to.
// Public under an SPI rather than `package`: the trace's writer, in TraceFormat, calls these for
// every number it prints, and the optimizer inlines a public function's body across modules
// where it does not inline a package one's (`Scripts/bench/bench.sh`, c/a', guards it). The SPI
// keeps them out of what `import KBReplay` offers.
@_spi(Formatting) public enum DecimalFormat {
  /// `value` with exactly `decimals` digits after the point; `nan`, `inf` or `-inf` when not
  /// finite.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    guard let scaled = scaled(value, decimals: decimals) else {
      return exactly(value, decimals: decimals)
    }
    return text(scaled: scaled.magnitude, decimals: decimals, negative: scaled < 0)
  }

  /// `nan`, `inf` or `-inf` for a value that is not finite: every NaN is `nan`, whatever its sign
  /// and payload (Swift's own description writes `-nan` for the NaN that `0 / 0` makes on x86).
  public static func spelling(ofNonFinite value: Double) -> String {
    value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
  }

  /// `value` with exactly `decimals` digits after the point, in decimal digits of any length:
  /// the way that works for every value, and the reference for the quicker ones.
  static func exactly(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return spelling(ofNonFinite: value) }
    let (significand, exponent) = parts(of: value.magnitude)
    var big = DecimalNumber(significand)
    for _ in 0..<decimals { big.multiply(by: 10) }
    if exponent >= 0 { big.shiftLeft(exponent) } else { big.shiftRightRoundingHalfUp(-exponent) }
    let digits = big.decimalDigits
    let isZero = digits.utf8.allSatisfy { $0 == UInt8(ascii: "0") }
    return pointed(digits, decimals: decimals, negative: value < 0 && !isZero)
  }

  /// `value` rounded to `decimals` digits after the point, as a whole number of
  /// `10^-decimals` with the sign of the printed text (so never a negative zero), or nil when
  /// the value is not finite or the number does not fit in 64 bits.
  ///
  /// Two values print the same with `decimals` digits exactly when their scaled forms are equal.
  /// Inlinable: the trace's row writer asks it for every length that moved, in another module.
  @inlinable
  public static func scaled(_ value: Double, decimals: Int) -> Int64? {
    roundedProduct(value, decimals: decimals) ?? exactlyScaled(value, decimals: decimals)
  }

  /// ``scaled(_:decimals:)`` from the exact binary value, in 64-bit integer arithmetic; nil
  /// also when that arithmetic overflows on the way.
  @usableFromInline
  static func exactlyScaled(_ value: Double, decimals: Int) -> Int64? {
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
  /// number unless the product lies within that distance of a half; nearly every length in a
  /// trace is far from one.
  @inlinable
  static func roundedProduct(_ value: Double, decimals: Int) -> Int64? {
    guard decimals <= 15 else { return nil }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let product = value * scale
    // Fails for NaN too.
    guard product.magnitude < 0x1p40 else { return nil }
    // The nearest whole number: next to 1.5 * 2^52, doubles are 1 apart, so the sum rounds
    // to one and the difference is exact. It would take a tie to the even side, but ties are
    // among the products refused next. No branch depends on which way a length rounds, and
    // the sign needs no handling: a product that rounds to zero gives +0.
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
  public static func fixed(numerator: Int64, denominator: Int64, decimals: Int) -> String {
    let magnitude = scaledMagnitude(
      numerator: numerator, denominator: denominator, decimals: decimals)
    return text(scaled: magnitude, decimals: decimals, negative: numerator < 0)
  }

  /// `|numerator / denominator| * 10^decimals`, rounded half up.
  ///
  /// - Precondition: `denominator > 0`, `decimals <= 9`, and the result fits in 64 bits.
  public static func scaledMagnitude(
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
    if let (scaled, decimals) = compactScaled(value) {
      return text(scaled: scaled.magnitude, decimals: decimals, negative: scaled < 0)
    }
    let text = fixed(value, decimals: 2)
    guard value.isFinite else { return text }
    var trimmed = Substring(text)
    while trimmed.last == "0" { trimmed.removeLast() }
    if trimmed.last == "." { trimmed.removeLast() }
    return String(trimmed)
  }

  /// ``compact(_:)``'s number as a whole number of `10^-decimals` with no trailing zero after
  /// the point, or nil when the value is not finite or too large for 64 bits.
  ///
  /// Inlinable: the trace's writer prints every frame and screen size with it.
  @inlinable
  public static func compactScaled(_ value: Double) -> (scaled: Int64, decimals: Int)? {
    // Frames and screen sizes are nearly always whole (`Int64(-0.0)` is 0: no minus sign).
    if value.magnitude < 0x1p62, case let whole = Int64(value), Double(whole) == value {
      return (whole, 0)
    }
    guard let hundredths = scaled(value, decimals: 2) else { return nil }
    if hundredths % 100 == 0 { return (hundredths / 100, 0) }
    if hundredths % 10 == 0 { return (hundredths / 10, 1) }
    return (hundredths, 2)
  }

  /// `scaled / 10^decimals` with its trailing zeros (and a bare point) left out: `(1234, 1)` is
  /// `123.4`, `(20, 1)` is `2`, `(-5, 1)` is `-0.5`.
  public static func compact(scaled: Int64, decimals: Int) -> String {
    let (magnitude, kept) = trimmed(scaled.magnitude, decimals: decimals, keeping: 0)
    return text(scaled: magnitude, decimals: kept, negative: scaled < 0)
  }

  /// A time in whole microseconds, as exact seconds with at least `minimumDecimals` decimals.
  public static func seconds(microseconds: Int64, minimumDecimals: Int = 4) -> String {
    let (magnitude, decimals) = secondsScaled(
      microseconds: microseconds, minimumDecimals: minimumDecimals)
    return text(scaled: magnitude, decimals: decimals, negative: microseconds < 0)
  }

  /// The magnitude of a time in whole microseconds as a whole number of `10^-decimals`
  /// seconds, with at least `minimumDecimals` decimals and no trailing zeros beyond them.
  public static func secondsScaled(
    microseconds: Int64, minimumDecimals: Int
  ) -> (magnitude: UInt64, decimals: Int) {
    // Whole microseconds are exact decimals already: zeros leave the number, not its text.
    trimmed(microseconds.magnitude, decimals: 6, keeping: minimumDecimals)
  }

  /// `magnitude / 10^decimals` with its trailing zero decimals dropped, down to
  /// `minimumDecimals` of them.
  private static func trimmed(
    _ magnitude: UInt64, decimals: Int, keeping minimumDecimals: Int
  ) -> (magnitude: UInt64, decimals: Int) {
    var (magnitude, decimals) = (magnitude, decimals)
    while decimals > max(minimumDecimals, 0), magnitude % 10 == 0 {
      magnitude /= 10
      decimals -= 1
    }
    return (magnitude, decimals)
  }

  /// `scaled / 10^decimals` as text: a minus sign when `negative` and not zero, at least one
  /// digit before the point, and the point and `decimals` digits when there are any.
  public static func text(scaled: UInt64, decimals: Int, negative: Bool) -> String {
    pointed(String(scaled), decimals: decimals, negative: negative && scaled != 0)
  }

  /// The number of bytes ``text(scaled:decimals:negative:)`` takes.
  public static func length(ofScaled scaled: UInt64, decimals: Int, negative: Bool) -> Int {
    // At most twenty digits, counted against powers of ten. The power wraps only past the
    // twentieth.
    var digitCount = 1
    var power: UInt64 = 10
    while digitCount < 20 && scaled >= power {
      digitCount &+= 1
      power &*= 10
    }
    let sign = negative && scaled != 0 ? 1 : 0
    return sign &+ max(digitCount, decimals &+ 1) &+ (decimals > 0 ? 1 : 0)
  }

  /// `digits`, padded with leading zeros to more than `decimals`, with a point before the last
  /// `decimals` and a minus sign when `negative`.
  private static func pointed(_ digits: String, decimals: Int, negative: Bool) -> String {
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    let sign = negative ? "-" : ""
    guard decimals > 0 else { return sign + padded }
    return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
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
}
