import KeyboardAvoidance

/// Why a number cannot be a time.
enum TimeConversionError: Error, Equatable {
  /// More than six digits after the point, counted as written.
  case tooManyDecimals
  /// An exponent form that is not a whole number of microseconds.
  case notWholeMicroseconds
  case negative
  /// Larger than the given bound, in seconds.
  case tooLarge
}

extension DecimalNumber {
  /// The number of seconds as exact microseconds, never through floating point.
  ///
  /// - Parameter maximumSeconds: The largest accepted value.
  /// - Returns: The value in microseconds.
  /// - Throws: ``TimeConversionError`` when the value is negative, too precise or too large.
  func microseconds(maximumSeconds: Int64) throws(TimeConversionError) -> Microseconds {
    if !hasExponent && fractionDigits.count > 6 { throw .tooManyDecimals }
    // The digits as one integer, scaled by 10^shift microseconds.
    var digits = Array(integerDigits) + Array(fractionDigits)
    while digits.first == UInt8(ascii: "0") { digits.removeFirst() }
    if digits.isEmpty { return 0 }
    if isNegative { throw .negative }
    let shift = exponent - fractionDigits.count + 6
    if shift < 0 {
      let dropped = digits.suffix(min(-shift, digits.count))
      guard dropped.allSatisfy({ $0 == UInt8(ascii: "0") }), -shift < digits.count else {
        throw .notWholeMicroseconds
      }
      digits.removeLast(-shift)
    } else {
      // A value above the bound needs more digits than the bound has: stop before overflow.
      guard digits.count + shift <= 19 else { throw .tooLarge }
      digits += Array(repeating: UInt8(ascii: "0"), count: shift)
    }
    guard digits.count <= 18 else { throw .tooLarge }
    var value: Int64 = 0
    for digit in digits { value = value * 10 + Int64(digit - UInt8(ascii: "0")) }
    guard value <= maximumSeconds * microsecondsPerSecond else { throw .tooLarge }
    return value
  }
}
