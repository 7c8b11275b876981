@_spi(Formatting) import DecimalText
import KeyboardAvoidance

extension DecimalFormat {
  /// A sample time with four decimals, or an exact event time with at least four.
  @_spi(Formatting) public static func time(_ instant: Instant) -> String {
    if instant.denominator == 1 { return seconds(microseconds: instant.scaledMicroseconds) }
    return fixed(
      numerator: instant.scaledMicroseconds,
      denominator: instant.denominator * microsecondsPerSecond, decimals: 4)
  }
}
