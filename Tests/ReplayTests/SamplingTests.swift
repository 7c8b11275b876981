import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Sample times, the integer due rule and the end of the replay.
@Suite struct SamplingTests {
  typealias F = SceneFixtures

  @Test func samplesRunFromZeroToUntilInclusive() throws {
    // until 1.005 s at 60 fps: 60/60 = 1.0 <= 1.005 < 61/60, so frames 0...60.
    let scene = F.scene(F.passwordScreen(), events: [], until: 1_005_000)
    let samples = try Replayer.replay(scene).run(.adaptive).samples
    #expect(samples.count == 61)
    #expect(samples.last?.instant == Instant(sample: 60, fps: 60))
    // Exactly on a frame: 0.5 s at 24 fps is frame 12.
    let exact = F.scene(F.passwordScreen(), events: [], until: 500_000, fps: 24)
    #expect(try Replayer.replay(exact).run(.adaptive).samples.count == 13)
  }

  @Test func anEventIsDueForSampleKOnlyIfAtTimesFpsIsAtMostKMillion() throws {
    // 16_667 * 60 = 1_000_020 > 1 * 1_000_000: not due at frame 1, due at frame 2.
    let scene = F.scene(F.passwordScreen(), events: [F.event(16_667, .focus("email"))])
    let run = try Replayer.replay(scene).run(.adaptive)
    #expect(run.samples[1].focus == nil)
    #expect(run.samples[2].focus == "email")
    // 20_000 * 50 = 1_000_000: due at frame 1 exactly.
    let fifty = F.scene(F.passwordScreen(), events: [F.event(20_000, .focus("email"))], fps: 50)
    #expect(try Replayer.replay(fifty).run(.adaptive).samples[1].focus == "email")
  }

  @Test func eventsAtUntilAreLoggedButEndingsAfterItAreNot() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [F.event(900_000, .focus("email")), F.event(1_005_000, .focus("password"))],
      until: 1_005_000)
    let log = try Replayer.replay(scene).run(.adaptive).eventSummary
    // The show at 0.9 s would end at 1.15 s, after until.
    #expect(log.last == "1005000 focus password")
    #expect(!log.contains { $0.contains("Did") })
  }

  @Test func animationProgressIsEvaluatedAtTheExactSampleTime() throws {
    let scene = F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: ["classic"])
    let run = try Replayer.replay(scene).run(.classic)
    // Frame 7 is 7/60 s, 1/60 s after the tap. Keyboard: 336 * (1 - 0.0378946) visible of 336
    // -> 336 * 0.0378946 = 12.7326. Padding: 261 * easeOut(1/60 / 0.16) = 261 * 0.1669579
    // = 43.5760.
    #expect(abs(run.samples[7].keyboard - 12.7326) < 1e-4)
    #expect(abs((run.samples[7].paddings.first ?? 0) - 43.5760) < 1e-4)
    #expect(!run.samples[7].isSettled)
    #expect(run.samples[5].isSettled)
  }

  @Test func settledMeansNoPaddingOrKeyboardContributionRuns() throws {
    let scene = F.scene(
      F.passwordScreen(), events: [F.event(100_000, .focus("password"))], strategies: ["classic"])
    let run = try Replayer.replay(scene).run(.classic)
    // The keyboard spring's remaining 336 (1 + w t) e^(-w t) with w = 18.2574 falls to 0.005
    // at about t = 0.7564 s after the show at 0.1 s. Frame 51 (0.85 s, t = 0.75, w t = 13.6931):
    // 336 * 14.6931 * 1.1303e-6 = 0.00558, still running. Frame 52 (0.8667 s, t = 0.7667,
    // w t = 13.9974): 336 * 14.9974 * 8.337e-7 = 0.00420, complete. classic's easeOut ended at
    // 0.26 s.
    #expect(!run.samples[51].isSettled)
    #expect(run.samples[52].isSettled)
  }

  @Test func aSettledStretchLastsUntilTheFirstSampleAnInputIsDueAt() throws {
    // Settled from frame 0 until the focus at 0.5 s, which is frame 30 exactly; the `at:`
    // expectations inside the stretch and at the input's own time see the state at their time.
    func item(_ time: Microseconds, _ focus: String?, line: Int) -> SceneExpectation {
      SceneExpectation(
        moment: .at(time), checks: [.focus(focus)],
        location: SourcePosition(line: line, column: 5))
    }
    let scene = F.scene(
      F.passwordScreen(), events: [F.event(500_000, .focus("email"))],
      expectations: [item(250_000, nil, line: 1), item(500_000, "email", line: 2)])
    let run = try Replayer.replay(scene).run(.adaptive)
    let first = run.samples[0]
    #expect(first.isSettled)
    for index in 1..<30 {
      #expect(
        run.samples[index].paddings == first.paddings
          && run.samples[index].keyboard == first.keyboard && run.samples[index].focus == nil
          && run.samples[index].isSettled)
    }
    #expect(run.samples[30].focus == "email")
    #expect(!run.samples[30].isSettled)
    #expect(run.expectations.map(\.passed) == [true, true])
  }
}
