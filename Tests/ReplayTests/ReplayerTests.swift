import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

@Suite struct ReplayerTests {
  typealias F = SceneFixtures

  static func tapPassword(_ strategies: [BuiltInStrategy]) -> Scene {
    F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: strategies.map(\.name))
  }

  @Test func classicAdaptiveAndNaiveSettleWhereTheContractSays() throws {
    let trace = try Replayer.replay(Self.tapPassword([.classic, .adaptive, .naive, .noAvoidance]))
    // Container [0, 59, 393, 759], field bottom 684, keyboard [0, 516, 393, 336]:
    // classic 684 - (759 - 336) - 0 = 261; adaptive 684 - 516 = 168; naive 336.
    #expect(try trace.run(.classic).finalPadding == 261)
    #expect(try trace.run(.adaptive).finalPadding == 168)
    #expect(try trace.run(.naive).finalPadding == 336)
    #expect(try trace.run(.noAvoidance).finalPadding == 0)
    // At rest the keyboard shows 336 pt; classic lifts the field to 640 - 261 = 379..423 and
    // adaptive to 472..516: neither is covered. Unpadded, 640..684 lies under 516..852: 44.
    let last = try #require(try trace.run(.noAvoidance).samples.last)
    #expect(last.keyboard == 336 && last.covered == 44 && last.isSettled)
    #expect(try trace.run(.adaptive).samples.last?.covered == 0)
  }

  @Test func oneRunPerStrategyInTheSceneOrderUnlessOverridden() throws {
    let scene = Self.tapPassword([.naive, .classic, .adaptive])
    #expect(try Replayer.replay(scene).runs.map(\.strategy) == ["naive", "classic", "adaptive"])
    let override = try Replayer.replay(scene, only: ["adaptive", "none"])
    #expect(override.runs.map(\.strategy) == ["adaptive", "none"])
    #expect(try Replayer.replay(scene, only: []).runs.isEmpty)
  }

  static func twoFields(focusChangeNotifies: Bool) -> Scene {
    let root = F.screen([
      F.field("upper", F.rect(16, 640, 361, 44)), F.field("lower", F.rect(16, 690, 361, 44)),
    ])
    return F.scene(
      root,
      events: [F.event(100_000, .focus("upper")), F.event(1_000_000, .focus("lower"))],
      strategies: ["classic", "adaptive"], until: 2_000_000,
      focusChangeNotifies: focusChangeNotifies)
  }

  @Test func focusMovingDownWithNotificationsMakesClassicUnderPad() throws {
    let trace = try Replayer.replay(Self.twoFields(focusChangeNotifies: true))
    let classic = try trace.run(.classic)
    // The repeated willShow measures "lower" where the padding of 261 moved it: 734 - 261 = 473;
    // 473 - 423 = 50, where 734 - 423 = 311 was needed: short by exactly the previous 261.
    #expect(classic.sample(atFrame: 59).paddings.first == 261)
    #expect(classic.finalPadding == 50)
    // "lower" then sits at 690 - 50 = 640..684 under the keyboard at 516: fully covered.
    #expect(classic.samples.last?.covered == 44)
    // At 1 s: the focus change, then a posting to the unchanged frame (begin = end).
    #expect(
      classic.eventSummary.filter { $0.hasPrefix("1000000 ") } == [
        "1000000 focus lower", "1000000 keyboardWillChangeFrame", "1000000 keyboardWillShow",
      ])
    let adaptive = try trace.run(.adaptive)
    // adaptive follows the field: 734 - 516 = 218, and 690 - 218 = 472..516 is not covered.
    #expect(adaptive.finalPadding == 218)
    #expect(adaptive.samples.last?.covered == 0)
  }

  @Test func focusMovingDownWithoutNotificationsLeavesClassicAlone() throws {
    let trace = try Replayer.replay(Self.twoFields(focusChangeNotifies: false))
    let classic = try trace.run(.classic)
    #expect(classic.finalPadding == 261)
    #expect(classic.eventSummary.last == "1000000 focus lower")
    // lower at 690 - 261 = 429..473 stays clear of 516.
    #expect(classic.samples.last?.covered == 0)
    #expect(try trace.run(.adaptive).finalPadding == 218)
  }

  @Test func hardwareKeyboardOnIPadLeavesOnlyTheBar() throws {
    let root = F.screen(
      [F.field("notes", F.rect(20, 940, 728, 44))], frame: F.rect(0, 20, 768, 1004))
    let scene = F.scene(
      root,
      events: [F.event(0, .hardwareKeyboard(true)), F.event(100_000, .tapView("notes"))],
      strategies: ["naive", "adaptive", "classic"], device: F.ipad)
    let trace = try Replayer.replay(scene)
    // The show goes to [0, 1024 - 55, 768, 313] = [0, 969, 768, 313]: docked, on screen.
    let naive = try trace.run(.naive)
    #expect(naive.finalPadding == 313)
    #expect(naive.samples.last?.keyboard == 55)
    // adaptive: kTop = 969; 984 - 969 = 15.
    #expect(try trace.run(.adaptive).finalPadding == 15)
    // classic: keyboardTop = 1004 - 313 = 691; inset max(0, 1024 - 1024) = 0; 984 - 691 = 293.
    #expect(try trace.run(.classic).finalPadding == 293)
    guard case .notification(let note)? = naive.events.last?.kind else {
      Issue.record("expected a notification last")
      return
    }
    #expect(note.end == F.rect(0, 969, 768, 313))
  }

  @Test func keyboardHeightChangeMakesClassicDropItsPadding() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .tapView("password")),
        F.event(1_000_000, .keyboardHeight(291, KeyboardAnimation())),
      ], strategies: ["classic", "adaptive", "naive"])
    let trace = try Replayer.replay(scene)
    // New docked frame [0, 561, 393, 291]. classic: keyboardTop = 759 - 291 = 468 and the field,
    // already moved by 261, ends at 423: max(0, 423 - 468) = 0.
    #expect(try trace.run(.classic).finalPadding == 0)
    // adaptive: 684 - 561 = 123. naive: 291.
    #expect(try trace.run(.adaptive).finalPadding == 123)
    #expect(try trace.run(.naive).finalPadding == 291)
    #expect(try trace.run(.naive).samples.last?.keyboard == 291)
  }

  static func sideBySide(fieldFirst: Bool) -> Scene {
    let left = ViewNode(
      kind: .view, id: "left", frame: F.rect(0, 59, 196, 759), adaptive: AdaptiveContainer(),
      children: [F.field("name", F.rect(16, 640, 160, 44))])
    let right = ViewNode(
      kind: .view, id: "right", frame: F.rect(196, 59, 197, 759), adaptive: AdaptiveContainer())
    let root = ViewNode(
      kind: .view, id: "root", frame: F.rect(0, 0, 393, 852),
      children: fieldFirst ? [left, right] : [right, left])
    return F.scene(root, events: [F.event(0, .focus("name"))], strategies: ["classic", "adaptive"])
  }

  @Test func containersReactInDocumentOrderSeeingEarlierModelFrames() throws {
    let first = try Replayer.replay(Self.sideBySide(fieldFirst: true)).run(.classic)
    // left pads 684 - 423 = 261; right then measures the field at 684 - 261 = 423: 0.
    #expect(Array(try #require(first.samples.last).paddings) == [261, 0])
    let second = try Replayer.replay(Self.sideBySide(fieldFirst: false)).run(.classic)
    // right comes first and sees the unmoved field: 261 as well. Columns follow document order.
    #expect(Array(try #require(second.samples.last).paddings) == [261, 261])
    let adaptive = try Replayer.replay(Self.sideBySide(fieldFirst: true)).run(.adaptive)
    // adaptive pads only the container holding the field: 168 and 0.
    #expect(Array(try #require(adaptive.samples.last).paddings) == [168, 0])
    #expect(
      try Replayer.replay(Self.sideBySide(fieldFirst: false)).containerIDs == ["right", "left"])
  }

  @Test func containerAnimationOverrideAppliesToNaive() throws {
    let root = F.screen(
      [F.field("password", F.rect(16, 640, 361, 44))],
      adaptive: AdaptiveContainer(animation: .curve(.linear, duration: 200_000)))
    let scene = F.scene(root, events: [F.event(100_000, .focus("password"))], strategies: ["naive"])
    let run = try Replayer.replay(scene).run(.naive)
    // Linear 0 -> 336 over 0.2 s from 0.1 s: frame 9 (0.15 s) is a quarter way, 84;
    // frame 12 (0.2 s) halfway, 168; frame 18 (0.3 s) done, 336.
    #expect(abs((run.sample(atFrame: 9).paddings.first ?? 0) - 84) < 1e-9)
    #expect(abs((run.sample(atFrame: 12).paddings.first ?? 0) - 168) < 1e-9)
    #expect(run.sample(atFrame: 18).paddings.first == 336)
    #expect(run.sample(atFrame: 17).isSettled == false)
  }
}

