import KeyboardAvoidance

/// Why a number cannot be a time.
enum TimeConversionError: Error, Equatable {
  /// More than six digits after the point, counted as written.
  case tooManyDecimals
  /// An exponent form that is not a whole number of microseconds.
  case notWholeMicroseconds
  case negative
  /// Larger than the given bound.
  case tooLarge
}

extension DecimalLiteral {
  /// Reads a decimal literal from text, such as a time's scalar.
  init?(_ text: String) {
    guard let literal = DecimalLiteral(Array(text.utf8)) else { return nil }
    self = literal
  }

  /// The number of seconds as exact microseconds, never through floating point.
  ///
  /// - Parameter maximumSeconds: The largest accepted value.
  /// - Returns: The value in microseconds.
  /// - Throws: ``TimeConversionError`` when the value is negative, too precise or too large.
  func microseconds(maximumSeconds: Int64) throws(TimeConversionError) -> Microseconds {
    if !hasExponent && fractionDigitCount > 6 { throw .tooManyDecimals }
    if mantissa == 0 { return 0 }
    if isNegative { throw .negative }
    // Digits of the value in microseconds, before any are dropped: too many is too large.
    if significantDigits + exponent - fractionDigitCount + 6 > 19 { throw .tooLarge }
    if hasDroppedNonZeroDigit { throw .notWholeMicroseconds }
    // mantissa * 10^shift microseconds; digits past the 18th were zeros and count in the shift.
    var shift = exponent - fractionDigitCount + 6 + max(significantDigits - 18, 0)
    var value = mantissa
    while shift < 0 {
      guard value % 10 == 0 else { throw .notWholeMicroseconds }
      value /= 10
      shift += 1
    }
    let limit = maximumSeconds * microsecondsPerSecond
    while shift > 0 {
      guard value <= limit else { throw .tooLarge }
      value *= 10
      shift -= 1
    }
    guard value <= limit else { throw .tooLarge }
    return value
  }
}
