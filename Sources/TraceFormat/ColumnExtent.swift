/// The values of one length column that decide its width: the largest and the smallest finite
/// value (printing, and rounding, keep the order of magnitudes), and what the others print.
struct ColumnExtent {
  private var largest = -Double.infinity
  private var smallest = Double.infinity
  /// Zero while every value included is finite; NaN once one is not (`x - x` is NaN for an
  /// infinity or a NaN), which tells without a branch.
  private var finiteCheck = 0.0
  private var others = PrintedLength.Width()

  /// Takes `value` into account; a value that is not finite also needs ``includeUnusual(_:)``.
  ///
  /// Two selects and an addition, without a branch: small enough that the scan over every
  /// sample inlines it.
  mutating func include(_ value: Double) {
    largest = value > largest ? value : largest
    smallest = value < smallest ? value : smallest
    finiteCheck += value - value
  }

  /// When a value included was not finite, goes through `values`, all those included, again:
  /// the extremes are then taken over the finite ones, and the others are printed.
  mutating func includeUnusual(_ values: some Sequence<Double>) {
    guard finiteCheck.isNaN else { return }
    largest = -.infinity
    smallest = .infinity
    for value in values {
      if value.isFinite {
        largest = max(largest, value)
        smallest = min(smallest, value)
      } else {
        others.include(PrintedLength(value))
      }
    }
  }

  /// The number of bytes of the widest printed value.
  var width: Int {
    var width = others
    if largest.isFinite { width.include(PrintedLength(largest)) }
    if smallest.isFinite { width.include(PrintedLength(smallest)) }
    return width.value
  }
}
