/// The sample rows of one run's text, collected before writing so that every column can be
/// aligned to its widest cell.
///
/// Cells are kept as ASCII bytes in one buffer; a run of any length costs a few arrays, not an
/// allocation per row.
struct SampleRows {
  private var bytes: [UInt8] = []
  private var lengths: [Int] = []
  private var widths: [Int]
  private let leftAlignedColumn: Int

  /// Columns: time, keyboard, one per container, focus, covered.
  init(containerCount: Int) {
    widths = Array(repeating: 0, count: containerCount + 4)
    leftAlignedColumn = containerCount + 2
  }

  /// Collects the rows to print: the first and last sample, and each whose printed values
  /// differ from the previous sample's.
  init(_ samples: SampleTable) {
    self.init(containerCount: samples.containerCount)
    var cells = CellBuffer()
    var previous = CellBuffer()
    var previousSample: TraceSample?
    var time: [UInt8] = []
    for index in samples.indices {
      let sample = samples[index]
      let isLast = index == samples.endIndex - 1
      if let previousSample, !isLast, Self.sameValues(previousSample, sample) { continue }
      previousSample = sample
      cells.removeAll()
      cells.appendValues(of: sample)
      guard index == 0 || isLast || cells != previous else { continue }
      time.removeAll(keepingCapacity: true)
      DecimalFormat.append(
        numerator: Int64(index), denominator: Int64(samples.fps), decimals: 4, to: &time)
      add(time: time, values: cells)
      swap(&cells, &previous)
    }
  }

  /// Appends every row: two spaces, then the cells aligned and separated by two spaces.
  func write(to output: inout [UInt8]) {
    var offset = 0
    var column = 0
    for length in lengths {
      let padding = widths[column] - length
      output.appendSpaces(2)
      if column != leftAlignedColumn { output.appendSpaces(padding) }
      output.append(contentsOf: bytes[offset..<offset + length])
      if column == leftAlignedColumn { output.appendSpaces(padding) }
      offset += length
      column += 1
      if column == widths.count {
        output.append(UInt8(ascii: "\n"))
        column = 0
      }
    }
  }

  private mutating func add(time: [UInt8], values: CellBuffer) {
    bytes.append(contentsOf: time)
    lengths.append(time.count)
    bytes.append(contentsOf: values.bytes)
    lengths.append(contentsOf: values.lengths)
    for column in widths.indices {
      widths[column] = max(widths[column], lengths[lengths.count - widths.count + column])
    }
  }

  private static func sameValues(_ lhs: TraceSample, _ rhs: TraceSample) -> Bool {
    lhs.keyboard == rhs.keyboard && lhs.covered == rhs.covered && lhs.focus == rhs.focus
      && lhs.paddings.elementsEqual(rhs.paddings)
  }
}

/// One row's value cells as printed: keyboard, paddings, focus, covered.
private struct CellBuffer: Equatable {
  var bytes: [UInt8] = []
  var lengths: [Int] = []

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
  }

  mutating func appendValues(of sample: TraceSample) {
    appendLength(sample.keyboard)
    for padding in sample.paddings {
      appendLength(padding)
    }
    let start = bytes.count
    bytes.append(contentsOf: (sample.focus ?? "none").utf8)
    lengths.append(bytes.count - start)
    appendLength(sample.covered)
  }

  private mutating func appendLength(_ value: Double) {
    let start = bytes.count
    DecimalFormat.append(value, decimals: 2, to: &bytes)
    lengths.append(bytes.count - start)
  }
}
