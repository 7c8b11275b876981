@_spi(TraceWriting) import Replay

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
    // Times only grow, so the last is the widest, and each covers all of the one above.
    let timeWidth = DecimalFormat.length(
      ofScaled: SampleTimeColumn.tenThousandths(ofSample: samples.count - 1, fps: samples.fps),
      decimals: 4, negative: false)
    // Appended to an array sized first: `Array(repeating:count:)` looks its storage type up at
    // run time, which costs more than filling it.
    cellEnds.reserveCapacity(containerCount + 4)
    cellEnds.append(2 + timeWidth)
    addCell(width: keyboard.width)
    samples.paddings.withUnsafeBufferPointer { paddings in
      for column in 0..<containerCount {
        var extent = ColumnExtent()
        // Every `containerCount`-th value from the column's first. The index wraps rather than
        // checks (a `stride` checked each step for overflow: 14 instructions a value, now 9).
        var index = column
        while index < paddings.count {
          extent.include(paddings[index])
          index &+= containerCount
        }
        extent.includeUnusual(
          stride(from: column, to: paddings.count, by: containerCount).lazy.map { paddings[$0] })
        addCell(width: extent.width)
      }
    }
    addCell(width: focusWidth)
    addCell(width: covered.width)
  }

  /// Adds a cell `width` bytes wide after the last, two spaces apart.
  private mutating func addCell(width: Int) {
    cellEnds.append(cellEnds[cellEnds.count - 1] + 2 + width)
  }

  /// The most bytes the rows can take: every sample's row.
  var maximumLength: Int {
    (cellEnds.last.map { $0 + 1 } ?? 0) * samples.count
  }

  /// Appends every row: two spaces before each cell, the cells aligned to their column's widest
  /// (the focus to the left, numbers to the right), a line feed.
  ///
  /// The time cells are written by `times` when it was made for these samples' rate and at
  /// least as many samples, else by a new column left in `times`: the runs of a trace share
  /// one, whose decimals are then made once.
  func write(to output: inout TextBuffer, sharing times: inout SampleTimeColumn?) {
    guard let lastCellEnd = cellEnds.last else { return }
    var column: SampleTimeColumn
    if let shared = times.take(), shared.fits(fps: samples.fps, sampleCount: samples.count) {
      column = shared
      column.rewind()
    } else {
      column = SampleTimeColumn(fps: samples.fps, sampleCount: samples.count)
    }
    write(rowLength: lastCellEnd + 1, to: &output, times: &column)
    times = consume column
  }

  /// Appends every row, `rowLength` bytes each, with the time cells written by `times`.
  private func write(
    rowLength: Int, to output: inout TextBuffer, times: inout SampleTimeColumn
  ) {
    let lengthCount = samples.containerCount + 2
    output.append(atMost: samples.count * rowLength) { buffer in
      samples.rows.withUnsafeBufferPointer { rows in
        samples.paddings.withUnsafeBufferPointer { paddings in
          // The printed lengths of the last row written, where each one's cell ends and where
          // its text starts: on the stack for the usual few columns.
          withUnsafeTemporaryAllocation(of: PrintedLength.self, capacity: lengthCount) { printed in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * lengthCount) { offsets in
              for column in 0..<lengthCount {
                offsets[column] = cellEnds[Self.endIndex(ofLength: column, among: lengthCount)]
              }
              var writer = RowWriter(
                buffer: buffer, rowLength: rowLength, printed: printed,
                ends: UnsafeMutableBufferPointer(rebasing: offsets[..<lengthCount]),
                starts: UnsafeMutableBufferPointer(rebasing: offsets[lengthCount...]))
              writeRows(rows, paddings: paddings, times: &times, with: &writer)
              return writer.start
            }
          }
        }
      }
    }
  }

  /// Chooses and writes the rows through `writer`, the times through `times`.
  ///
  /// A sample's row is written when one of its values prints differently from the row above,
  /// and only then is it begun, as a copy of the row above; a value equal to the previous
  /// sample's prints as the row above does (the previous sample was either that row or printed
  /// like it), so only the values that moved are converted. Before, every sample's values were
  /// taken into a second row of printed lengths and all compared.
  ///
  /// The index arithmetic wraps rather than checking for overflow (`&+`, `&*`): every index
  /// stays below the size of the buffer it points into, and the checks were about a fifth of
  /// the writer's instructions.
  private func writeRows(
    _ rows: UnsafeBufferPointer<SampleTable.Row>, paddings: UnsafeBufferPointer<Double>,
    times: inout SampleTimeColumn, with writer: inout RowWriter
  ) {
    guard let first = rows.first else { return }
    let containerCount = samples.containerCount
    let covered = writer.ends.count &- 1
    let timeEnd = cellEnds[0]
    let focus = focusCell
    writeFirstRow(first, paddings: paddings, times: &times, with: &writer)
    let last = rows.count &- 1
    for index in 1..<rows.count {
      let sample = rows[index]
      let before = rows[index &- 1]
      if sample.keyboard != before.keyboard { writer.take(sample.keyboard, column: 0) }
      let paddingStart = index &* containerCount
      for column in 0..<containerCount {
        let padding = paddings[paddingStart &+ column]
        if padding != paddings[paddingStart &- containerCount &+ column] {
          writer.take(padding, column: column &+ 1)
        }
      }
      if sample.covered != before.covered { writer.take(sample.covered, column: covered) }
      if sample.focus != before.focus {
        writer.begin()
        writer.write(samples.focusID(of: sample) ?? "none", from: focus.start, to: focus.end)
      }
      if index == last { writer.begin() }
      if writer.isBegun {
        times.write(sample: index, endingAt: writer.start &+ timeEnd, in: writer.buffer)
        writer.finish()
      }
    }
  }

  /// Writes the first row, every cell of it: apart from the loop over the others, which it
  /// made too large for the compiler to inline the loop's steps.
  @inline(never)
  private func writeFirstRow(
    _ first: SampleTable.Row, paddings: UnsafeBufferPointer<Double>,
    times: inout SampleTimeColumn, with writer: inout RowWriter
  ) {
    let covered = writer.ends.count - 1
    writer.beginFirst()
    writer.write(first.keyboard, column: 0)
    for column in 0..<samples.containerCount {
      writer.write(paddings[column], column: column + 1)
    }
    writer.write(first.covered, column: covered)
    let focus = focusCell
    writer.write(samples.focusID(of: first) ?? "none", from: focus.start, to: focus.end)
    times.write(sample: 0, endingAt: cellEnds[0], in: writer.buffer)
    writer.finish()
  }

  /// Where the focus cell's text starts and where the cell ends, from the row's start: after the
  /// last padding's cell and two spaces, before the covered height's.
  private var focusCell: (start: Int, end: Int) {
    let focusIndex = samples.containerCount + 2
    return (cellEnds[focusIndex - 1] + 2, cellEnds[focusIndex])
  }

  /// The index in `cellEnds` of where length column `column` ends, of `count`: the covered
  /// height, the last, comes after the focus.
  private static func endIndex(ofLength column: Int, among count: Int) -> Int {
    column < count - 1 ? column + 1 : column + 2
  }
}

