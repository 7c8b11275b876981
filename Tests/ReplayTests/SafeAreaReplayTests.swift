import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// SwiftUI's keyboard safe area in the replay (docs/semantics.md#swiftuis-keyboard-safe-area): the
/// shift, its animation, the order at a posting, frames moved by a x (P + S), settledness and the
/// trace's columns.
@Suite struct SafeAreaReplayTests {
  typealias F = SceneFixtures

  /// The iphone-15 form `[0, 59, 393, 759]` with a password field at maxY 684, in the
  /// keyboard safe area, adaptive or not.
  static func form(adaptive: AdaptiveContainer? = AdaptiveContainer()) -> ViewNode {
    ViewNode(
      kind: .view, id: "form", frame: F.rect(0, 59, 393, 759), adaptive: adaptive,
      keyboardSafeArea: SafeAreaContainer(align: adaptive?.align ?? .bottom),
      children: [F.field("password", F.rect(16, 640, 361, 44))])
  }

  static let tap = F.event(100_000, .tapView("password"))

  static func replay(
    _ root: ViewNode = form(), events: [SceneEvent] = [tap], strategies: [String],
    registering extra: [any AvoidanceStrategy] = []
  ) throws -> Trace {
    let scene = F.scene(root, events: events, strategies: strategies)
    return try Replayer.replay(scene, strategies: StrategyRegistry(registering: extra))
  }

  @Test func theWorkedExampleSettlesAsTwelveOneSays() throws {
    let trace = try Self.replay(strategies: ["none", "naive", "classic", "adaptive"])
    #expect(trace.safeAreaIDs == ["form"])
    // S = 818 - 516 = 302 in every run; P: none 0, naive 336, classic 261, adaptive 0.
    let expected: [(String, Double)] = [
      ("none", 0), ("naive", 336), ("classic", 261), ("adaptive", 0),
    ]
    for (run, (name, padding)) in zip(trace.runs, expected) {
      let last = try #require(run.samples.last)
      #expect(run.strategy == name)
      #expect(last.safeAreaShifts.first == 302)
      #expect(last.paddings.first == padding)
      #expect(last.isSettled)
      // The field's presented bottom: 684 - (P + S); covered 0 in each run.
      #expect(last.covered == 0)
    }
  }

  @Test func theShiftFollowsTheKeyboardSpring() throws {
    let run = try #require(try Self.replay(strategies: ["none"]).runs.first)
    // Both animate from the posting at 0.1 s with the same spring: the keyboard's visible
    // height is 336 p and the shift 302 p, so shift = keyboard x 302 / 336 at every sample
    // (within the spring's 0.005 pt completion threshold, which the shift reaches first).
    var moving = 0
    for sample in run.samples {
      let shift = try #require(sample.safeAreaShifts.first)
      #expect(abs(shift - sample.keyboard * 302 / 336) < 0.01)
      if shift > 0 && shift < 301 { moving += 1 }
    }
    #expect(moving > 10)
    #expect(run.samples[6].safeAreaShifts.first == 0)
  }

  @Test func aRunningShiftKeepsASampleUnsettled() throws {
    // From the docked keyboard to one a point narrower: no longer docked, so kTop = H and S
    // falls from 302 to 0, while the keyboard itself moves one point. The keyboard's spring
    // completes long before the shift's.
    let narrower = F.event(
      1_000_000,
      .keyboardFrame(F.rect(0, 516, 392, 336), KeyboardAnimation()))
    let run = try #require(
      try Self.replay(events: [Self.tap, narrower], strategies: ["none"]).runs.first)
    let end = F.rect(0, 516, 392, 336)
    let restingKeyboardButMovingShift = run.samples.filter { sample in
      sample.keyboardFrame == end && (sample.safeAreaShifts.first ?? 0) > 0.005
    }
    #expect(!restingKeyboardButMovingShift.isEmpty)
    #expect(restingKeyboardButMovingShift.allSatisfy { !$0.isSettled })
    let last = try #require(run.samples.last)
    #expect(last.isSettled && last.safeAreaShifts.first == 0)
  }

  /// Reports, as its padding, what it saw: the shift at every will-notification, and the shift
  /// plus 1000 at a focus change, so the last reaction shows in the final padding.
  struct ShiftEcho: AvoidanceStrategy {
    let name = "echo"
    let animation = PaddingAnimation.immediate
    func padding(for input: PaddingInput) -> Double? {
      switch input.trigger {
      case .notification(let note): note.name.isWill ? input.keyboardSafeAreaShift : nil
      case .focusChange: input.keyboardSafeAreaShift + 1000
      }
    }
  }

  @Test func theShiftIsSetBeforeTheStrategiesAndTheFocusReactionComesLast() throws {
    let run = try #require(
      try Self.replay(strategies: ["echo"], registering: [ShiftEcho()]).runs.first)
    // The tap at 0.1: focus, then the posting (S = 302 first, then willChangeFrame and
    // willShow, each seeing 302), then the focus-change reaction: 302 + 1000.
    #expect(run.samples[6].paddings.first == 1302)
    // At 0.35 the did-notifications are not will-notifications: no reaction.
    #expect(run.samples.last?.paddings.first == 1302)
  }

  @Test func classicSeesTheShrunkGeometry() throws {
    struct Geometry: AvoidanceStrategy {
      let name = "geometry"
      let animation = PaddingAnimation.immediate
      func padding(for input: PaddingInput) -> Double? {
        guard case .notification(let note) = input.trigger, note.name == .keyboardWillShow
        else { return nil }
        // The height and the bottom inset, side by side: 457 and 0 encode as 457000.
        return input.geometry.frame.height * 1000 + input.geometry.safeAreaInsets.bottom
      }
    }
    let run = try #require(
      try Self.replay(strategies: ["geometry"], registering: [Geometry()]).runs.first)
    #expect(run.samples.last?.paddings.first == 457_000)
  }

  @Test func aSafeAreaContainerWithoutPaddingMovesItsContentByAlignTimesShift() throws {
    for (align, lift) in [(AdaptiveContainer.Alignment.bottom, 302.0), (.center, 151), (.top, 0)] {
      let root = ViewNode(
        kind: .view, id: "form", frame: F.rect(0, 59, 393, 759),
        keyboardSafeArea: SafeAreaContainer(align: align),
        children: [F.field("password", F.rect(16, 640, 361, 44))])
      let trace = try Self.replay(root, strategies: ["none"])
      #expect(trace.containerIDs.isEmpty)
      let run = try #require(trace.runs.first)
      let last = try #require(run.samples.last)
      // Covered: the field's presented frame [640 - lift, 684 - lift] against the keyboard
      // from 516: 0, 0 and all 44 points.
      #expect(last.covered == max(0, 684 - lift - max(640 - lift, 516)))
      let frame = trace.layout.frame(ofViewAt: 1, at: last)
      #expect(frame.maxY == 684 - lift)
    }
  }

  @Test func scenesWithoutSafeAreaContainersHaveNoShifts() throws {
    let scene = F.scene(F.passwordScreen(), events: [Self.tap], strategies: ["classic"])
    let trace = try Replayer.replay(scene)
    #expect(trace.safeAreaIDs.isEmpty)
    let run = try trace.run(.classic)
    #expect(run.samples.allSatisfy { $0.safeAreaShifts.isEmpty })
    #expect(run.samples.last?.paddings.first == 261)
  }
}
