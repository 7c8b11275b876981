import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Later runs of a replay reuse the first run's keyboard readings while they make the same
/// keyboard changes: every run must be exactly the run replayed on its own.
@Suite struct RunIndependenceTests {
  typealias F = SceneFixtures

  /// Each run of `scene`, replayed with `strategies`, against the same strategy replayed alone.
  static func expectRunsAsIfAlone(_ scene: Scene, _ strategies: [BuiltInStrategy]) throws {
    let names = strategies.map(\.name)
    let together = try Replayer.replay(scene, only: names)
    for (run, strategy) in zip(together.runs, names) {
      let alone = try Replayer.replay(scene, only: [strategy]).runs[0]
      #expect(run == alone, "\(strategy) after \(strategies[0])")
      #expect(
        run.samples.map(\.keyboardFrame).elementsEqualBitwise(alone.samples.map(\.keyboardFrame)))
    }
  }

  /// Focus the password field, then tap at y = 390, between the fields as laid out: with
  /// `none` the tap lands on the screen, which hides the keyboard on tap; `naive` has lifted
  /// the submit button (700) by the keyboard's 336 pt to 364 by then, and tapping a button
  /// changes nothing.
  static func tapBetweenTheFields() -> Scene {
    F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .tapView("password")),
        F.event(1_010_000, .tapPoint(Point(x: 100, y: 390))),
      ], strategies: ["none", "naive"], until: 2_000_000)
  }

  @Test func keyboardsThatDivergeAreReadByEachRun() throws {
    let scene = Self.tapBetweenTheFields()
    let trace = try Replayer.replay(scene)
    // The keyboards really differ: hidden after the tap with none, still shown with naive.
    #expect(try trace.run(.noAvoidance).samples.last?.keyboard == 0)
    #expect(try trace.run(.naive).samples.last?.keyboard == 336)
    // The second run makes a change the first did not, and in the other order, the first run
    // makes a change before a sample that the second has not made.
    try Self.expectRunsAsIfAlone(scene, [.noAvoidance, .naive])
    try Self.expectRunsAsIfAlone(scene, [.naive, .noAvoidance])
  }

  @Test func keyboardsThatAgreeGiveTheRunsOfEachStrategyAlone() throws {
    for scene in SceneFixtures.variedScenes() {
      try Self.expectRunsAsIfAlone(scene, BuiltInStrategy.allCases)
      try Self.expectRunsAsIfAlone(scene, BuiltInStrategy.allCases.reversed())
    }
  }
}

extension Array where Element == Rect {
  /// Whether the two lists hold the same bits, telling 0 from -0.
  fileprivate func elementsEqualBitwise(_ other: [Rect]) -> Bool {
    elementsEqual(other) { left, right in
      [left.x, left.y, left.width, left.height].map(\.bitPattern)
        == [right.x, right.y, right.width, right.height].map(\.bitPattern)
    }
  }
}
