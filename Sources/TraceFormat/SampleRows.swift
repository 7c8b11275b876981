@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay

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
  /// padding and safe-area shift, the focus, the covered height.
  private var cellEnds: [Int] = []

  /// Lays the rows out: the width of every column.
  init(_ samples: SampleTable) {
    self.samples = samples
    guard !samples.isEmpty else { return }
    let columnCount = samples.columnCount
    // The lengths are scanned with comparisons only, and the unusual values apart from them:
    // a call for each (a value that is not finite) would make the compiler keep its extremes in
    // memory rather than in registers.
    var keyboard = ColumnExtent()
    var covered = ColumnExtent()
    var focusWidth = 0
    // The rows a replay wrote as copies of the row before them add nothing to any extent.
    let scanned = Self.rowsToScan(samples)
    samples.rows.withUnsafeBufferPointer { rows in
      var focus = Int32.min
      for range in scanned {
        for index in range {
          keyboard.include(rows[index].keyboard)
          covered.include(rows[index].covered)
          if rows[index].focus != focus {
            focus = rows[index].focus
            focusWidth = max(focusWidth, Self.focusWidth(of: rows[index], in: samples))
          }
        }
      }
      keyboard.includeUnusual(rows.lazy.map(\.keyboard))
      covered.includeUnusual(rows.lazy.map(\.covered))
    }
    // Times only grow, so the last is the widest, and each covers all of the one above.
    let timeWidth = DecimalFormat.length(
      ofScaled: SampleTimeColumn.tenThousandths(ofSample: samples.count - 1, fps: samples.fps),
      decimals: 4, negative: false)
    // Appended to an array sized first: `Array(repeating:count:)` looks its storage type up at
    // run time, which costs more than filling it.
    cellEnds.reserveCapacity(columnCount + 4)
    cellEnds.append(2 + timeWidth)
    addCell(width: keyboard.width)
    samples.values.withUnsafeBufferPointer { values in
      for column in 0..<columnCount {
        var extent = ColumnExtent()
        for range in scanned {
          // Every `columnCount`-th value from the column's first in the range. The index stays
          // below `values.count`, so it wraps rather than checks (a `stride` checks every step).
          var index = range.lowerBound &* columnCount &+ column
          let end = range.upperBound &* columnCount
          while index < end {
            extent.include(values[index])
            index &+= columnCount
          }
        }
        extent.includeUnusual(
          stride(from: column, to: values.count, by: columnCount).lazy.map { values[$0] })
        addCell(width: extent.width)
      }
    }
    addCell(width: focusWidth)
    addCell(width: covered.width)
  }

  /// The width of `row`'s focus cell: its id's, or that of `none`.
  ///
  /// Never inlined: asked only where the focus changes, and kept out of the scan over the rows,
  /// which then holds its extremes in registers.
  @inline(never)
  private static func focusWidth(of row: SampleTable.Row, in samples: SampleTable) -> Int {
    samples.focusID(of: row)?.utf8.count ?? 4
  }

  /// The rows that decide the layout, in order: all but those a replay wrote as copies of the
  /// row before them (``SampleTable/copiedRows``).
  private static func rowsToScan(_ samples: SampleTable) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(samples.copiedRows.count + 1)
    var start = 0
    for copies in samples.copiedRows {
      if start < copies.lowerBound { ranges.append(start..<copies.lowerBound) }
      start = copies.upperBound
    }
    if start < samples.count { ranges.append(start..<samples.count) }
    return ranges
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
    let lengthCount = samples.columnCount + 2
    output.append(atMost: samples.count * rowLength) { room in
      samples.rows.withUnsafeBufferPointer { rows in
        samples.values.withUnsafeBufferPointer { values in
          // The printed lengths of the last row written, where each one's cell ends and where
          // its text starts: on the stack for the usual few columns.
          withUnsafeTemporaryAllocation(of: PrintedLength.self, capacity: lengthCount) { printed in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * lengthCount) { offsets in
              for column in 0..<lengthCount {
                offsets[column] = cellEnds[Self.endIndex(ofLength: column, among: lengthCount)]
              }
              var writer = RowWriter(
                buffer: room, rowLength: rowLength, printed: printed,
                ends: UnsafeMutableBufferPointer(rebasing: offsets[..<lengthCount]),
                starts: UnsafeMutableBufferPointer(rebasing: offsets[lengthCount...]))
              writeRows(rows, values: values, times: &times, with: &writer)
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
  /// like it), so only the values that moved are converted.
  ///
  /// The index arithmetic wraps rather than checking for overflow (`&+`, `&*`): every index
  /// stays below the size of the buffer it points into. This loop is the trace writer's
  /// hottest; `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards its shape.
  private func writeRows(
    _ rows: UnsafeBufferPointer<SampleTable.Row>, values: UnsafeBufferPointer<Double>,
    times: inout SampleTimeColumn, with writer: inout RowWriter
  ) {
    guard let first = rows.first else { return }
    let columnCount = samples.columnCount
    let covered = writer.ends.count &- 1
    let timeEnd = cellEnds[0]
    let focus = focusCell
    writeFirstRow(first, values: values, times: &times, with: &writer)
    let last = rows.count &- 1
    var copies = samples.copiedRows.makeIterator()
    var nextCopies = copies.next()
    var index = 1
    while index < rows.count {
      // A run of rows copied from the row before them prints nothing but its last row, and
      // that only when it is the table's last: only that one is looked at.
      if let run = nextCopies, run.lowerBound == index {
        index = run.upperBound &- 1
        nextCopies = copies.next()
      }
      // The rows' fields are read where they are: a copy of each row would cost more than
      // the comparisons.
      let keyboard = rows[index].keyboard
      if keyboard != rows[index &- 1].keyboard { writer.take(keyboard, column: 0) }
      let rowStart = index &* columnCount
      for column in 0..<columnCount {
        let value = values[rowStart &+ column]
        if value != values[rowStart &- columnCount &+ column] {
          writer.take(value, column: column &+ 1)
        }
      }
      let coveredHeight = rows[index].covered
      if coveredHeight != rows[index &- 1].covered {
        writer.take(coveredHeight, column: covered)
      }
      if rows[index].focus != rows[index &- 1].focus {
        writer.begin()
        writer.write(
          samples.focusID(of: rows[index]) ?? "none", from: focus.start, to: focus.end)
      }
      if index == last { writer.begin() }
      if writer.isBegun {
        times.write(sample: index, endingAt: writer.start &+ timeEnd, in: writer.buffer)
        writer.finish()
      }
      index &+= 1
    }
  }

  /// Writes the first row, every cell of it: apart from the loop over the others, so that the
  /// loop stays small enough for the compiler to inline its steps.
  @inline(never)
  private func writeFirstRow(
    _ first: SampleTable.Row, values: UnsafeBufferPointer<Double>,
    times: inout SampleTimeColumn, with writer: inout RowWriter
  ) {
    let covered = writer.ends.count - 1
    writer.beginFirst()
    writer.take(first.keyboard, column: 0)
    for column in 0..<samples.columnCount {
      writer.take(values[column], column: column + 1)
    }
    writer.take(first.covered, column: covered)
    let focus = focusCell
    writer.write(samples.focusID(of: first) ?? "none", from: focus.start, to: focus.end)
    times.write(sample: 0, endingAt: cellEnds[0], in: writer.buffer)
    writer.finish()
  }

  /// Where the focus cell's text starts and where the cell ends, from the row's start: after the
  /// last padding or shift cell and two spaces, before the covered height's.
  private var focusCell: (start: Int, end: Int) {
    let focusIndex = samples.columnCount + 2
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
///
/// Its buffers are lent by ``SampleRows`` for the length of one run's rows: the text's room by
/// ``TextBuffer/append(atMost:_:)``, the columns' values by temporary allocations. It is made
/// and dropped inside that call and keeps none of them; it never leaves this file.
///
/// The step taken for each value that changed, ``take(_:column:)``, is always inlined into the
/// loop over the samples, where a call would cost as much as the step; ``begin()`` and
/// ``finish()`` are small enough to be inlined without being told.
/// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards the inlining.
private struct RowWriter {
  /// Room for every row.
  let buffer: TextBuffer.Room
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
    buffer: TextBuffer.Room, rowLength: Int,
    printed: UnsafeMutableBufferPointer<PrintedLength>, ends: UnsafeMutableBufferPointer<Int>,
    starts: UnsafeMutableBufferPointer<Int>
  ) {
    self.buffer = buffer
    self.rowLength = rowLength
    self.printed = printed
    self.ends = ends
    self.starts = starts
    _ = starts.update(fromContentsOf: ends)
    // No value prints as `unwritten`, so the first row takes every one.
    printed.initialize(repeating: .unwritten)
  }

  /// Begins the first row: spaces and a line feed.
  mutating func beginFirst() {
    buffer.fill(0..<rowLength - 1, with: UInt8(ascii: " "))
    buffer[rowLength - 1] = UInt8(ascii: "\n")
    isBegun = true
  }

  /// Begins the row at hand as a copy of the row above, unless it is begun already.
  mutating func begin() {
    guard !isBegun else { return }
    buffer.copy(rowLength, from: start &- rowLength, to: start)
    isBegun = true
  }

  /// Ends the row at hand: the next starts after it.
  mutating func finish() {
    start &+= rowLength
    isBegun = false
  }

  /// Takes a length that differs from the previous sample's: when it prints differently from
  /// the row above, the row is begun and the length written, right-aligned, over the text of
  /// the row above's length. Only where that text started before the new one are there bytes
  /// to blank, which is rare (lengths seldom lose a digit from one row to the next).
  @inline(__always)  // Into the loop over the samples, for every value that changed.
  mutating func take(_ value: Double, column: Int) {
    let length = PrintedLength(value)
    guard length != printed[column] else { return }
    begin()
    printed[column] = length
    let first = length.write(endingAt: start &+ ends[column], in: buffer)
    let previous = start &+ starts[column]
    if previous < first {
      buffer.fill(previous..<first, with: UInt8(ascii: " "))
    }
    starts[column] = first &- start
  }

  /// Writes `id` left-aligned into the cell from `cellStart` to `cellEnd` of the row at hand,
  /// which is begun, with spaces after it.
  func write(_ id: String, from cellStart: Int, to cellEnd: Int) {
    let end = buffer.write(utf8: id, at: start + cellStart)
    buffer.fill(end..<(start + cellEnd), with: UInt8(ascii: " "))
  }
}
