import KeyboardAvoidance

/// A run's samples, stored so that recording one allocates nothing and copies no reference.
///
/// Element `k` is the sample at `k / fps` seconds.
public struct SampleTable: RandomAccessCollection, Sendable, Equatable {
  /// What one sample holds besides its paddings: plain values only, so that appending, copying
  /// and freeing rows is a matter of bytes.
  ///
  /// Storage, shown to the trace's writers in `TraceFormat` (SPI `TraceWriting`), which go
  /// through every sample: making a ``TraceSample`` of each would cost more than writing it.
  package struct Row: Sendable, Equatable {
    /// The keyboard's visible height.
    package var keyboard: Double
    /// The keyboard's presented frame.
    package var keyboardFrame: Rect
    /// How much of the focused field the keyboard covers.
    package var covered: Double
    /// The focused view, as an index into ``SampleTable/viewIDs``; -1 for none.
    package var focus: Int32
    /// Whether no animation was running.
    package var isSettled: Bool
  }

  /// Samples per second.
  public let fps: Int
  /// How many padding values each sample has.
  public let containerCount: Int
  /// How many keyboard safe-area shifts each sample has; 0 in most scenes.
  public let safeAreaCount: Int
  /// How many scroll views each sample has a content offset and a content inset of; 0 in most
  /// scenes.
  public let scrollViewCount: Int
  /// How many values each sample has between its keyboard height and its focus, the text
  /// trace's order: its paddings, its safe-area shifts, its offsets, then its insets.
  package let columnCount: Int
  /// The ids that the rows' `focus` indices name.
  package let viewIDs: [String]
  /// Each sample's values but its paddings and shifts.
  package private(set) var rows: [Row] = []
  /// The paddings, shifts, offsets and insets, row-major: sample k's are at k * columnCount
  /// ..< (k + 1) * columnCount, in that order.
  package private(set) var values: [Double] = []
  /// The runs of rows that a replay wrote as copies of the row before them (samples at which
  /// nothing had changed), in increasing order: a reader that goes through every row may skip
  /// them, since each holds what the row before it holds. Not part of the table's value (see
  /// ``==(_:_:)``): a table built another way may list none.
  package private(set) var copiedRows: [Range<Int>] = []

  /// Creates an empty table; a replay writes its table at once instead
  /// (``init(fps:containerCount:viewIDs:count:writing:)``).
  ///
  /// - Parameters:
  ///   - fps: Samples per second.
  ///   - containerCount: How many padding values each sample has.
  ///   - safeAreaCount: How many safe-area shifts each sample has.
  ///   - scrollViewCount: How many offsets and insets each sample has.
  ///   - viewIDs: The ids of the scene's views, by the index samples (and the run's events)
  ///     record.
  init(
    fps: Int, containerCount: Int, safeAreaCount: Int = 0, scrollViewCount: Int = 0,
    viewIDs: [String]
  ) {
    self.fps = fps
    self.containerCount = containerCount
    self.safeAreaCount = safeAreaCount
    self.scrollViewCount = scrollViewCount
    columnCount = containerCount + safeAreaCount + 2 * scrollViewCount
    self.viewIDs = viewIDs
  }