/// Writes the rows into the text one after the other: the first into spaces, each other one
/// over a copy of the row above, cell by cell.
private struct RowWriter {
  /// Room for every row.
  let buffer: UnsafeMutableBufferPointer<UInt8>
  let rowLength: Int
  /// The printed lengths of the row above, and of the row at hand once begun.
  let printed: UnsafeMutableBufferPointer<PrintedLength>
  /// Where each length's cell ends, from the row's start.
  let ends: UnsafeMutableBufferPointer<Int>
  /// Where each length's text starts in the row above, from the row's start: the length's
  /// cell end before the first row.
  let starts: UnsafeMutableBufferPointer<Int>
  /// Where the row at hand starts: the number of bytes of the rows written.
  private(set) var start = 0
  /// Whether the row at hand has been begun.
  private(set) var isBegun = false

  init(
    buffer: UnsafeMutableBufferPointer<UInt8>, rowLength: Int,
    printed: UnsafeMutableBufferPointer<PrintedLength>, ends: UnsafeMutableBufferPointer<Int>,
    starts: UnsafeMutableBufferPointer<Int>
  ) {
    self.buffer = buffer
    self.rowLength = rowLength
    self.printed = printed
    self.ends = ends
    self.starts = starts
    _ = starts.update(fromContentsOf: ends)
  }