/// A strategy of a user's own, replayed like the built-ins.
@Suite struct UserStrategyReplayTests {
  typealias F = SceneFixtures

  /// Returns `value` at every will-notification.
  struct Constant: AvoidanceStrategy {
    var name = "constant"
    var value: Double
    let animation = PaddingAnimation.immediate
    func padding(for input: PaddingInput) -> Double? {
      if case .notification(let note) = input.trigger, note.name.isWill { return value }
      return nil
    }
  }

  static func scene(_ strategies: [String]) -> Scene {
    F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: strategies)
  }

  @Test func aRegisteredStrategySetsThePadding() throws {
    let registry = try StrategyRegistry(registering: [Constant(value: 42)])
    let trace = try Replayer.replay(Self.scene(["constant", "naive"]), strategies: registry)
    #expect(trace.runs.map(\.strategy) == ["constant", "naive"])
    #expect(trace.runs[0].samples.last?.paddings.first == 42)
  }

  /// Every NaN is spelled `nan`: one with its sign bit set, as `0 / 0` makes on x86, and a
  /// signalling one too, which Swift itself describes as `-nan` and `snan`.
  @Test(arguments: [
    (Double.nan, "nan"), (-Double.nan, "nan"), (Double.signalingNaN, "nan"),
    (Double.infinity, "inf"), (-Double.infinity, "-inf"),
  ])
  func aPaddingThatIsNotFiniteEndsTheReplay(value: Double, spelled: String) throws {
    let registry = try StrategyRegistry(registering: [Constant(value: value)])
    do {
      _ = try Replayer.replay(Self.scene(["constant"]), strategies: registry)
      Issue.record("the replay went on")
    } catch {
      #expect(
        error.description
          == "strategy 'constant' returned \(spelled) for container 'screen' at 0.1000")
    }
  }

  @Test func aNameTheRegistryDoesNotHoldIsAnError() {
    #expect(throws: ReplayError.unknownStrategy("constant", known: StrategyRegistry.builtIns.names))
    {
      try Replayer.replay(Self.scene(["constant"]))
    }
  }
}
