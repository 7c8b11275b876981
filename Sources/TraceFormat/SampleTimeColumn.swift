@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay

/// The time cells of a run's sample rows: sample `k` at `k / fps` seconds, printed with four
/// decimals rounded half up, written row after row without a division.
///
/// Sample `k` is `s + r / fps` seconds, with `s` whole seconds and the remainder `r < fps`, so
/// its four decimals depend only on `r`. They are made once per run for every remainder the
/// samples reach, and a row copies its four bytes. The whole seconds are counted as the rows go
/// by, and written only when they change: a row starts as a copy of the row above, whose
/// seconds and point are already in place, so no row divides. The runs of a trace, sampled at
/// one rate, share a column (``rewind()``), so its decimals are made once per trace.
/// `SampleTimeColumnTests` holds every time it writes to `DecimalFormat.fixed(numerator:...)`.
struct SampleTimeColumn {
  private let fps: Int
  /// Four ASCII digits, one word, for each remainder `r` below `remainderCount`: the decimals
  /// of `r / fps`.
  private let decimals: [UInt32]
  private var remainderCount: Int { decimals.count }
  /// The first remainder whose time rounds up to the next whole second (`r / fps >= 0.99995`,
  /// which takes at least 20,000 fps), or `fps` when none does.
  private let carryStart: Int
  /// The sample last written, and its whole seconds and remainder.
  private var sample = 0
  private var wholeSeconds = 0
  private var remainder = 0
  /// The whole seconds that the row above prints, -1 before the first row.
  private var secondsAbove = -1

  /// Sample `index`'s time, `index / fps` seconds, in ten-thousandths of a second rounded half
  /// up: what the column writes, by a division (for the column's width, and for tests).
  static func tenThousandths(ofSample index: Int, fps: Int) -> UInt64 {
    // Far from overflowing: at most 864,001 samples (an hour at 240 fps).
    (UInt64(index) &* 20_000 &+ UInt64(fps)) / (2 &* UInt64(fps))
  }

  /// Makes the decimals of the first `sampleCount` samples' remainders.
  ///
  /// - Precondition: `fps > 0`.
  init(fps: Int, sampleCount: Int) {
    precondition(fps > 0, "fps must be positive")
    self.fps = fps
    // Sample indexes stay below both, and so do their remainders.
    let remainderCount = max(1, min(fps, sampleCount))
    var decimals: [UInt32] = []
    decimals.reserveCapacity(remainderCount)
    // r / fps in ten-thousandths, rounded half up, is (20,000 r + fps) / (2 fps), as in
    // `tenThousandths(ofSample:fps:)`. From one remainder to the next the dividend grows by
    // 20,000: the quotient by `step`, the remainder of the division by `stepRest`, and the
    // quotient by one more when that remainder reaches the divisor. The arithmetic wraps
    // rather than checks: every value stays below 20,000 * fps.
    let divisor = 2 &* fps
    let (step, stepRest) = 20_000.quotientAndRemainder(dividingBy: divisor)
    var quotient = 0
    var rest = fps
    var carryStart = fps
    for remainder in 0..<remainderCount {
      if quotient < 10_000 {
        decimals.append(DecimalFormat.fourDigits(quotient))
      } else {
        // A whole second, 10,000 ten-thousandths: `.0000` after the next second.
        decimals.append(DecimalFormat.fourDigits(0))
        carryStart = min(carryStart, remainder)
      }
      quotient &+= step
      rest &+= stepRest
      if rest >= divisor {
        rest &-= divisor
        quotient &+= 1
      }
    }
    self.carryStart = carryStart
    self.decimals = decimals
  }

  /// Whether the column can write the times of `sampleCount` samples taken `fps` times a
  /// second: whether it was made for that rate and at least as many samples.
  func fits(fps: Int, sampleCount: Int) -> Bool {
    fps == self.fps && min(fps, sampleCount) <= remainderCount
  }

  /// Starts over, for the rows of another run: the next sample written is the first row's.
  mutating func rewind() {
    sample = 0
    wholeSeconds = 0
    remainder = 0
    secondsAbove = -1
  }

  /// Writes sample `index`'s time so that it ends just before `end` in `buffer`.
  ///
  /// - Precondition: Samples come in increasing order, below the `sampleCount` the column was
  ///   made for, and the bytes before `end` hold the time cell of the row written before
  ///   (spaces for the first row), as wide as the last sample's time.
  ///
  /// Always inlined into the loop over the samples, which writes a time for every row.
  /// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards it.
  @inline(__always)
  mutating func write(
    sample index: Int, endingAt end: Int, in buffer: TextBuffer.Room
  ) {
    // Indexes and seconds stay far below overflowing: they wrap rather than check.
    remainder &+= index &- sample
    sample = index
    while remainder >= fps {
      remainder &-= fps
      wholeSeconds &+= 1
    }
    let decimalsStart = end &- 4
    buffer.storeFourBytes(decimals[remainder], at: decimalsStart)
    let seconds = remainder < carryStart ? wholeSeconds : wholeSeconds &+ 1
    if seconds != secondsAbove {
      // Times only grow, so the new seconds cover the old ones.
      buffer[decimalsStart &- 1] = UInt8(ascii: ".")
      DecimalFormat.write(
        UInt64(seconds), decimals: 0, negative: false, endingAt: decimalsStart &- 1, in: buffer)
      secondsAbove = seconds
    }
  }
}
