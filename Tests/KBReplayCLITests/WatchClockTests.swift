import KeyboardAvoidance
import Testing

@testable import KBReplayCLI

/// The clock `watch` runs on in the tool; the watch's rounds are tested on a virtual clock.
@Suite struct WatchClockTests {
  @Test func theSystemClockSleepsForAsLongAsItIsAsked() {
    let clock = WatchClock.system
    let start = clock.now()
    clock.sleep(20_000)
    let end = clock.now()
    #expect(end - start >= 20_000)
    #expect(clock.now() >= end)
  }
}
