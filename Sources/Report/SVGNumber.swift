@_spi(Formatting) import DecimalText

/// Coordinates for SVG: rounded to tenths (of a pixel in plots, of a point in screen drawings),
/// printed without trailing zeros and without locale, so the same input gives the same bytes.
enum SVGNumber {
  /// The largest magnitude kept, in tenths; beyond it a coordinate is clamped. A value that far
  /// off the picture draws the same clamped, and the integer arithmetic cannot overflow.
  static let limit = 100_000_000

  /// `value` in whole tenths, rounded half away from zero and clamped to ``limit``.
  ///
  /// - Parameter value: A finite coordinate; NaN counts as 0.
  /// - Returns: `round(value * 10)`.
  static func tenths(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    let scaled = (value * 10).rounded()
    return Int(max(-Double(limit), min(Double(limit), scaled)))
  }

  /// A number of tenths as decimal text: `1234` is `123.4`, `-5` is `-0.5`, `20` is `2`.
  ///
  /// - Parameter tenths: The value times ten.
  /// - Returns: The text.
  static func text(tenths: Int) -> String {
    DecimalFormat.compact(scaled: Int64(tenths), decimals: 1)
  }

  /// Appends ``text(tenths:)``.
  ///
  /// - Parameters:
  ///   - tenths: The value times ten.
  ///   - output: The text to append to.
  static func append(tenths: Int, to output: inout String) {
    output += text(tenths: tenths)
  }

  /// `value` rounded to tenths, as text: `12.345` is `12.3`.
  ///
  /// - Parameter value: A coordinate.
  /// - Returns: The text.
  static func text(_ value: Double) -> String {
    DecimalFormat.compact(scaled: Int64(tenths(value)), decimals: 1)
  }
}
