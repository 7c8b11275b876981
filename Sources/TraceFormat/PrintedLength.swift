@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay

/// A length as the trace prints it, with two decimals, kept as a plain value: a whole number of
/// hundredths or, for a value too large for that or not finite (which only a hand-built scene
/// can produce), the value itself. Two lengths are equal exactly when they print the same.
///
/// Made and written for every sample value that changes, inside the sample rows' loop: the
/// writing of the usual way (hundredths) is always inlined there, the unusual one kept apart.
/// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards the inlining.
struct PrintedLength: Equatable {
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

  /// A length that no value prints as: what a cell holds before its first value (a value's
  /// unusual bits are those of a NaN, an infinity or a huge value, never 1).
  static var unwritten: PrintedLength {
    var length = PrintedLength(0)
    length.unusualBits = 1
    return length
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
  func write(endingAt end: Int, in buffer: TextBuffer.Room) -> Int {
    guard unusualBits == 0 else { return writeUnusual(endingAt: end, in: buffer) }
    return DecimalFormat.write(
      hundredths.magnitude, decimals: 2, negative: hundredths < 0, endingAt: end, in: buffer)
  }

  /// ``write(endingAt:in:)`` for a value that is not written in hundredths: apart, so that the
  /// writers that inline the usual way stay small.
  @inline(never)
  private func writeUnusual(endingAt end: Int, in buffer: TextBuffer.Room) -> Int {
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
