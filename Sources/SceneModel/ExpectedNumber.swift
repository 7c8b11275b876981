/// What a numeric check accepts: a number, or a range bounded below, above or on both sides.
///
/// A scene writes the number as `168` and a range as `{min: 160}`, `{max: 200}` or
/// `{min: 160, max: 200}`. A number and a range whose bounds are equal accept the same values
/// but are worded differently in a failure.
public enum ExpectedNumber: Sendable, Equatable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// This value, within the tolerance.
  case exactly(Double)
  /// At least this value, less the tolerance (`{min: a}`).
  case atLeast(Double)
  /// At most this value, plus the tolerance (`{max: b}`).
  case atMost(Double)
  /// From `min` to `max`, widened by the tolerance on both sides (`{min: a, max: b}`,
  /// `min <= max`).
  case between(min: Double, max: Double)

  /// A number, as written without braces.
  public init(floatLiteral value: Double) {
    self = .exactly(value)
  }

  /// A number, as written without braces.
  public init(integerLiteral value: Int) {
    self = .exactly(Double(value))
  }

  /// Whether `actual` is accepted: within `tolerance` of the number, or at most `tolerance`
  /// outside the range.
  ///
  /// - Parameters:
  ///   - actual: The value found.
  ///   - tolerance: The largest accepted distance, at least 0.
  /// - Returns: False for a value that is not a number.
  public func accepts(_ actual: Double, tolerance: Double) -> Bool {
    switch self {
    case .exactly(let expected): abs(actual - expected) <= tolerance
    case .atLeast(let minimum): minimum - tolerance <= actual
    case .atMost(let maximum): actual <= maximum + tolerance
    case .between(let minimum, let maximum):
      minimum - tolerance <= actual && actual <= maximum + tolerance
    }
  }
}
