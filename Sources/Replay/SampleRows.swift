/// The sample rows of one run's text: which samples are printed and the printed values, worked
/// out before anything is written so that every column can be aligned to its widest cell.
///
/// Values are kept as numbers (``PrintedLength``), compared as printed and turned into digits
/// only once, straight into the output.
struct SampleRows {
  private let samples: SampleTable
  /// The printed samples' indices.
  private var rows: [Int] = []
  /// Per printed row: keyboard, each padding, covered.
  private var lengths: [PrintedLength] = []
  /// Columns: time, keyboard, one per container, focus, covered.
  private var widths: [Int]

  /// Collects the rows to print: the first and last sample, and each whose printed values
  /// differ from the previous sample's.
  init(_ samples: SampleTable) {
    self.samples = samples
    let containerCount = samples.containerCount
    let rowWidth = containerCount + 2
    widths = Array(repeating: 0, count: containerCount + 4)
    rows.reserveCapacity(samples.count)
    lengths.reserveCapacity(samples.count * rowWidth)
    for index in samples.indices {
      let isEdge = index == 0 || index == samples.endIndex - 1
      if !isEdge && samples.hasSameValues(index, index - 1) { continue }
      // The row goes in at the end of `lengths` and comes out again if it prints the same as
      // the row before.
      let start = lengths.count
      lengths.append(PrintedLength(samples.keyboard[index]))
      for padding in samples.paddings[index * containerCount..<(index + 1) * containerCount] {
        lengths.append(PrintedLength(padding))
      }
      lengths.append(PrintedLength(samples.covered[index]))
      if let last = rows.last, !isEdge, samples.focus[index] == samples.focus[last],
        lengths[start - rowWidth..<start].elementsEqual(lengths[start...])
      {
        lengths.removeLast(rowWidth)
        continue
      }
      add(index, lengthsFrom: start)
    }
  }

  /// The number of bytes of one row: two spaces before each cell, the cells, a line feed.
  private var rowLength: Int {
    widths.reduce(1) { $0 + 2 + $1 }
  }

  /// Appends every row: two spaces, then the cells aligned and separated by two spaces.
  func write(to output: inout [UInt8]) {
    let rowLength = rowLength
    var rowStart = output.count
    output.appendSpaces(rows.count * rowLength)
    let focusColumn = widths.count - 2
    output.withUnsafeMutableBufferPointer { buffer in
      var next = 0
      for index in rows {
        var cellEnd = rowStart + 2 + widths[0]
        let time = Self.time(of: index, fps: samples.fps)
        DecimalFormat.write(time, decimals: 4, negative: false, endingAt: cellEnd, in: buffer)
        for column in 1..<widths.count {
          let cellStart = cellEnd + 2
          cellEnd = cellStart + widths[column]
          if column == focusColumn {
            Self.write(samples.focus[index] ?? "none", at: cellStart, in: buffer)
          } else {
            lengths[next].write(endingAt: cellEnd, in: buffer)
            next += 1
          }
        }
        buffer[cellEnd] = UInt8(ascii: "\n")
        rowStart += rowLength
      }
    }
  }

  /// Notes sample `index` as printed, with its lengths at `start...` in ``lengths``.
  private mutating func add(_ index: Int, lengthsFrom start: Int) {
    rows.append(index)
    let time = Self.time(of: index, fps: samples.fps)
    widths[0] = max(widths[0], DecimalFormat.length(ofScaled: time, decimals: 4, negative: false))
    for offset in 0..<lengths.count - start {
      let column = start + offset == lengths.count - 1 ? widths.count - 1 : offset + 1
      widths[column] = max(widths[column], lengths[start + offset].width)
    }
    let focusColumn = widths.count - 2
    widths[focusColumn] = max(widths[focusColumn], samples.focus[index]?.utf8.count ?? 4)
  }

  /// Sample `index`'s time in ten-thousandths of a second, rounded half up.
  private static func time(of index: Int, fps: Int) -> UInt64 {
    (UInt64(index) * 20_000 + UInt64(fps)) / (2 * UInt64(fps))
  }

  private static func write(
    _ text: String, at start: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
  ) {
    var text = text
    text.withUTF8 { bytes in
      _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<start + bytes.count])
        .update(fromContentsOf: bytes)
    }
  }
}

extension SampleTable {
  /// Whether samples `first` and `second` hold the same values (not only the same printed
  /// ones); the cheap test that skips most unchanged samples.
  fileprivate func hasSameValues(_ first: Int, _ second: Int) -> Bool {
    guard keyboard[first] == keyboard[second], covered[first] == covered[second],
      focus[first] == focus[second]
    else { return false }
    for column in 0..<containerCount
    where paddings[first * containerCount + column] != paddings[second * containerCount + column] {
      return false
    }
    return true
  }
}

/// A length as the trace prints it, with two decimals, kept as a plain value: a whole number of
/// hundredths or, for a value too large for that or not finite (which only a hand-built scene
/// can produce), the value itself. Two lengths are equal exactly when they print the same.
private struct PrintedLength: Equatable {
  private var hundredths: Int64 = 0
  /// The bits of a value that does not fit in hundredths (every NaN as the same one), else 0.
  private var unusualBits: UInt64 = 0

  init(_ value: Double) {
    if let scaled = DecimalFormat.scaled(value, decimals: 2) {
      hundredths = scaled
    } else {
      unusualBits = value.isNaN ? Double.nan.bitPattern : value.bitPattern
    }
  }

  /// The number of bytes printed.
  var width: Int {
    guard unusualBits == 0 else { return unusualText.count }
    return DecimalFormat.length(
      ofScaled: hundredths.magnitude, decimals: 2, negative: hundredths < 0)
  }

  /// Writes the printed text so that it ends just before `end`.
  func write(endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) {
    guard unusualBits == 0 else {
      let text = unusualText
      for (offset, byte) in text.enumerated() {
        buffer[end - text.count + offset] = byte
      }
      return
    }
    DecimalFormat.write(
      hundredths.magnitude, decimals: 2, negative: hundredths < 0, endingAt: end, in: buffer)
  }

  private var unusualText: [UInt8] {
    var text: [UInt8] = []
    DecimalFormat.append(Double(bitPattern: unusualBits), decimals: 2, to: &text)
    return text
  }
}
