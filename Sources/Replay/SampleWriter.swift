import KeyboardAvoidance

/// Writes a run's samples in order straight into the storage of a ``SampleTable`` of known
/// size (see ``SampleTable/init(fps:containerCount:viewIDs:count:writing:)``).
///
/// Unsafe pointers, because a replay writes a sample for every frame, and appending each to two
/// arrays costs a uniqueness check, a capacity check and a store of the buffer back, a large
/// part of what recording a sample costs. Every write is checked against the table's size
/// instead, by one comparison. The writer lives only inside the table's initializer, which owns
/// the storage, and its per-sample methods are always inlined into the sampling loop;
/// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards both.
struct SampleWriter {
  /// The rows' storage, room for ``capacity`` rows.
  private let rows: UnsafeMutablePointer<SampleTable.Row>
  /// The values' storage, row-major, room for ``capacity`` rows of ``columnCount``: each row's
  /// paddings, its shifts, its offsets, then its insets.
  private let values: UnsafeMutablePointer<Double>
  /// How many samples the table holds when complete.
  let capacity: Int
  /// How many padding values each sample has.
  let containerCount: Int
  /// The columns of the keyboard safe-area shifts, of the scroll views' offsets and of their
  /// insets, which follow the paddings in that order.
  private let shiftColumns: Range<Int>
  private let offsetColumns: Range<Int>
  private let insetColumns: Range<Int>
  /// How many values each sample has: its paddings, its shifts, its offsets and its insets.
  let columnCount: Int
  /// How many samples are complete.
  private(set) var count = 0
  /// The runs of rows written by ``repeatLast(_:)``, in order.
  private(set) var copiedRows: [Range<Int>] = []

  /// A writer into storage with room for `capacity` samples, each with `containerCount`
  /// paddings, `safeAreaCount` shifts, and an offset and an inset for each of `scrollViewCount`
  /// scroll views.
  init(
    rows: UnsafeMutablePointer<SampleTable.Row>, values: UnsafeMutablePointer<Double>,
    capacity: Int, containerCount: Int, safeAreaCount: Int, scrollViewCount: Int
  ) {
    self.rows = rows
    self.values = values
    self.capacity = capacity
    self.containerCount = containerCount
    shiftColumns = containerCount..<containerCount + safeAreaCount
    offsetColumns = shiftColumns.upperBound..<shiftColumns.upperBound + scrollViewCount
    insetColumns = offsetColumns.upperBound..<offsetColumns.upperBound + scrollViewCount
    columnCount = insetColumns.upperBound
    // Room for the resting spells of a typical run, so that the list is allocated once.
    copiedRows.reserveCapacity(16)
  }

  /// Sets container `container`'s padding in the sample being written, the next one; the
  /// sample is complete once ``appendRow(_:)`` follows.
  @inline(__always)
  mutating func setPadding(_ padding: Double, of container: Int) {
    precondition(count < capacity && container >= 0 && container < containerCount)
    (values + (count &* columnCount &+ container)).initialize(to: padding)
  }

  /// The padding of container `container` in the sample being written, as set.
  @inline(__always)
  func padding(of container: Int) -> Double {
    precondition(count < capacity && container >= 0 && container < containerCount)
    return values[count &* columnCount &+ container]
  }

  /// Sets safe-area container `safeArea`'s shift in the sample being written.
  mutating func setShift(_ shift: Double, of safeArea: Int) {
    set(shift, at: safeArea, in: shiftColumns)
  }

  /// The shift of safe-area container `safeArea` in the sample being written, as set.
  func shift(of safeArea: Int) -> Double {
    value(at: safeArea, in: shiftColumns)
  }

  /// Sets scroll view `scrollView`'s content offset in the sample being written.
  mutating func setOffset(_ offset: Double, of scrollView: Int) {
    set(offset, at: scrollView, in: offsetColumns)
  }

  /// The content offset of scroll view `scrollView` in the sample being written, as set.
  func offset(of scrollView: Int) -> Double {
    value(at: scrollView, in: offsetColumns)
  }

  /// Sets scroll view `scrollView`'s content inset in the sample being written.
  mutating func setInset(_ inset: Double, of scrollView: Int) {
    set(inset, at: scrollView, in: insetColumns)
  }

  /// Writes the `index`th value of the group of `columns` in the sample being written.
  private mutating func set(_ value: Double, at index: Int, in columns: Range<Int>) {
    precondition(count < capacity && index >= 0 && index < columns.count)
    (values + (count &* columnCount &+ columns.lowerBound &+ index)).initialize(to: value)
  }

  /// The `index`th value of the group of `columns` in the sample being written, as set.
  private func value(at index: Int, in columns: Range<Int>) -> Double {
    precondition(count < capacity && index >= 0 && index < columns.count)
    return values[count &* columnCount &+ columns.lowerBound &+ index]
  }

  /// Completes the sample being written with `row`, after all its paddings and shifts are set.
  @inline(__always)
  mutating func appendRow(_ row: SampleTable.Row) {
    precondition(count < capacity, "more samples than the table has room for")
    (rows + count).initialize(to: row)
    count &+= 1
  }

  /// Appends `copies` copies of the last sample, for samples at which nothing has changed.
  ///
  /// - Precondition: A sample has been written, and there is room for the copies.
  mutating func repeatLast(_ copies: Int) {
    guard copies > 0 else { return }
    precondition(count > 0 && copies <= capacity - count, "no room for the copies")
    let last = count - 1
    (rows + count).initialize(repeating: rows[last], count: copies)
    // Each new value is a copy of the one a row before it: element by element, since a row
    // has only a padding or two, too few for a call to copy memory.
    for index in count * columnCount..<(count + copies) * columnCount {
      (values + index).initialize(to: values[index - columnCount])
    }
    copiedRows.append(count..<count + copies)
    count += copies
  }
}