  /// A table of `count` samples, which `body` writes in order through a ``SampleWriter`` into
  /// the table's own storage; the table holds those it wrote.
  ///
  /// - Parameters:
  ///   - fps: Samples per second.
  ///   - containerCount: How many padding values each sample has.
  ///   - safeAreaCount: How many safe-area shifts each sample has.
  ///   - scrollViewCount: How many offsets and insets each sample has.
  ///   - viewIDs: The ids of the scene's views, by the index samples (and the run's events)
  ///     record.
  ///   - count: The number of samples to make room for.
  ///   - body: Writes the samples; the writer must not outlive it.
  init(
    fps: Int, containerCount: Int, safeAreaCount: Int = 0, scrollViewCount: Int = 0,
    viewIDs: [String], count: Int, writing body: (inout SampleWriter) -> Void
  ) {
    self.fps = fps
    self.containerCount = containerCount
    self.safeAreaCount = safeAreaCount
    self.scrollViewCount = scrollViewCount
    let columnCount = containerCount + safeAreaCount + 2 * scrollViewCount
    self.columnCount = columnCount
    self.viewIDs = viewIDs
    var values: [Double] = []
    var copiedRows: [Range<Int>] = []
    // At least one element each, so that both buffers have an address even when empty.
    rows = [Row](unsafeUninitializedCapacity: Swift.max(1, count)) { rows, rowCount in
      values = [Double](unsafeUninitializedCapacity: Swift.max(1, count * columnCount)) {
        values, valueCount in
        guard let rowStart = rows.baseAddress, let valueStart = values.baseAddress else {
          return
        }
        var writer = SampleWriter(
          rows: rowStart, values: valueStart, capacity: count,
          containerCount: containerCount, safeAreaCount: safeAreaCount,
          scrollViewCount: scrollViewCount)
        body(&writer)
        rowCount = writer.count
        valueCount = writer.count * columnCount
        copiedRows = writer.copiedRows
      }
    }
    self.values = values
    self.copiedRows = copiedRows
  }

  /// Whether the two tables hold the same samples; how their rows were written does not count.
  public static func == (lhs: SampleTable, rhs: SampleTable) -> Bool {
    lhs.fps == rhs.fps && lhs.containerCount == rhs.containerCount
      && lhs.safeAreaCount == rhs.safeAreaCount && lhs.scrollViewCount == rhs.scrollViewCount
      && lhs.viewIDs == rhs.viewIDs && lhs.rows == rhs.rows && lhs.values == rhs.values
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// One past the last sample.
  public var endIndex: Int { rows.count }

  /// The sample at `k / fps` seconds.
  public subscript(index: Int) -> TraceSample {
    let row = rows[index]
    let start = index * columnCount
    let shifts = start + containerCount
    let offsets = shifts + safeAreaCount
    let insets = offsets + scrollViewCount
    return TraceSample(
      instant: Instant(sample: index, fps: fps), keyboard: row.keyboard,
      paddings: values[start..<shifts],
      focus: focusID(of: row), covered: row.covered, isSettled: row.isSettled,
      keyboardFrame: row.keyboardFrame,
      safeAreaShifts: values[shifts..<offsets], offsets: values[offsets..<insets],
      contentInsets: values[insets..<start + columnCount])
  }

  /// The id of the view focused in `row`, or nil.
  package func focusID(of row: Row) -> String? {
    row.focus < 0 ? nil : viewIDs[Int(row.focus)]
  }
}

/// Writes a run's samples in order straight into the storage of a ``SampleTable`` of known
/// size (see ``SampleTable/init(fps:containerCount:viewIDs:count:writing:)``).
///
/// Unsafe pointers, because a replay writes a sample for every frame, and appending each to two
/// arrays costs a uniqueness check, a capacity check and a store of the buffer back, a large
/// part of what recording a sample costs. Every write is checked against the table's size
/// instead, by one comparison. The writer lives only inside the table's initializer, which owns
/// the storage (only this file can make one); its per-sample methods are small enough for the
/// sampling loop to inline. `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards it.
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
  fileprivate init(
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
  mutating func setPadding(_ padding: Double, of container: Int) {
    precondition(count < capacity && container >= 0 && container < containerCount)
    (values + (count &* columnCount &+ container)).initialize(to: padding)
  }

  /// The padding of container `container` in the sample being written, as set.
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
    // Each copy's values are read from the last row, not from the copy before it, so that no
    // store waits for the one before; a row has only a padding or two, too few for a call to
    // copy memory.
    let lastValues = values + last * columnCount
    var copy = values + count * columnCount
    for _ in 0..<copies {
      for column in 0..<columnCount {
        (copy + column).initialize(to: lastValues[column])
      }
      copy += columnCount
    }
    copiedRows.append(count..<count + copies)
    count += copies
  }
}
