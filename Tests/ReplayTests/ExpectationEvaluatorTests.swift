import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

@Suite struct ExpectationEvaluatorTests {
  typealias F = SceneFixtures

  /// naive with a linear 0.2 s padding animation: from the focus at 0.1 s the padding is
  /// 336 * (t - 0.1) / 0.2 until 0.3 s, then 336. until = 1.1 s: 67 samples.
  static func linearNaive(
    _ expectations: [SceneExpectation], strategies: [String] = ["naive"],
    until: Microseconds? = nil,
    focusAt: Microseconds = 100_000
  ) -> Scene {
    let root = F.screen(
      [F.field("password", F.rect(16, 640, 361, 44))],
      adaptive: AdaptiveContainer(animation: .curve(.linear, duration: 200_000)))
    return F.scene(
      root, events: [F.event(focusAt, .focus("password"))], strategies: strategies, until: until,
      expectations: expectations)
  }

  static func item(
    _ moment: SceneExpectation.Moment, _ checks: [SceneExpectation.Check],
    tolerance: Double = 0.01,
    strategies: [String]? = nil, line: Int
  ) -> SceneExpectation {
    SceneExpectation(
      moment: moment, strategies: strategies, checks: checks, tolerance: tolerance,
      location: SourcePosition(line: line, column: 5))
  }

  static func results(_ scene: Scene, _ strategy: BuiltInStrategy = .naive) throws
    -> [ExpectationResult]
  {
    try Replayer.replay(scene).run(strategy).expectations
  }

