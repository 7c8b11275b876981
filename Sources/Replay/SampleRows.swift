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
  /// The width of each length column, as wide as its widest printed value.
  private var widths: [PrintedLength.Width]

  /// Collects the rows to print: the first and last sample, and each whose printed values
  /// differ from the previous sample's.
  init(_ samples: SampleTable) {
    self.samples = samples
    let perRow = samples.containerCount + 2
    lengthsPerRow = perRow
    widths = Array(repeating: PrintedLength.Width(), count: perRow)
    // Every sample might be printed: both arrays are filled in place, up to that size.
    var rowCount = 0
    rows = Array(unsafeUninitializedCapacity: samples.count) { rows, rowsInitialized in
      lengths = Array(unsafeUninitializedCapacity: samples.count * perRow) {
        lengths, lengthsInitialized in
        samples.rows.withUnsafeBufferPointer { sampleRows in
          samples.paddings.withUnsafeBufferPointer { paddings in
            widths.withUnsafeMutableBufferPointer { widths in
              rowCount = Self.chooseRows(
                sampleRows, paddings: paddings, into: rows, lengths: lengths, widths: widths)
            }
          }
        }
        lengthsInitialized = rowCount * perRow
      }
      rowsInitialized = rowCount
    }
  }

  /// Writes the indices of the samples to print into `rows` and their lengths into `lengths`
  /// (a row's worth, `widths.count`, each: keyboard, each padding, covered), widening `widths`
  /// to fit them; returns how many rows there are.
  private static func chooseRows(
    _ samples: UnsafeBufferPointer<SampleTable.Row>, paddings: UnsafeBufferPointer<Double>,
    into rows: UnsafeMutableBufferPointer<Int>, lengths: UnsafeMutableBufferPointer<PrintedLength>,
    widths: UnsafeMutableBufferPointer<PrintedLength.Width>
  ) -> Int {
    let perRow = widths.count
    let containerCount = perRow - 2
    var rowCount = 0
    for index in samples.indices {
      let sample = samples[index]
      let isEdge = index == 0 || index == samples.count - 1
      let paddingStart = index * containerCount
      if !isEdge && sample.hasSameValues(as: samples[index - 1])
        && (0..<containerCount).allSatisfy({
          paddings[paddingStart + $0] == paddings[paddingStart - containerCount + $0]
        })
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
        (0..<perRow).allSatisfy({ lengths[start - perRow + $0] == lengths[start + $0] })
      {
        continue
      }
      for column in 0..<perRow {
        widths[column].include(lengths[start + column])
      }
      rows[rowCount] = index
      rowCount += 1
    }
    return rowCount
  }

  /// Appends every row: two spaces before each cell, the cells aligned to their column's widest
  /// (the focus to the left, numbers to the right), a line feed.
  ///
  /// Each row starts as a copy of the one above; only the cells that print differently from
  /// it are written again.
  func write(to output: inout TextBuffer) {
    guard let lastRow = rows.last else { return }
    // Where each cell ends in a row: time, keyboard, the paddings, focus, covered. Times only
    // grow, so the last is the widest, and each covers all of the one above.
    let timeWidth = DecimalFormat.length(
      ofScaled: Self.time(of: lastRow, fps: samples.fps), decimals: 4, negative: false)
    var cellEnds = [2 + timeWidth]
    for width in widths.dropLast() {
      cellEnds.append(cellEnds[cellEnds.count - 1] + 2 + width.value)
    }
    let focusStart = cellEnds[cellEnds.count - 1] + 2
    cellEnds.append(focusStart + focusColumnWidth())
    cellEnds.append(cellEnds[cellEnds.count - 1] + 2 + widths[lengthsPerRow - 1].value)
    let rowLength = cellEnds[cellEnds.count - 1] + 1
    let focusCell = lengthsPerRow

    output.append(filling: rows.count * rowLength) { buffer in
      lengths.withUnsafeBufferPointer { lengths in
        samples.rows.withUnsafeBufferPointer { sampleRows in
          guard let text = buffer.baseAddress else { return }
          for (row, index) in rows.enumerated() {
            let start = row * rowLength
            let above = start - rowLength
            if row == 0 {
              text.initialize(repeating: UInt8(ascii: " "), count: rowLength - 1)
              text[rowLength - 1] = UInt8(ascii: "\n")
            } else {
              (text + start).initialize(from: text + above, count: rowLength)
            }
            DecimalFormat.write(
              Self.time(of: index, fps: samples.fps), decimals: 4, negative: false,
              endingAt: start + cellEnds[0], in: buffer)
            // A length cell is right-aligned: the digits, then spaces before them.
            for column in 0..<lengthsPerRow {
              let current = row * lengthsPerRow + column
              guard row == 0 || lengths[current] != lengths[current - lengthsPerRow] else {
                continue
              }
              let end = start + cellEnds[column < focusCell - 1 ? column + 1 : column + 2]
              let first = lengths[current].write(endingAt: end, in: buffer)
              let cellStart = end - widths[column].value
              (text + cellStart).update(repeating: UInt8(ascii: " "), count: first - cellStart)
            }
            // The focus cell is left-aligned: the id, then spaces after it.
            let focus = sampleRows[index].focus
            if row == 0 || focus != sampleRows[rows[row - 1]].focus {
              let cellStart = start + focusStart
              let end = Self.write(
                samples.focusID(of: sampleRows[index]) ?? "none", at: cellStart, in: buffer)
              (text + end).update(
                repeating: UInt8(ascii: " "), count: start + cellEnds[focusCell] - end)
            }
          }
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

  /// Sample `index`'s time in ten-thousandths of a second, rounded half up.
  private static func time(of index: Int, fps: Int) -> UInt64 {
    (UInt64(index) * 20_000 + UInt64(fps)) / (2 * UInt64(fps))
  }

  /// Writes `text` starting at `start` and returns where it ends.
  private static func write(
    _ text: String, at start: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<start + bytes.count])
        .update(fromContentsOf: bytes)
      return start + bytes.count
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

  /// Writes the printed text so that it ends just before `end`, and returns where it starts.
  func write(endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard unusualBits == 0 else {
      let text = unusualText
      for (offset, byte) in text.enumerated() {
        buffer[end - text.count + offset] = byte
      }
      return end - text.count
    }
    return DecimalFormat.write(
      hundredths.magnitude, decimals: 2, negative: hundredths < 0, endingAt: end, in: buffer)
  }

  private var unusualText: [UInt8] {
    var text = TextBuffer()
    DecimalFormat.append(Double(bitPattern: unusualBits), decimals: 2, to: &text)
    return text.bytes
  }
}
