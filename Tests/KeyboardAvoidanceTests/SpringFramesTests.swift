import KeyboardAvoidance
import Testing

@Suite struct SpringFramesTests {
  /// Reads a spring change made at `start` at sample `sample`, as a replay does, through
  /// `springs` and without, and expects the same bits.
  static func expectSameReading(
    sample: Int, fps: Int, start: Microseconds, springs: inout SpringFrames
  ) {
    let instant = Instant(sample: sample, fps: fps)
    var value = AnimatedValue(0)
    value.set(100, at: start, timing: .keyboardDefault)
    var direct = value
    let remembered = value.read(at: instant, springs: &springs)
    let computed = direct.read(at: instant)
    #expect(
      remembered.presented.bitPattern == computed.presented.bitPattern
        && remembered.isSettled == computed.isSettled,
      "sample \(sample) at \(fps) fps, start \(start)")
  }

  @Test(arguments: [30, 60, 120])
  func rememberedReadingsAreTheComputedOnesBitForBit(fps: Int) {
    var springs = SpringFrames(fps: fps)
    // Starts at a frame (sample 6 at 60 fps is 0.1 s) and between frames, read twice each: the
    // second pass reads what the first remembered.
    for _ in 0..<2 {
      for start: Microseconds in [0, 100_000, 350_000, 123_457] {
        for sample in 0..<(2 * fps) {
          Self.expectSameReading(sample: sample, fps: fps, start: start, springs: &springs)
        }
      }
    }
  }

  @Test func onlyWholeFramesAfterTheStartAreRemembered() {
    var springs = SpringFrames(fps: 60)
    // 0.1 s after a start at 0.1 s is 6 frames.
    let timing = AnimationTiming.keyboardDefault
    let sixFrames = springs.fraction(at: Instant(sample: 12, fps: 60), since: 100_000)
    #expect(sixFrames == timing.remainingFractionForTests(at: Instant(sample: 6, fps: 60)))
    // Not a whole number of frames after the start, not after it, or not at the table's rate.
    #expect(springs.fraction(at: Instant(sample: 12, fps: 60), since: 100_001) == nil)
    #expect(springs.fraction(at: Instant(sample: 6, fps: 60), since: 100_000) == nil)
    #expect(springs.fraction(at: Instant(sample: 5, fps: 60), since: 100_000) == nil)
    #expect(springs.fraction(at: Instant(microseconds: 200_000), since: 100_000) == nil)
    #expect(springs.fraction(at: Instant(sample: 12, fps: 30), since: 100_000) == nil)
    // Past the table's capacity.
    let far = Instant(sample: SpringFrames.capacity, fps: 60)
    #expect(springs.fraction(at: far, since: 0) == nil)
    // A table for rate 0 remembers nothing.
    var none = SpringFrames(fps: 0)
    #expect(none.fraction(at: Instant(sample: 12, fps: 60), since: 100_000) == nil)
  }
}

extension AnimationTiming {
  /// `1 - progress` of this timing at `instant` after a start at 0, computed as the curve does.
  fileprivate func remainingFractionForTests(at instant: Instant) -> Double {
    1 - curve.progress(elapsed: instant.seconds(since: 0), duration: 0.25)
  }
}
