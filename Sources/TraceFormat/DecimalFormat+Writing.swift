@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay

/// The trace writer's way to print numbers: ``DecimalFormat``'s whole numbers, their digits
/// written straight into the text, two at a time from a table of the pairs.
///
/// Each function prints what ``DecimalFormat``'s text for the same value says
/// (`DecimalFormatWritingTests` holds them to it); only where the digits go differs.
extension DecimalFormat {
  /// Appends `value` with exactly `decimals` digits after the point.
  static func append(_ value: Double, decimals: Int, to bytes: inout TextBuffer) {
    guard let scaled = scaled(value, decimals: decimals) else {
      return bytes.append(utf8: fixed(value, decimals: decimals))
    }
    appendScaled(scaled.magnitude, decimals: decimals, negative: scaled < 0, to: &bytes)
  }

  /// Appends the fraction `numerator / denominator` with exactly `decimals` digits.
  ///
  /// - Precondition: `denominator > 0`, `decimals <= 9`.
  static func append(
    numerator: Int64, denominator: Int64, decimals: Int, to bytes: inout TextBuffer
  ) {
    let magnitude = scaledMagnitude(
      numerator: numerator, denominator: denominator, decimals: decimals)
    appendScaled(magnitude, decimals: decimals, negative: numerator < 0, to: &bytes)
  }

  /// Appends `value` as ``DecimalFormat/compact(_:)`` writes it.
  static func appendCompact(_ value: Double, to bytes: inout TextBuffer) {
    guard let (scaled, decimals) = compactScaled(value) else {
      return bytes.append(utf8: compact(value))
    }
    appendScaled(scaled.magnitude, decimals: decimals, negative: scaled < 0, to: &bytes)
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
    let (magnitude, decimals) = secondsScaled(
      microseconds: microseconds, minimumDecimals: minimumDecimals)
    appendScaled(magnitude, decimals: decimals, negative: microseconds < 0, to: &bytes)
  }

  /// Appends `scaled / 10^decimals` with a leading zero and no sign when it is zero.
  static func appendScaled(
    _ scaled: UInt64, decimals: Int, negative: Bool, to bytes: inout TextBuffer
  ) {
    let length = length(ofScaled: scaled, decimals: decimals, negative: negative)
    bytes.append(atMost: length) { text in
      write(scaled, decimals: decimals, negative: negative, endingAt: length, in: text)
      return length
    }
  }

  /// Writes `scaled / 10^decimals` into `buffer` so that it ends just before `end`, taking
  /// ``DecimalFormat/length(ofScaled:decimals:negative:)`` bytes, and returns where it starts;
  /// the bytes before it are left alone.
  ///
  /// - Precondition: `buffer` has room for those bytes before `end`.
  @discardableResult
  static func write(
    _ scaled: UInt64, decimals: Int, negative: Bool, endingAt end: Int,
    in buffer: TextBuffer.Room
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

  /// `value`, below 10,000, as four digits with leading zeros, in one word for
  /// ``TextBuffer/Room/storeFourBytes(_:at:)``.
  static func fourDigits(_ value: Int) -> UInt32 {
    let (highPair, lowPair) = UInt(bitPattern: value).quotientAndRemainder(dividingBy: 100)
    let high = digitPairs.utf8Start + 2 &* Int(bitPattern: highPair)
    let low = digitPairs.utf8Start + 2 &* Int(bitPattern: lowPair)
    return TextBuffer.Room.fourBytes(high[0], high[1], low[0], low[1])
  }

  /// "00" to "99", one after the other.
  private static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }
}
