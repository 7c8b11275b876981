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
  /// The paddings' storage, row-major, room for ``capacity`` rows of ``containerCount``.
  private let paddings: UnsafeMutablePointer<Double>
  /// How many samples the table holds when complete.
  let capacity: Int
  /// How many padding values each sample has.
  let containerCount: Int
  /// How many samples are complete.
  private(set) var count = 0

  /// A writer into storage with room for `capacity` samples of `containerCount` paddings.
  init(
    rows: UnsafeMutablePointer<SampleTable.Row>, paddings: UnsafeMutablePointer<Double>,
    capacity: Int, containerCount: Int
  ) {
    self.rows = rows
    self.paddings = paddings
    self.capacity = capacity
    self.containerCount = containerCount
  }

  /// Sets container `container`'s padding in the sample being written, the next one; the
  /// sample is complete once ``appendRow(_:)`` follows.
  @inline(__always)
  mutating func setPadding(_ padding: Double, of container: Int) {
    precondition(count < capacity && container >= 0 && container < containerCount)
    (paddings + (count &* containerCount &+ container)).initialize(to: padding)
  }

  /// The padding of container `container` in the sample being written, as set.
  @inline(__always)
  func padding(of container: Int) -> Double {
    precondition(count < capacity && container >= 0 && container < containerCount)
    return paddings[count &* containerCount &+ container]
  }

  /// Completes the sample being written with `row`, after all its paddings are set.
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
    // Each new padding is a copy of the one a row before it: element by element, since a row
    // has only a padding or two, too few for a call to copy memory.
    for index in count * containerCount..<(count + copies) * containerCount {
      (paddings + index).initialize(to: paddings[index - containerCount])
    }
    count += copies
  }
}
