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

  @Test(arguments: [1, 24, 30, 60, 120, 240, 1_000_000, 3_000_000])
  func theFirstSampleAtOrAfterATimeIsTheFirstThatCompares(fps: Int) {
    let times: [Microseconds] = [
      -1_000_000, -1, 0, 1, 16_666, 16_667, 99_999, 100_000, 100_001, 116_666, 116_667,
      999_999, 1_000_000, 2_500_001,
    ]
    for time in times {
      let first = Instant.firstSample(atOrAfter: time, fps: fps)
      #expect(first >= 0)
      #expect(Instant(sample: first, fps: fps).isAtOrAfter(time), "time \(time)")
      if first > 0 {
        #expect(!Instant(sample: first - 1, fps: fps).isAtOrAfter(time), "time \(time)")
      }
    }
  }

  @Test func aFirstSampleTooFarAwayIsAnEnd() {
    #expect(Instant.firstSample(atOrAfter: .max, fps: 60) == .max)
    #expect(Instant.firstSample(atOrAfter: .min, fps: 60) == 0)
  }

  @Test func extremeTimesCompareWithoutOverflow() {
    let late = Instant(microseconds: .max)
    #expect(Instant(sample: 864_000, fps: 240) < late)
    #expect(Instant(microseconds: .min) < Instant(sample: 0, fps: 240))
  }
}
