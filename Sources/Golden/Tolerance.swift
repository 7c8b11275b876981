import TraceFormat

/// How far apart two lengths in points may be and still count as the same.
///
/// A difference equal to the tolerance passes. The value is exact (`0.01` is one hundredth, not
/// the `Double` nearest to it), so that the boundary case is decided the same way everywhere.
package struct Tolerance: Sendable, Hashable, CustomStringConvertible {
  /// The largest accepted difference.
  package let value: TraceNumber

  /// The default, 0.01 pt: one unit in the last printed digit of a trace.
  package static let standard = Tolerance(value: TraceNumber(units: 1, decimals: 2))

  /// Creates a tolerance.
  ///
  /// - Parameter value: The largest accepted difference.
  /// - Precondition: `value` is not negative.
  package init(value: TraceNumber) {
    precondition(value.units >= 0, "a tolerance is not negative")
    self.value = value
  }

  /// Reads a tolerance written as a plain non-negative decimal, such as `0.01` or `2`.
  ///
  /// Fails when the text is not a non-negative decimal with at most nine digits on either side
  /// of the point.
  ///
  /// - Parameter text: The text, as given on the command line.
  package init?(_ text: String) {
    guard let value = TraceNumber(text), value.units >= 0, !text.hasPrefix("-") else {
      return nil
    }
    self.init(value: value)
  }

  /// The tolerance as written.
  package var description: String { value.description }

  /// Whether two numbers are close enough.
  ///
  /// - Parameters:
  ///   - lhs: One number.
  ///   - rhs: The other.
  /// - Returns: True when `|lhs - rhs| <= value`.
  package func accepts(_ lhs: TraceNumber, _ rhs: TraceNumber) -> Bool {
    TraceNumber.distance(lhs, rhs) <= value
  }
}
