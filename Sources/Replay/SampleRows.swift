/// The sample rows of one run's text, chosen and written in one pass over the samples.
///
/// A sample is printed when it is the first or the last, or when one of its printed values
/// differs from the previous sample's. Each column is as wide as its widest printed value.
/// Every sample prints the same as some printed row, so that value is the printed form of the
/// column's largest or smallest value, and the layout is known before any row is chosen.
///
/// Values are kept as numbers (``PrintedLength``) and compared as printed. Each row starts as a
/// copy of the one above, and only the cells that print differently are written again.
struct SampleRows {
  private let samples: SampleTable
  /// Where each cell ends in a row, counted from the row's start: the time, the keyboard, each
  /// padding, the focus, the covered height.
  private var cellEnds: [Int] = []
  /// The width of each length column (keyboard, each padding, covered).
  private var widths: [Int] = []

  /// Lays the rows out: the width of every column.
  init(_ samples: SampleTable) {
    self.samples = samples
    guard !samples.isEmpty else { return }
    let containerCount = samples.containerCount
    // The lengths are scanned with comparisons only, and the focus ids apart from them: a
    // call in the lengths' loop (for an id, or for a value that is not finite) made it keep
    // its extremes in memory rather than in registers, a chain of stores and loads.
    var keyboard = ColumnExtent()
    var covered = ColumnExtent()
    var focusWidth = 0
    samples.rows.withUnsafeBufferPointer { rows in
      for row in rows {
        keyboard.include(row.keyboard)
        covered.include(row.covered)
      }
      keyboard.includeUnusual(rows.lazy.map(\.keyboard))
      covered.includeUnusual(rows.lazy.map(\.covered))
      var focus = Int32.min
      for row in rows where row.focus != focus {
        focus = row.focus
        focusWidth = max(focusWidth, samples.focusID(of: row)?.utf8.count ?? 4)
      }
    }
    // Appended to arrays sized first: `Array(repeating:count:)` looks its storage type up at
    // run time, which costs more than filling them.
    widths.reserveCapacity(containerCount + 2)
    widths.append(keyboard.width)
    samples.paddings.withUnsafeBufferPointer { paddings in
      for column in 0..<containerCount {
        let values = stride(from: column, to: paddings.count, by: containerCount)
        var extent = ColumnExtent()
        for index in values {
          extent.include(paddings[index])
        }
        extent.includeUnusual(values.lazy.map { paddings[$0] })
        widths.append(extent.width)
      }
    }
    widths.append(covered.width)
    // Times only grow, so the last is the widest, and each covers all of the one above.
    let timeWidth = DecimalFormat.length(
      ofScaled: Self.time(of: samples.count - 1, fps: samples.fps), decimals: 4, negative: false)
    cellEnds.reserveCapacity(containerCount + 4)
    cellEnds.append(2 + timeWidth)
    for width in widths[...containerCount] {
      cellEnds.append(cellEnds[cellEnds.count - 1] + 2 + width)
    }
    cellEnds.append(cellEnds[containerCount + 1] + 2 + focusWidth)
    cellEnds.append(cellEnds[containerCount + 2] + 2 + widths[containerCount + 1])
  }

  /// The most bytes the rows can take: every sample's row.
  var maximumLength: Int {
    (cellEnds.last.map { $0 + 1 } ?? 0) * samples.count
  }

