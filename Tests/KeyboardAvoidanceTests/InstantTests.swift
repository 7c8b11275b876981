import KeyboardAvoidance
import Testing

@Suite struct InstantTests {
  @Test func samplesCompareExactlyWithWholeMicroseconds() {
    // Sample 7 at 60 fps is 116_666.67 us.
    let sample = Instant(sample: 7, fps: 60)
    #expect(sample < Instant(microseconds: 116_667))
    #expect(Instant(microseconds: 116_666) < sample)
    #expect(sample.isAtOrAfter(116_666))
    #expect(!sample.isAtOrAfter(116_667))
    // Sample 6 at 60 fps is exactly 0.1 s.
    #expect(Instant(sample: 6, fps: 60) == Instant(microseconds: 100_000))
    #expect(Instant(sample: 6, fps: 60).isAtOrAfter(100_000))
  }

  @Test func secondsAreMeasuredFromTheExactDifference() {
    // 7/60 s - 0.1 s = 1/60 s.
    #expect(Instant(sample: 7, fps: 60).seconds(since: 100_000) == 1.0 / 60)
    #expect(Instant(microseconds: 350_000).seconds(since: 100_000) == 0.25)
  }

  @Test func extremeTimesCompareWithoutOverflow() {
    let late = Instant(microseconds: .max)
    #expect(Instant(sample: 864_000, fps: 240) < late)
    #expect(Instant(microseconds: .min) < Instant(sample: 0, fps: 240))
  }
}
