import Foundation
import KeyboardAvoidance
import SceneModel
import TestSupport
import Testing

@testable import Replay

/// The `gap` of a sample (the keyboard's presented top less the focused input's presented
/// bottom), when it is undefined, and how `gap` checks read it.
///
/// The scenes are `ExpectationEvaluatorTests.linearNaive`: the password field's bottom edge is at
/// 684, the focus at 0.1 s shows the keyboard (336 on an 852-pt screen) with the keyboard's
/// spring, `1 - (1 + w s) e^(-w s)` with `w = sqrt(1000/3)`, and `naive` pads by 336 linearly over
/// 0.2 s. So at `s = t - 0.1` the gap is `852 - 336 progress(s) - (684 - padding)`.
@Suite struct SampleGapTests {
  typealias F = SceneFixtures
  typealias E = ExpectationEvaluatorTests

  /// How far the keyboard's spring has come `seconds` after the posting.
  private static func progress(_ seconds: Double) -> Double {
    let w = (1000.0 / 3).squareRoot()
    return 1 - (1 + w * seconds) * exp(-w * seconds)
  }

  private static func gap(_ scene: Scene, _ strategy: BuiltInStrategy, sample: Int) throws
    -> SampleGap
  {
    let run = try Replayer.replay(scene).run(strategy)
    return SampleGap(of: run.samples[sample], in: World(scene: scene))
  }

  private static func value(_ gap: SampleGap) -> Double? {
    guard case .value(let value) = gap else { return nil }
    return value
  }

  @Test func isDefinedOnlyWithAFocusedInputAndTheKeyboardOnScreen() throws {
    let scene = E.linearNaive([])
    // Frame 0: nothing focused (nor any keyboard); frame 6 (0.1 s): focused, keyboard not moved.
    #expect(try Self.gap(scene, .naive, sample: 0) == .noFocusedInput)
    #expect(try Self.gap(scene, .naive, sample: 6) == .keyboardOffScreen)
    // Frame 12 (0.2 s): padding 168 puts the field's bottom at 516; the keyboard's top is at
    // 852 - 336 progress(0.1).
    let midway = try #require(Self.value(try Self.gap(scene, .naive, sample: 12)))
    #expect(abs(midway - (852 - 336 * Self.progress(0.1) - 516)) < 1e-9)
    // Frame 60 (1.0 s), settled: keyboard top 516, field bottom 684 - 336 = 348.
    #expect(try Self.gap(scene, .naive, sample: 60) == .value(168))
  }

  @Test func isNegativeWhenTheFieldReachesBelowTheKeyboardsTop() throws {
    // Without avoidance the field stays at 684, 168 below the settled keyboard's top at 516.
    let scene = E.linearNaive([], strategies: ["none"])
    #expect(try Self.gap(scene, .noAvoidance, sample: 60) == .value(-168))
  }

  @Test func noFocusIsCheckedBeforeTheKeyboard() throws {
    // Focus is resigned at 1.0 s: at 1.0167 s the keyboard is still almost all on screen.
    let scene = F.scene(
      F.screen([F.field("password", F.rect(16, 640, 361, 44))]),
      events: [F.event(100_000, .focus("password")), F.event(1_000_000, .focus(nil))])
    let run = try Replayer.replay(scene).run(.adaptive)
    #expect(run.samples[61].keyboard > 300)
    #expect(SampleGap(of: run.samples[61], in: World(scene: scene)) == .noFocusedInput)
  }

