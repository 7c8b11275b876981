/// A linear map from values (points, seconds) to pixels along one axis, and the round values
/// to put ticks at.
struct PlotScale: Sendable, Equatable {
  /// The value at ``start``.
  var lower: Double
  /// The value at ``end``.
  var upper: Double
  /// The pixel of ``lower``.
  var start: Double
  /// The pixel of ``upper``; smaller than ``start`` for an axis that grows upwards.
  var end: Double
  /// The distance between ticks; 0 for none.
  var tickStep: Double = 0

  /// The pixel of `value`.
  ///
  /// - Parameter value: A value, inside the domain or not.
  /// - Returns: Its pixel coordinate.
  func pixel(_ value: Double) -> Double {
    guard upper != lower else { return start }
    return start + (value - lower) / (upper - lower) * (end - start)
  }

  /// The pixel of `value` in tenths, as paths take it.
  ///
  /// - Parameter value: A value.
  /// - Returns: Its pixel coordinate in whole tenths.
  func tenths(_ value: Double) -> Int {
    SVGNumber.tenths(pixel(value))
  }

  /// The smallest step of the form 1, 2 or 5 times a power of ten that is at least `span`.
  ///
  /// - Parameters:
  ///   - span: The least distance between ticks.
  ///   - minimum: The smallest step returned.
  /// - Returns: The round step, at least `minimum`.
  static func roundStep(atLeast span: Double, minimum: Double = 1) -> Double {
    guard span.isFinite, span > minimum else { return minimum }
    var power = 1.0
    while power * 10 <= span { power *= 10 }
    while power > span { power /= 10 }
    for factor in [1.0, 2, 5, 10] where power * factor >= span {
      return power * factor
    }
    return power * 10
  }

  /// The multiples of ``tickStep`` from ``lower`` to ``upper``, at most `limit` of them.
  ///
  /// - Parameter limit: The most ticks returned.
  /// - Returns: The tick values in increasing order.
  func ticks(limit: Int = 50) -> [Double] {
    let step = tickStep
    guard step > 0 else { return [] }
    let first = (lower / step).rounded(.up)
    var ticks: [Double] = []
    var index = first
    while index * step <= upper + step * 1e-9, ticks.count < limit {
      ticks.append(index * step)
      index += 1
    }
    return ticks
  }
}
