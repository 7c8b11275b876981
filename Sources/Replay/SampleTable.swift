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