  @Test func atAnUndefinedGapFailsSayingWhy() throws {
    let results = try E.results(
      E.linearNaive([
        E.item(.at(50_000), [.gap(0)], line: 1),
        E.item(.at(100_000), [.gap(0)], line: 2),
        E.item(.at(50_000), [.keyboard(1), .gap(0)], line: 3),
      ]))
    #expect(results.map(\.passed) == [false, false, false])
    #expect(results[0].message == "at 0.0500: gap is undefined: no focused input")
    #expect(results[1].message == "at 0.1000: gap is undefined: the keyboard is not on screen")
    #expect(
      results[2].message
        == "at 0.0500: keyboard is 0.00, expected 1.00 within 0.01; "
        + "gap is undefined: no focused input")
  }

  @Test func atBetweenSamplesReadsTheFreeStandingState() throws {
    // 0.125 s is no sample at 60 fps: padding 336 * 0.025 / 0.2 = 42, field bottom 642, keyboard
    // top 852 - 336 progress(0.025): a gap of 184.03.
    let expected = 852 - 336 * Self.progress(0.025) - 642
    #expect(abs(expected - 184.03) < 0.005)
    let results = try E.results(
      E.linearNaive([
        E.item(.at(125_000), [.gap(.between(min: expected - 1e-6, max: expected + 1e-6))], line: 1),
        E.item(.at(125_000), [.gap(.atMost(100))], line: 2),
      ]))
    #expect(results.map(\.passed) == [true, false])
    #expect(results[0].message == "at 0.1250: gap is 184.03, as expected")
    #expect(results[1].message == "at 0.1250: gap is 184.03, expected at most 100.00 within 0.01")
  }

  @Test func atANegativeGap() throws {
    let results = try E.results(
      E.linearNaive([E.item(.at(1_000_000), [.gap(.atLeast(0))], line: 1)], strategies: ["none"]),
      .noAvoidance)
    #expect(
      results.first?.message == "at 1.0000: gap is -168.00, expected at least 0.00 within 0.01")
  }

  @Test func alwaysAndSettledCheckOnlyWhereTheGapIsDefined() throws {
    // naive: frames 7...66 have a gap (0...5 no focus, 6 no keyboard), all positive. Settled
    // frames: 0...5 and 52...66 (see ExpectationEvaluatorTests), 15 of them with a gap.
    let naive = try E.results(
      E.linearNaive([
        E.item(.always, [.gap(.atLeast(0))], line: 1),
        E.item(.settled, [.gap(168)], line: 2),
        E.item(.always, [.gap(.atLeast(0)), .focus("password")], line: 3),
      ]))
    #expect(naive.map(\.passed) == [true, true, false])
    #expect(naive[0].message == "always: all 60 samples where gap is defined as expected")
    #expect(naive[1].message == "settled: all 15 settled samples where gap is defined as expected")
    // With another check every sample counts; the gap is skipped where undefined.
    #expect(
      naive[2].message
        == "always: 6 of 67 samples differ; first at 0.0000: focus is none, expected password")
  }

  @Test func alwaysCountsTheDefinedSamplesThatDiffer() throws {
    // none: the gap is 168 - 336 progress(s), below 0 from frame 12 (s = 0.1, progress 0.545)
    // on: 55 of the 60 frames with a gap; at frame 11 (s = 0.0833) progress is 0.449.
    #expect(168 - 336 * Self.progress(1.0 / 12) > 0)
    let first = 168 - 336 * Self.progress(0.1)
    #expect(abs(first - -15.05) < 0.005)
    let results = try E.results(
      E.linearNaive([E.item(.always, [.gap(.atLeast(0))], line: 1)], strategies: ["none"]),
      .noAvoidance)
    #expect(
      results.first?.message
        == "always: 55 of 60 samples where gap is defined differ; first at 0.2000: gap is -15.05, "
        + "expected at least 0.00 within 0.01")
  }

  @Test func passesWhenNoSampleHasAGap() throws {
    let scene = F.scene(
      F.screen([F.field("password", F.rect(16, 640, 361, 44))]), events: [],
      expectations: [E.item(.always, [.gap(0)], line: 1), E.item(.settled, [.gap(0)], line: 2)])
    let results = try Replayer.replay(scene).run(.adaptive).expectations
    #expect(results.map(\.passed) == [true, true])
    #expect(results[0].message == "always: no samples where gap is defined")
    #expect(results[1].message == "settled: no settled samples where gap is defined")
  }
}