  @Test func atChecksTheExactTimeNotTheNearestSample() throws {
    // 0.125 s lies between frames 7 and 8; 336 * 0.025 / 0.2 = 42.
    let results = try Self.results(
      Self.linearNaive([
        Self.item(.at(125_000), [.padding(container: "screen", 42)], line: 10),
        Self.item(.at(125_000), [.padding(container: "screen", 42.02)], line: 11),
        Self.item(.at(125_000), [.padding(container: "screen", 42.02)], tolerance: 0.05, line: 12),
        Self.item(.at(125_000), [.padding(container: "screen", 42.5)], tolerance: 0.5, line: 13),
      ]))
    #expect(results.map(\.passed) == [true, false, true, true])
    #expect(results.map(\.location.line) == [10, 11, 12, 13])
    #expect(results[0].message == "at 0.1250: padding.screen is 42.00, as expected")
    #expect(
      results[1].message == "at 0.1250: padding.screen is 42.00, expected 42.02 within 0.01")
  }

  @Test func atOnASampleChecksThatSampleAndPrintsItsOwnTime() throws {
    // 0.2 s is frame 12: 336 * 0.1 / 0.2 = 168, checked against the sample once the run is over.
    let scene = Self.linearNaive([
      Self.item(.at(200_000), [.padding(container: "screen", 168)], line: 1),
      Self.item(.at(200_000), [.padding(container: "screen", 160)], line: 2),
    ])
    let run = try Replayer.replay(scene).run(.naive)
    #expect(run.samples[12].paddings.first == 168)
    #expect(run.expectations.map(\.passed) == [true, false])
    #expect(run.expectations[0].message == "at 0.2000: padding.screen is 168.00, as expected")
    #expect(
      run.expectations[1].message
        == "at 0.2000: padding.screen is 168.00, expected 160.00 within 0.01")
    // At 64 fps, frame 13 falls at 0.203125 s: the time prints as the expectation's, with all
    // its decimals, not rounded to four as a sample's time is.
    var fine = scene
    fine.fps = 64
    fine.expectations = [Self.item(.at(203_125), [.focus("password")], line: 3)]
    let result = try #require(try Replayer.replay(fine).run(.naive).expectations.first)
    #expect(result.message == "at 0.203125: focus is password, as expected")
  }

  @Test func aPassingResultIsWordedAlikeWheneverAskedAndCanBeReworded() throws {
    // Passing `at:` results word their message when it is read, not when they are made.
    let scene = Self.linearNaive([
      Self.item(.at(125_000), [.padding(container: "screen", 42)], line: 10)
    ])
    var result = try #require(try Self.results(scene).first)
    #expect(result.message == "at 0.1250: padding.screen is 42.00, as expected")
    #expect(result.message == "at 0.1250: padding.screen is 42.00, as expected")
    let worded = ExpectationResult(
      location: result.location, passed: true,
      message: "at 0.1250: padding.screen is 42.00, as expected")
    #expect(result == worded)
    result.message = "reworded"
    #expect(result.message == "reworded" && result != worded)
  }

  @Test func atSeesEverythingDueAtItsTime() throws {
    // The focus event at 0.125 s is processed before the check at 0.125 s.
    let results = try Self.results(
      Self.linearNaive(
        [Self.item(.at(125_000), [.focus("password"), .keyboard(0)], line: 3)], focusAt: 125_000))
    #expect(results.first?.passed == true)
    #expect(results.first?.message == "at 0.1250: focus is password, keyboard is 0.00, as expected")
  }

  @Test func alwaysReportsTheFirstFailureAndHowManyDiffer() throws {
    let results = try Self.results(
      Self.linearNaive([
        Self.item(.always, [.covered(0)], line: 1),
        Self.item(.always, [.focus(nil)], line: 2),
      ]))
    // The field rises ahead of the keyboard and is never covered.
    #expect(results[0].passed)
    #expect(results[0].message == "always: all 67 samples as expected")
    // Frames 6...66 have the focus: 61 of 67.
    #expect(!results[1].passed)
    #expect(
      results[1].message
        == "always: 61 of 67 samples differ; first at 0.1000: focus is password, expected none")
  }

  @Test func settledLooksOnlyAtSettledSamples() throws {
    let results = try Self.results(
      Self.linearNaive([Self.item(.settled, [.padding(container: "screen", 336)], line: 1)]))
    // Settled: frames 0...5 (before the focus, padding 0) and 52...66 (the keyboard spring
    // is within 0.005 pt from 0.7564 s after 0.1 s): 21, of which the first 6 differ.
    #expect(
      results.first?.message
        == "settled: 6 of 21 settled samples differ; first at 0.0000: padding.screen is 0.00, "
        + "expected 336.00 within 0.01")
  }

  @Test func settledPassesWhenNothingSettles() throws {
    let scene = Self.linearNaive(
      [Self.item(.settled, [.keyboard(1)], line: 1)], until: 100_000, focusAt: 0)
    let result = try #require(try Self.results(scene).first)
    #expect(result.passed)
    #expect(result.message == "settled: no settled samples")
  }

  @Test func strategyFiltersSelectRuns() throws {
    let scene = Self.linearNaive(
      [
        Self.item(
          .at(1_000_000), [.padding(container: "screen", 0)], strategies: ["none"], line: 1),
        Self.item(.at(1_000_000), [.padding(container: "screen", 336)], line: 2),
      ], strategies: ["naive", "none"])
    let trace = try Replayer.replay(scene)
    #expect(try trace.run(.naive).expectations.map(\.location.line) == [2])
    #expect(try trace.run(.noAvoidance).expectations.map(\.location.line) == [1, 2])
    #expect(try trace.run(.noAvoidance).expectations.map(\.passed) == [true, false])
    #expect(!trace.passed)
  }

  @Test func finerTolerancesPrintMoreDecimals() throws {
    let results = try Self.results(
      Self.linearNaive([
        Self.item(
          .at(125_000), [.padding(container: "screen", 42.0004)], tolerance: 0.0001, line: 1)
      ]))
    #expect(
      results.first?.message
        == "at 0.1250: padding.screen is 42.0000, expected 42.0004 within 0.0001")
  }

  @Test func impossibleChecksFailWithAReason() throws {
    let results = try Self.results(
      Self.linearNaive([
        Self.item(.at(2_000_000), [.keyboard(0)], line: 1),
        Self.item(.at(0), [.padding(container: "nope", 0)], line: 2),
      ]))
    #expect(results[0].message == "at 2.0000: after the end of the replay (until 1.1000)")
    #expect(results[1].message == "at 0.0000: padding.nope: no adaptive container has that id")
    #expect(results.map(\.passed) == [false, false])
  }

  @Test func rangesWordTheirBounds() throws {
    // At 0.125 s the padding is 42 (see atChecksTheExactTimeNotTheNearestSample).
    let results = try Self.results(
      Self.linearNaive([
        Self.item(.at(125_000), [.padding(container: "screen", .atLeast(50))], line: 1),
        Self.item(.at(125_000), [.padding(container: "screen", .atMost(40))], line: 2),
        Self.item(
          .at(125_000), [.padding(container: "screen", .between(min: 43, max: 50))], line: 3),
        Self.item(
          .at(125_000), [.padding(container: "screen", .between(min: 40, max: 45))], line: 4),
        Self.item(
          .at(125_000), [.padding(container: "screen", .atLeast(42.0004))], tolerance: 0.0001,
          line: 5),
      ]))
    #expect(results.map(\.passed) == [false, false, false, true, false])
    #expect(
      results.map(\.message) == [
        "at 0.1250: padding.screen is 42.00, expected at least 50.00 within 0.01",
        "at 0.1250: padding.screen is 42.00, expected at most 40.00 within 0.01",
        "at 0.1250: padding.screen is 42.00, expected between 43.00 and 50.00 within 0.01",
        "at 0.1250: padding.screen is 42.00, as expected",
        "at 0.1250: padding.screen is 42.0000, expected at least 42.0004 within 0.0001",
      ])
  }

  @Test func alwaysAndSettledWordRangesAlike() throws {
    // The padding is 0 on frames 0...6 (up to the focus at 0.1 s, where the animation starts)
    // and 28 on frame 7 (336 * (1/60) / 0.2); the keyboard is from 0 to 336 throughout.
    let results = try Self.results(
      Self.linearNaive([
        Self.item(.always, [.padding(container: "screen", .atLeast(1))], line: 1),
        Self.item(.settled, [.keyboard(.between(min: 0, max: 336))], line: 2),
        Self.item(.always, [.covered(.atMost(0))], line: 3),
      ]))
    #expect(results.map(\.passed) == [false, true, true])
    #expect(
      results[0].message
        == "always: 7 of 67 samples differ; first at 0.0000: padding.screen is 0.00, "
        + "expected at least 1.00 within 0.01")
    #expect(results[1].message == "settled: all 21 settled samples as expected")
  }
}