  /// Begins the first row: spaces and a line feed.
  mutating func beginFirst() {
    buffer.baseAddress?.initialize(repeating: UInt8(ascii: " "), count: rowLength - 1)
    buffer[rowLength - 1] = UInt8(ascii: "\n")
    isBegun = true
  }

  /// Begins the row at hand as a copy of the row above, unless it is begun already.
  @inline(__always)
  mutating func begin() {
    guard !isBegun, let text = buffer.baseAddress else { return }
    (text + start).initialize(from: text + (start &- rowLength), count: rowLength)
    isBegun = true
  }

  /// Ends the row at hand: the next starts after it.
  @inline(__always)
  mutating func finish() {
    start &+= rowLength
    isBegun = false
  }

  /// Takes a length that differs from the previous sample's: when it prints differently from
  /// the row above, the row is begun and the length written into it.
  @inline(__always)
  mutating func take(_ value: Double, column: Int) {
    let length = PrintedLength(value)
    guard length != printed[column] else { return }
    begin()
    write(length, column: column)
  }

  /// Writes `value` into its cell of the row at hand, which is begun.
  @inline(__always)
  mutating func write(_ value: Double, column: Int) {
    write(PrintedLength(value), column: column)
  }

  /// Writes `length`, right-aligned, over the text of the row above's length: only where that
  /// text started before the new one are there bytes to blank, which is rare (lengths seldom
  /// lose a digit from one row to the next).
  @inline(__always)
  private mutating func write(_ length: PrintedLength, column: Int) {
    printed[column] = length
    let first = length.write(endingAt: start &+ ends[column], in: buffer)
    let previous = start &+ starts[column]
    if previous < first, let text = buffer.baseAddress {
      (text + previous).update(repeating: UInt8(ascii: " "), count: first &- previous)
    }
    starts[column] = first &- start
  }

  /// Writes `id` left-aligned into the cell from `cellStart` to `cellEnd` of the row at hand,
  /// which is begun, with spaces after it.
  func write(_ id: String, from cellStart: Int, to cellEnd: Int) {
    var id = id
    id.withUTF8 { bytes in
      let end = start + cellStart + bytes.count
      _ = UnsafeMutableBufferPointer(rebasing: buffer[(start + cellStart)..<end])
        .update(fromContentsOf: bytes)
      UnsafeMutableBufferPointer(rebasing: buffer[end..<(start + cellEnd)])
        .update(repeating: UInt8(ascii: " "))
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
    guard unusualBits == 0 else { return writeUnusual(endingAt: end, in: buffer) }
    return DecimalFormat.write(
      hundredths.magnitude, decimals: 2, negative: hundredths < 0, endingAt: end, in: buffer)
  }

  /// ``write(endingAt:in:)`` for a value that is not written in hundredths: apart, so that the
  /// writers that inline the usual way stay small.
  @inline(never)
  private func writeUnusual(endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int
  {
    let text = unusualText
    for (offset, byte) in text.enumerated() {
      buffer[end - text.count + offset] = byte
    }
    return end - text.count
  }

  private var unusualText: [UInt8] {
    var text = TextBuffer()
    DecimalFormat.append(Double(bitPattern: unusualBits), decimals: 2, to: &text)
    return text.bytes
  }
}
