/// The sample rows of one run's text: which samples are printed and their printed values,
/// collected before anything is written so that every column can be aligned to its widest cell.
///
/// Values are kept as numbers (``PrintedLength``), compared as printed, and turned into digits
/// once, straight into the output; a cell that prints the same as the one above it is copied.
struct SampleRows {
  private let samples: SampleTable
  /// The printed samples' indices.
  private var rows: [Int] = []
  /// Per printed row, ``lengthsPerRow`` values: keyboard, each padding, covered.
  private var lengths: [PrintedLength] = []
  private let lengthsPerRow: Int

  /// Collects the rows to print: the first and last sample, and each whose printed values
  /// differ from the previous sample's.
  init(_ samples: SampleTable) {
    self.samples = samples
    let perRow = samples.containerCount + 2
    lengthsPerRow = perRow
    // Every sample might be printed: both arrays are filled in place, up to that size.
    var rowCount = 0
    rows = Array(unsafeUninitializedCapacity: samples.count) { rows, rowsInitialized in
      lengths = Array(unsafeUninitializedCapacity: samples.count * perRow) {
        lengths, lengthsInitialized in
        samples.rows.withUnsafeBufferPointer { sampleRows in
          samples.paddings.withUnsafeBufferPointer { paddings in
            rowCount = Self.chooseRows(
              sampleRows, paddings: paddings, perRow: perRow, into: rows, lengths: lengths)
          }
        }
        lengthsInitialized = rowCount * perRow
      }
      rowsInitialized = rowCount
    }
  }

  /// Writes the indices of the samples to print into `rows` and their lengths into `lengths`
  /// (`perRow` a row: keyboard, each padding, covered); returns how many rows there are.
  private static func chooseRows(
    _ samples: UnsafeBufferPointer<SampleTable.Row>, paddings: UnsafeBufferPointer<Double>,
    perRow: Int, into rows: UnsafeMutableBufferPointer<Int>,
    lengths: UnsafeMutableBufferPointer<PrintedLength>
  ) -> Int {
    let containerCount = perRow - 2
    var rowCount = 0
    for index in samples.indices {
      let sample = samples[index]
      let isEdge = index == 0 || index == samples.count - 1
      let paddingStart = index * containerCount
      if !isEdge && sample.hasSameValues(as: samples[index - 1])
        && paddings[paddingStart..<paddingStart + containerCount].elementsEqual(
          paddings[paddingStart - containerCount..<paddingStart])
      {
        continue
      }
      // The row goes in after the last one and stays if it prints differently.
      let start = rowCount * perRow
      lengths[start] = PrintedLength(sample.keyboard)
      for column in 0..<containerCount {
        lengths[start + 1 + column] = PrintedLength(paddings[paddingStart + column])
      }
      lengths[start + perRow - 1] = PrintedLength(sample.covered)
      if rowCount > 0, !isEdge, sample.focus == samples[rows[rowCount - 1]].focus,
        lengths[start - perRow..<start].elementsEqual(lengths[start..<start + perRow])
      {
        continue
      }
      rows[rowCount] = index
      rowCount += 1
    }
    return rowCount
  }

  /// Appends every row: two spaces before each cell, the cells aligned to their column's widest
  /// (the focus to the left, numbers to the right), a line feed.
  func write(to output: inout TextBuffer) {
    guard let lastRow = rows.last else { return }
    // Times only grow, so the last is the widest.
    let timeWidth = DecimalFormat.length(
      ofScaled: Self.time(of: lastRow, fps: samples.fps), decimals: 4, negative: false)
    let focusWidth = focusColumnWidth()
    let widths = lengthWidths()
    let rowLength = widths.reduce(2 + timeWidth + 2 + focusWidth + 1) { $0 + 2 + $1 }
    output.append(spaces: rows.count * rowLength) { buffer in
      lengths.withUnsafeBufferPointer { lengths in
        var position = 0
        for (row, index) in rows.enumerated() {
          let sample = samples.rows[index]
          let isFirst = row == 0
          /// Moves to the end of the next cell, `width` wide, and returns its first byte.
          func nextCell(width: Int) -> Int {
            position += 2 + width
            return position - width
          }
          func writeLength(_ column: Int) {
            let start = nextCell(width: widths[column])
            let current = row * lengthsPerRow + column
            if isFirst || lengths[current] != lengths[current - lengthsPerRow] {
              lengths[current].write(endingAt: position, in: buffer)
            } else {
              Self.copyFromAbove(start..<position, rowLength: rowLength, in: buffer)
            }
          }
          // Time, keyboard, the paddings, focus, covered.
          _ = nextCell(width: timeWidth)
          let time = Self.time(of: index, fps: samples.fps)
          DecimalFormat.write(time, decimals: 4, negative: false, endingAt: position, in: buffer)
          for column in 0..<lengthsPerRow - 1 {
            writeLength(column)
          }
          let focusStart = nextCell(width: focusWidth)
          if isFirst || sample.focus != samples.rows[rows[row - 1]].focus {
            Self.write(samples.focusID(of: sample) ?? "none", at: focusStart, in: buffer)
          } else {
            Self.copyFromAbove(focusStart..<position, rowLength: rowLength, in: buffer)
          }
          writeLength(lengthsPerRow - 1)
          buffer[position] = UInt8(ascii: "\n")
          position += 1
        }
      }
    }
  }

  /// The widest focus id printed (`none` for no focus).
  private func focusColumnWidth() -> Int {
    var widest = 0
    var last: Int32?
    for index in rows where samples.rows[index].focus != last {
      last = samples.rows[index].focus
      widest = max(widest, samples.focusID(of: samples.rows[index])?.utf8.count ?? 4)
    }
    return widest
  }

  /// The widest printed value of each length column.
  private func lengthWidths() -> [Int] {
    var widths = [PrintedLength.Width](repeating: .init(), count: lengthsPerRow)
    var column = 0
    for length in lengths {
      widths[column].include(length)
      column = column == lengthsPerRow - 1 ? 0 : column + 1
    }
    return widths.map(\.value)
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

  /// Copies the bytes of the row above into `range`.
  private static func copyFromAbove(
    _ range: Range<Int>, rowLength: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
  ) {
    for position in range {
      buffer[position] = buffer[position - rowLength]
    }
  }
}

extension SampleTable.Row {
  /// Whether the two rows hold the same values (not only the same printed ones): the cheap
  /// test that skips most unchanged samples.
  fileprivate func hasSameValues(as other: Self) -> Bool {
    keyboard == other.keyboard && covered == other.covered && focus == other.focus
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

  /// The width of a column of printed lengths: that of its widest value.
  struct Width {
    private var largest: UInt64 = 0
    private var largestNegative: UInt64 = 0
    private var unusual = 0

    /// Takes `length` into account.
    mutating func include(_ length: PrintedLength) {
      if length.unusualBits != 0 {
        unusual = max(unusual, length.unusualText.count)
      } else if length.hundredths < 0 {
        largestNegative = max(largestNegative, length.hundredths.magnitude)
      } else {
        largest = max(largest, UInt64(length.hundredths))
      }
    }

    /// The number of bytes of the widest value included.
    var value: Int {
      max(
        DecimalFormat.length(ofScaled: largest, decimals: 2, negative: false),
        largestNegative == 0
          ? 0 : DecimalFormat.length(ofScaled: largestNegative, decimals: 2, negative: true),
        unusual)
    }
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
    var text = TextBuffer()
    DecimalFormat.append(Double(bitPattern: unusualBits), decimals: 2, to: &text)
    return text.bytes
  }
}
