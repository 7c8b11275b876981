/// Writes the rows into the text one after the other: the first into spaces, each other one
/// over a copy of the row above, cell by cell.
///
/// Its buffers are lent by ``SampleRows`` for the length of one run's rows: the text's room by
/// ``TextBuffer/append(atMost:_:)``, the columns' values by temporary allocations. It is made
/// and dropped inside that call and keeps none of them.
///
/// The steps taken for each sample (``begin()``, ``finish()``, ``take(_:column:)`` and the
/// writes under it) are always inlined into the loop over the samples: a call costs as much as
/// the step.
/// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards the inlining.
struct RowWriter {
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