  /// Appends every row: two spaces before each cell, the cells aligned to their column's widest
  /// (the focus to the left, numbers to the right), a line feed.
  func write(to output: inout TextBuffer) {
    guard let lastCellEnd = cellEnds.last else { return }
    let rowLength = lastCellEnd + 1
    output.append(atMost: samples.count * rowLength) { buffer in
      samples.rows.withUnsafeBufferPointer { rows in
        samples.paddings.withUnsafeBufferPointer { paddings in
          // The printed values of the last row written and of the sample at hand, taking
          // turns in the two halves: on the stack for the usual few columns.
          withUnsafeTemporaryAllocation(of: PrintedLength.self, capacity: 2 * widths.count) {
            printed in
            printed.initialize(repeating: PrintedLength(0))
            // Where each length's text starts in the row above, from the row's start: at
            // first, where each cell ends.
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: widths.count) {
              starts in
              for column in starts.indices {
                starts[column] = cellEnds[Self.endIndex(ofLength: column, among: widths.count)]
              }
              return cellEnds.withUnsafeBufferPointer { cellEnds in
                writeRows(
                  rows, paddings: paddings, cellEnds: cellEnds, rowLength: rowLength,
                  into: buffer, using: (printed, starts))
              }
            }
          }
        }
      }
    }
  }

  /// Chooses and writes the rows into `buffer`, with `printed` as room for two rows of printed
  /// lengths and `starts` for where each length's text starts in the row above; returns the
  /// number of bytes written.
  ///
  /// The index arithmetic wraps rather than checking for overflow (`&+`, `&*`): every index
  /// stays below the size of the buffer it points into, and the checks were about a fifth of
  /// the writer's instructions.
  private func writeRows(
    _ rows: UnsafeBufferPointer<SampleTable.Row>, paddings: UnsafeBufferPointer<Double>,
    cellEnds: UnsafeBufferPointer<Int>, rowLength: Int,
    into buffer: UnsafeMutableBufferPointer<UInt8>,
    using rooms: (
      printed: UnsafeMutableBufferPointer<PrintedLength>, starts: UnsafeMutableBufferPointer<Int>
    )
  ) -> Int {
    guard let text = buffer.baseAddress else { return 0 }
    let (printed, starts) = rooms
    let containerCount = samples.containerCount
    let lengthCount = starts.count
    let focusCell = lengthCount
    let last = rows.count &- 1
    var above = 0
    var written = 0
    for index in rows.indices {
      let sample = rows[index]
      let isFirst = written == 0
      let current = lengthCount &- above
      let paddingStart = index &* containerCount
      if isFirst {
        printed[current] = PrintedLength(sample.keyboard)
        for column in 0..<containerCount {
          printed[current &+ 1 &+ column] = PrintedLength(paddings[paddingStart &+ column])
        }
        printed[current &+ lengthCount &- 1] = PrintedLength(sample.covered)
      } else {
        // A value equal to the one before prints as the row above does (the sample before was
        // either that row or printed like it), so only the values that moved are converted.
        let before = rows[index &- 1]
        var differs = Self.take(
          sample.keyboard, before: before.keyboard, at: current, above: above, in: printed)
        for column in 0..<containerCount {
          let padding = paddingStart &+ column
          differs =
            Self.take(
              paddings[padding], before: paddings[padding &- containerCount],
              at: current &+ 1 &+ column, above: above &+ 1 &+ column, in: printed) || differs
        }
        differs =
          Self.take(
            sample.covered, before: before.covered, at: current &+ lengthCount &- 1,
            above: above &+ lengthCount &- 1, in: printed) || differs
        if !differs && sample.focus == before.focus && index != last { continue }
      }
      let focusChanged = isFirst || sample.focus != rows[index &- 1].focus
      // The row: a copy of the one above (spaces for the first), then what differs.
      let start = written
      if isFirst {
        text.initialize(repeating: UInt8(ascii: " "), count: rowLength &- 1)
        text[rowLength &- 1] = UInt8(ascii: "\n")
      } else {
        (text + start).initialize(from: text + (start &- rowLength), count: rowLength)
      }
      DecimalFormat.write(
        Self.time(of: index, fps: samples.fps), decimals: 4, negative: false,
        endingAt: start &+ cellEnds[0], in: buffer)
      for column in 0..<lengthCount
      where isFirst || printed[current &+ column] != printed[above &+ column] {
        // Right-aligned: the digits, over the row above's. Only where its text started
        // before the new one are there bytes to blank, which is rare: lengths seldom lose a
        // digit from one row to the next.
        let end = start &+ cellEnds[Self.endIndex(ofLength: column, among: lengthCount)]
        let first = printed[current &+ column].write(endingAt: end, in: buffer)
        let previous = start &+ starts[column]
        if previous < first {
          (text + previous).update(repeating: UInt8(ascii: " "), count: first &- previous)
        }
        starts[column] = first &- start
      }
      if focusChanged {
        // Left-aligned: the id, then spaces after it.
        let cellStart = start &+ cellEnds[focusCell &- 1] &+ 2
        let end = Self.write(samples.focusID(of: sample) ?? "none", at: cellStart, in: buffer)
        (text + end).update(
          repeating: UInt8(ascii: " "), count: start &+ cellEnds[focusCell] &- end)
      }
      above = current
      written &+= rowLength
    }
    return written
  }

  /// The index in `cellEnds` of where length column `column` ends, of `count`: the covered
  /// height, the last, comes after the focus.
  @inline(__always)
  private static func endIndex(ofLength column: Int, among count: Int) -> Int {
    column < count &- 1 ? column &+ 1 : column &+ 2
  }

  /// Stores the printed form of `value` at `slot` of `printed`, and returns whether it differs
  /// from the row above's at `above`; when `value` equals `before`, the previous sample's, that
  /// is the row above's printed form, copied without converting.
  @inline(__always)
  private static func take(
    _ value: Double, before: Double, at slot: Int, above: Int,
    in printed: UnsafeMutableBufferPointer<PrintedLength>
  ) -> Bool {
    if value == before {
      printed[slot] = printed[above]
      return false
    }
    printed[slot] = PrintedLength(value)
    return printed[slot] != printed[above]
  }

  /// Sample `index`'s time in ten-thousandths of a second, rounded half up.
  private static func time(of index: Int, fps: Int) -> UInt64 {
    // Far from overflowing: at most 864,001 samples (an hour at 240 fps).
    (UInt64(index) &* 20_000 &+ UInt64(fps)) / (2 &* UInt64(fps))
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

/// The values of one length column that decide its width: the largest and the smallest finite
/// value (printing, and rounding, keep the order of magnitudes), and what the others print.
private struct ColumnExtent {
  private var largest = -Double.infinity
  private var smallest = Double.infinity
  /// Zero while every value included is finite; NaN once one is not (`x - x` is NaN for an
  /// infinity or a NaN), which tells without a branch.
  private var finiteCheck = 0.0
  private var others = PrintedLength.Width()

  /// Takes `value` into account; a value that is not finite also needs ``includeUnusual(_:)``.
  @inline(__always)
  mutating func include(_ value: Double) {
    largest = value > largest ? value : largest
    smallest = value < smallest ? value : smallest
    finiteCheck += value - value
  }

  /// When a value included was not finite, goes through `values`, all those included, again:
  /// the extremes are then taken over the finite ones, and the others are printed.
  mutating func includeUnusual(_ values: some Sequence<Double>) {
    guard finiteCheck.isNaN else { return }
    largest = -.infinity
    smallest = .infinity
    for value in values {
      if value.isFinite {
        largest = max(largest, value)
        smallest = min(smallest, value)
      } else {
        others.include(PrintedLength(value))
      }
    }
  }

  /// The number of bytes of the widest printed value.
  var width: Int {
    var width = others
    if largest.isFinite { width.include(PrintedLength(largest)) }
    if smallest.isFinite { width.include(PrintedLength(smallest)) }
    return width.value
  }
}

/// A length as the trace prints it, with two decimals, kept as a plain value: a whole number of
/// hundredths or, for a value too large for that or not finite (which only a hand-built scene
/// can produce), the value itself. Two lengths are equal exactly when they print the same.
private struct PrintedLength: Equatable {
  private var hundredths: Int64 = 0
  /// The bits of a value that does not fit in hundredths (every NaN as the same one), else 0.
  private var unusualBits: UInt64 = 0

  @inline(__always)
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
  @inline(__always)
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
