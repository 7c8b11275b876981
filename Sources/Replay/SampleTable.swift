import KeyboardAvoidance

/// A run's samples, stored column by column so that recording one allocates nothing.
///
/// Element `k` is the sample at `k / fps` seconds.
public struct SampleTable: RandomAccessCollection, Sendable, Equatable {
  /// Samples per second.
  public let fps: Int
  /// How many padding values each sample has.
  public let containerCount: Int
  // The columns, readable in the module for writers that go through every sample (building a
  // `TraceSample` for each would cost more than the writing). Paddings are row-major:
  // sample k's are at k * containerCount ..< (k + 1) * containerCount.
  private(set) var keyboard: [Double] = []
  private(set) var keyboardFrames: [Rect] = []
  private(set) var paddings: [Double] = []
  private(set) var focus: [String?] = []
  private(set) var covered: [Double] = []
  private(set) var settled: [Bool] = []

  /// Creates an empty table.
  public init(fps: Int, containerCount: Int, capacity: Int = 0) {
    self.fps = fps
    self.containerCount = containerCount
    keyboard.reserveCapacity(capacity)
    keyboardFrames.reserveCapacity(capacity)
    paddings.reserveCapacity(capacity * containerCount)
    focus.reserveCapacity(capacity)
    covered.reserveCapacity(capacity)
    settled.reserveCapacity(capacity)
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// One past the last sample.
  public var endIndex: Int { keyboard.count }

  /// The sample at `k / fps` seconds.
  public subscript(index: Int) -> TraceSample {
    TraceSample(
      instant: Instant(sample: index, fps: fps), keyboard: keyboard[index],
      paddings: paddings[index * containerCount..<(index + 1) * containerCount],
      focus: focus[index], covered: covered[index], isSettled: settled[index],
      keyboardFrame: keyboardFrames[index])
  }

  /// Appends a copy of the last sample, for a sample at which nothing has changed.
  ///
  /// - Precondition: The table is not empty.
  mutating func repeatLast() {
    let last = endIndex - 1
    for index in last * containerCount..<(last + 1) * containerCount {
      paddings.append(paddings[index])
    }
    keyboard.append(keyboard[last])
    keyboardFrames.append(keyboardFrames[last])
    focus.append(focus[last])
    covered.append(covered[last])
    settled.append(settled[last])
  }

  /// Appends the next sample; `padding(i)` gives container `i`'s presented padding.
  mutating func append(
    keyboard: Double, keyboardFrame: Rect, focus: String?, covered: Double, isSettled: Bool,
    padding: (Int) -> Double
  ) {
    self.keyboard.append(keyboard)
    keyboardFrames.append(keyboardFrame)
    for index in 0..<containerCount {
      paddings.append(padding(index))
    }
    self.focus.append(focus)
    self.covered.append(covered)
    settled.append(isSettled)
  }
}
