public import KeyboardAvoidance

/// A run's samples, stored so that recording one allocates nothing and copies no reference.
///
/// Element `k` is the sample at `k / fps` seconds.
public struct SampleTable: RandomAccessCollection, Sendable, Equatable {
  /// What one sample holds besides its paddings: plain values only, so that appending, copying
  /// and freeing rows is a matter of bytes.
  ///
  /// Storage, shown to the trace's writers in `TraceFormat` (SPI `TraceWriting`), which go
  /// through every sample: making a ``TraceSample`` of each would cost more than writing it.
  @_spi(TraceWriting) public struct Row: Sendable, Equatable {
    /// The keyboard's visible height.
    @_spi(TraceWriting) public var keyboard: Double
    /// The keyboard's presented frame.
    @_spi(TraceWriting) public var keyboardFrame: Rect
    /// How much of the focused field the keyboard covers.
    @_spi(TraceWriting) public var covered: Double
    /// The focused view, as an index into ``SampleTable/viewIDs``; -1 for none.
    @_spi(TraceWriting) public var focus: Int32
    /// Whether no animation was running.
    @_spi(TraceWriting) public var isSettled: Bool
  }

  /// Samples per second.
  public let fps: Int
  /// How many padding values each sample has.
  public let containerCount: Int
  /// The ids that the rows' `focus` indices name.
  @_spi(TraceWriting) public let viewIDs: [String]
  /// Each sample's values but its paddings.
  @_spi(TraceWriting) public private(set) var rows: [Row] = []
  /// The paddings, row-major: sample k's are at k * containerCount ..< (k + 1) * containerCount.
  @_spi(TraceWriting) public private(set) var paddings: [Double] = []

  /// Creates an empty table; a replay writes its table at once instead
  /// (``init(fps:containerCount:viewIDs:count:writing:)``).
  ///
  /// - Parameters:
  ///   - fps: Samples per second.
  ///   - containerCount: How many padding values each sample has.
  ///   - viewIDs: The ids of the scene's views, by the index samples (and the run's events)
  ///     record.
  init(fps: Int, containerCount: Int, viewIDs: [String]) {
    self.fps = fps
    self.containerCount = containerCount
    self.viewIDs = viewIDs
  }

  /// A table of `count` samples, which `body` writes in order through a ``SampleWriter`` into
  /// the table's own storage; the table holds those it wrote.
  ///
  /// - Parameters:
  ///   - fps: Samples per second.
  ///   - containerCount: How many padding values each sample has.
  ///   - viewIDs: The ids of the scene's views, by the index samples (and the run's events)
  ///     record.
  ///   - count: The number of samples to make room for.
  ///   - body: Writes the samples; the writer must not outlive it.
  init(
    fps: Int, containerCount: Int, viewIDs: [String], count: Int,
    writing body: (inout SampleWriter) -> Void
  ) {
    self.fps = fps
    self.containerCount = containerCount
    self.viewIDs = viewIDs
    var paddings: [Double] = []
    // At least one element each, so that both buffers have an address even when empty.
    rows = [Row](unsafeUninitializedCapacity: Swift.max(1, count)) { rows, rowCount in
      paddings = [Double](unsafeUninitializedCapacity: Swift.max(1, count * containerCount)) {
        paddings, paddingCount in
        guard let rowStart = rows.baseAddress, let paddingStart = paddings.baseAddress else {
          return
        }
        var writer = SampleWriter(
          rows: rowStart, paddings: paddingStart, capacity: count,
          containerCount: containerCount)
        body(&writer)
        rowCount = writer.count
        paddingCount = writer.count * containerCount
      }
    }
    self.paddings = paddings
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// One past the last sample.
  public var endIndex: Int { rows.count }

  /// The sample at `k / fps` seconds.
  public subscript(index: Int) -> TraceSample {
    let row = rows[index]
    return TraceSample(
      instant: Instant(sample: index, fps: fps), keyboard: row.keyboard,
      paddings: paddings[index * containerCount..<(index + 1) * containerCount],
      focus: focusID(of: row), covered: row.covered, isSettled: row.isSettled,
      keyboardFrame: row.keyboardFrame)
  }

  /// The id of the view focused in `row`, or nil.
  @_spi(TraceWriting) public func focusID(of row: Row) -> String? {
    row.focus < 0 ? nil : viewIDs[Int(row.focus)]
  }
}
