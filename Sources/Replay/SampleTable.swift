import KeyboardAvoidance

/// A run's samples, stored so that recording one allocates nothing and copies no reference.
///
/// Element `k` is the sample at `k / fps` seconds.
public struct SampleTable: RandomAccessCollection, Sendable, Equatable {
  /// What one sample holds besides its paddings: plain values only, so that appending, copying
  /// and freeing rows is a matter of bytes.
  struct Row: Sendable, Equatable {
    var keyboard: Double
    var keyboardFrame: Rect
    var covered: Double
    /// The focused view, as an index into ``SampleTable/viewIDs``; -1 for none.
    var focus: Int32
    var isSettled: Bool
  }

  /// Samples per second.
  public let fps: Int
  /// How many padding values each sample has.
  public let containerCount: Int
  /// The ids that the rows' `focus` indices name.
  let viewIDs: [String]
  // Readable in the module for writers that go through every sample (building a `TraceSample`
  // for each would cost more than the writing). Paddings are row-major: sample k's are at
  // k * containerCount ..< (k + 1) * containerCount.
  private(set) var rows: [Row] = []
  private(set) var paddings: [Double] = []

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - fps: Samples per second.
  ///   - containerCount: How many padding values each sample has.
  ///   - viewIDs: The ids of the views that can be focused, by the index samples record.
  ///   - capacity: The number of samples to make room for.
  init(fps: Int, containerCount: Int, viewIDs: [String], capacity: Int = 0) {
    self.fps = fps
    self.containerCount = containerCount
    self.viewIDs = viewIDs
    rows.reserveCapacity(capacity)
    paddings.reserveCapacity(capacity * containerCount)
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
  func focusID(of row: Row) -> String? {
    row.focus < 0 ? nil : viewIDs[Int(row.focus)]
  }

  /// Appends `count` copies of the last sample, for samples at which nothing has changed.
  ///
  /// - Precondition: The table is not empty.
  mutating func repeatLast(_ count: Int) {
    guard count > 0 else { return }
    rows.append(contentsOf: repeatElement(rows[rows.count - 1], count: count))
    // Each new padding is a copy of the one a row before it.
    let start = paddings.count
    paddings.append(contentsOf: repeatElement(0, count: count * containerCount))
    paddings.withUnsafeMutableBufferPointer { paddings in
      for index in start..<paddings.count {
        paddings[index] = paddings[index - containerCount]
      }
    }
  }

  /// Appends a padding of the next sample: its container `i`'s presented padding is the `i`th
  /// appended since the last row. The sample is complete once ``appendRow`` follows.
  mutating func appendPadding(_ padding: Double) {
    paddings.append(padding)
  }

  /// The padding of container `container` in the sample whose paddings are appended and whose
  /// row is not yet.
  func appendedPadding(of container: Int) -> Double {
    paddings[rows.count * containerCount + container]
  }

  /// Completes the next sample, after its paddings (``appendPadding(_:)``); its `focus` is the
  /// focused view's index in ``viewIDs``, nil for none.
  mutating func appendRow(
    keyboard: Double, keyboardFrame: Rect, focus: Int?, covered: Double, isSettled: Bool
  ) {
    rows.append(
      Row(
        keyboard: keyboard, keyboardFrame: keyboardFrame, covered: covered,
        focus: focus.map { Int32($0) } ?? -1, isSettled: isSettled))
  }
}
