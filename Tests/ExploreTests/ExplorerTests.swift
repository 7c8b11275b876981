import Explore
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import SceneWriting
import Testing

/// The checks explore applies and the verdict of each run.
@Suite struct ExplorerTests {
  /// The bundled scene that a taller keyboard breaks for `classic`, with `expect` as its items.
  static func tallerKeyboard(expect: [String] = []) -> String {
    ExploreScenes.form(
      header: "strategy: [classic, adaptive]", events: ["{at: 0.2, tap: email}"], expect: expect)
  }

  static func explore(
    _ text: String, selection: ExploreChecks.Selection = .invariants,
    registry: StrategyRegistry = .builtIns, runs: [String]? = nil
  ) throws -> Exploration {
    let scene = try ExploreScenes.load(text, registry: registry)
    var springs = SpringFrames(fps: 0)
    return Explorer(registry: registry, selection: selection)
      .explore(scene, path: "form.yaml", runs: runs, springs: &springs)
  }

  @Test func aSceneWithoutInvariantsGetsTheDefaultCheck() throws {
    let exploration = try Self.explore(Self.tallerKeyboard(expect: ["{at: end, padding: 0}"]))
    #expect(exploration.checks.isDefault)
    #expect(exploration.checks.expectations == [ExploreChecks.defaultCheck])
    let row = try #require(exploration.rows.first { $0.variation.name == "keyboard.height=398" })
    #expect(
      row.runs == [
        RunVerdict(
          strategy: "classic", kind: .fail,
          failures: [
            "form.yaml:(default check): error: settled: 15 of 27 settled samples differ; first "
              + "at 0.9667: covered is 34.00, expected 0.00 within 0.01 (run classic)"
          ]),
        RunVerdict(strategy: "adaptive", kind: .pass),
      ])
  }

  @Test func checksAllAddsTheAtItems() throws {
    let text = Self.tallerKeyboard(expect: ["{at: end, padding: 0}"])
    let exploration = try Self.explore(text, selection: .all)
    #expect(!exploration.checks.isDefault)
    #expect(exploration.checks.expectations.count == 1)
    let baseline = try #require(exploration.rows.first)
    #expect(baseline.variation.name == Variation.baselineName)
    #expect(baseline.runs.map(\.kind) == [.pass, .pass])
    let taller = try #require(exploration.rows.first { $0.variation.name == "keyboard.height=398" })
    #expect(
      taller.runs[0].failures == [
        "form.yaml:15:5: error: at 1.2000: padding.form is 8.00, expected 0.00 within 0.01 "
          + "(run classic)"
      ])
  }

  @Test func theScenesInvariantsReplaceTheDefault() throws {
    let exploration = try Self.explore(
      Self.tallerKeyboard(expect: ["{at: end, padding: 0}", "{always: {keyboard: {max: 400}}}"]))
    #expect(!exploration.checks.isDefault)
    #expect(exploration.checks.expectations.map(\.moment) == [.always])
    #expect(exploration.breakingRowCount == 0)
    #expect(exploration.breakCounts == [0, 0])
  }

  @Test func strategiesLimitTheRuns() throws {
    let exploration = try Self.explore(Self.tallerKeyboard(), runs: ["adaptive"])
    #expect(exploration.strategies == ["adaptive"])
    #expect(exploration.rows.allSatisfy { $0.runs.map(\.strategy) == ["adaptive"] })
  }

  @Test func aRunThatCannotReplayIsAnError() throws {
    let registry = try StrategyRegistry(registering: [TallKeyboardTrap()])
    let exploration = try Self.explore(
      ExploreScenes.form(header: "strategy: [trap, classic]", events: ["{at: 0.2, tap: email}"]),
      registry: registry)
    let row = try #require(exploration.rows.first { $0.variation.name == "keyboard.height=398" })
    #expect(row.runs.map(\.kind) == [.error, .fail])
    #expect(
      row.runs[0].failures == [
        "form.yaml: error: strategy 'trap' returned nan for container 'form' at 0.2000"
      ])
    #expect(
      exploration.rows.filter { $0.runs[0].kind == .error }.map(\.variation.name) == [
        "keyboard.height=398", "toolbar=58",
      ])
  }

  @Test func aFailureSceneKeepsTheBrokenRunsAndTheChecksThatApplyToThem() throws {
    let exploration = try Self.explore(
      Self.tallerKeyboard(expect: [
        "{settled: {covered: 0}, strategy: adaptive}",
        "{settled: {covered: 0}, strategy: [classic, adaptive]}",
        "{always: {keyboard: {max: 500}}}",
      ]))
    let baseline = try #require(exploration.rows.first)
    #expect(exploration.failureScene(for: baseline) == nil)
    let row = try #require(exploration.rows.first { $0.variation.name == "toolbar=58" })
    let scene = try #require(exploration.failureScene(for: row))
    #expect(scene.strategies == ["classic"])
    #expect(scene.expectations.map(\.strategies) == [["classic"], nil])
    #expect(scene.expectations.map(\.location.line) == [16, 17])
    #expect(scene.root == row.variation.scene.root)
  }

  /// Every verdict is what the changed scene, written out and loaded again, replays to.
  @Test(arguments: ["{settled: {covered: 0}}", "{always: {covered: 0}}"])
  func eachVerdictIsTheWrittenScenesReplay(_ check: String) throws {
    let text = ExploreScenes.form(
      header: "strategy: [classic, adaptive, naive]",
      events: ["{at: 0.2, tap: email}", "{at: 1.0, focus: none}", "{at: 1.6, focus: email}"],
      expect: [check])
    let exploration = try Self.explore(text)
    #expect(exploration.rows.count == 18)
    for row in exploration.rows {
      var scene = row.variation.scene
      scene.expectations = exploration.checks.expectations
      let written = SceneWriter(stating: .all).text(scene)
      let reloaded = try ExploreScenes.load(written)
      let trace = try Replayer.replay(reloaded)
      let failed = trace.runs.map { run in run.expectations.contains { !$0.passed } }
      #expect(failed == row.runs.map(\.breaks), "\(row.variation.name)")
    }
  }
}

/// A strategy that works until the keyboard is taller than 380 pt, then returns `nan`.
struct TallKeyboardTrap: AvoidanceStrategy {
  let name = "trap"
  let animation = PaddingAnimation.immediate
  func padding(for input: PaddingInput) -> Double? {
    input.keyboardEnd.height > 380 ? .nan : 0
  }
}
