import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Drags and interactive dismissal in the replay
/// (docs/semantics.md#drags-and-interactive-dismissal): content following the finger, the three
/// dismiss modes, the finger holding the keyboard, the release rule and its log lines.
///
/// The scene is ``SceneFixtures/longForm(_:dismissMode:contentHeight:)`` with `adaptive`,
/// replayed until 3 s: tapping `notes` at 0.1 s docks the keyboard at 516, insets the form by
/// 302 and scrolls it by 228, so `notes` is presented at [472, 516].
@Suite struct DragReplayTests {
  typealias F = SceneFixtures

  static func drag(
    at time: Microseconds, from: Double, to: Double, duration: Microseconds = 500_000
  ) -> SceneEvent {
    F.event(
      time,
      .drag(from: Point(x: 196, y: from), to: Point(x: 196, y: to), duration: duration))
  }

  static func run(
    _ events: [SceneEvent], dismissMode: ScrollSettings.DismissMode = .interactive,
    strategy: String = "adaptive"
  ) throws -> TraceRun {
    let trace = try ScrollReplayTests.replay(
      F.longForm(dismissMode: dismissMode),
      events: [ScrollReplayTests.tapNotes] + events, strategies: [strategy], until: 3_000_000)
    return try #require(trace.runs.first)
  }

  /// The log from `time` on.
  static func log(of run: TraceRun, from time: Microseconds) -> [String] {
    zip(run.events, run.eventSummary).filter { $0.0.time >= time }.map(\.1)
  }

  @Test func aDragPastTheKeyboardsMiddleDismissesIt() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 400, to: 700)])
    // The release at 1.5 s: 700 > 516 + 336 / 2 = 684, so the keyboard is dismissed from
    // where the finger left it, [0, 700, 393, 336].
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,400.0 -> 196.0,700.0 500000 -> form",
        "1500000 release dismiss",
        "1500000 focus none",
        "1500000 keyboardWillChangeFrame",
        "1500000 keyboardWillHide",
        "1750000 keyboardDidChangeFrame",
        "1750000 keyboardDidHide",
      ])
    guard case .notification(let hide) = run.events[run.events.count - 3].kind else {
      Issue.record("expected the willHide notification")
      return
    }
    #expect(hide.begin == F.rect(0, 700, 393, 336) && hide.end == F.rect(0, 852, 393, 336))
    // At 1.5 s the keyboard starts from the dragged frame: 852 - 700 = 152 visible.
    #expect(run.sample(atFrame: 90).keyboard == 152)
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 0 && last.focus == nil)
    #expect(last.offsets.first == 0 && last.contentInsets.first == 0)
  }

  @Test func theFingerHoldsTheKeyboardWithoutNotifications() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 400, to: 700)])
    // The finger is at 400 + 300 p after a fraction p of the 0.5 s: at 1.1 s (p = 0.2) it is
    // at 460, above the keyboard's top, which stays at 516; at 1.25 s (p = 0.5) at 550, so
    // 852 - 550 = 302 of the keyboard shows. No sample of the hold is settled.
    #expect(run.sample(atFrame: 66).keyboard == 336)
    #expect(run.sample(atFrame: 75).keyboard == 302)
    for frame in 60..<90 { #expect(!run.sample(atFrame: frame).isSettled) }
    // The content follows the finger down by 300, clamped at 0 from 228, linearly: at 1.25 s
    // it is half way, at 114.
    #expect(run.sample(atFrame: 75).offsets.first == 114)
    #expect(!run.events.contains { $0.time > 1_000_000 && $0.time < 1_500_000 })
  }

  @Test func aShortDragRestoresTheKeyboardAndScrollsTheFieldBack() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 400, to: 650)])
    // 650 <= 684: the keyboard returns from [0, 650, 393, 336] to its docked frame, and notes
    // (its model maxY 744 once the offset reached 0) scrolls back into view by 228.
    #expect(
      Self.log(of: run, from: 1_500_000).prefix(3) == [
        "1500000 release restore",
        "1500000 keyboardWillChangeFrame",
        "1500000 keyboardWillShow",
      ])
    guard
      case .notification(let show) = run.events.first(where: {
        $0.time == 1_500_000 && $0.kind != .release(.restore)
      })?.kind
    else {
      Issue.record("expected a notification at the release")
      return
    }
    #expect(show.begin == F.rect(0, 650, 393, 336) && show.end == F.rect(0, 516, 393, 336))
    #expect(run.sample(atFrame: 90).keyboard == 852 - 650)
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.focus == "notes")
    #expect(last.offsets.first == 228 && last.contentInsets.first == 302)
  }

  @Test func aSecondDragEndsTheHoldWithoutARelease() throws {
    // The second drag stays above the keyboard's top: it holds nothing, and the first hold's
    // release at 1.5 s finds its hold over. The keyboard is back on its end frame at 1.2 s.
    let run = try Self.run([
      Self.drag(at: 1_000_000, from: 400, to: 700),
      Self.drag(at: 1_200_000, from: 300, to: 200, duration: 100_000),
    ])
    #expect(!run.eventSummary.contains { $0.contains("release") })
    #expect(run.sample(atFrame: 75).keyboard == 336)
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.focus == "notes" && last.isSettled)
  }

  @Test func aPostingDuringTheHoldEndsItWithoutARelease() throws {
    // The QuickType bar goes away at 1.2 s: a posting to [0, 561, 393, 291], which ends the
    // hold; nothing happens at 1.5 s.
    let run = try Self.run([
      Self.drag(at: 1_000_000, from: 400, to: 700),
      F.event(1_200_000, .keyboardHeight(291, KeyboardAnimation())),
    ])
    #expect(!run.eventSummary.contains { $0.contains("release") })
    #expect(run.samples.last?.keyboard == 291)
  }

  @Test func theReleaseComesBeforeAnEventAtTheSameTime() throws {
    let run = try Self.run([
      Self.drag(at: 1_000_000, from: 400, to: 700),
      F.event(1_500_000, .tapPoint(Point(x: 196, y: 30))),
    ])
    #expect(
      Self.log(of: run, from: 1_500_000).prefix(2) == [
        "1500000 release dismiss", "1500000 focus none",
      ])
    #expect(Self.log(of: run, from: 1_500_000)[4] == "1500000 tap 196.0,30.0 -> view(\"root\")")
  }

  @Test func aReleaseDismissesEvenWithNothingFocused() throws {
    // The keyboard docked by a frame event, nothing focused: the release posts to
    // [0, 852, 393, 336] and logs no focus change.
    let events = [
      F.event(1_000_000, .keyboardFrame(F.rect(0, 516, 393, 336), KeyboardAnimation())),
      Self.drag(at: 2_000_000, from: 400, to: 800),
    ]
    let trace = try ScrollReplayTests.replay(
      F.longForm(dismissMode: .interactive), events: events,
      strategies: ["none"], until: 3_500_000)
    let run = try #require(trace.runs.first)
    #expect(
      Self.log(of: run, from: 2_500_000).prefix(3) == [
        "2500000 release dismiss", "2500000 keyboardWillChangeFrame", "2500000 keyboardWillHide",
      ])
    #expect(run.samples.last?.keyboard == 0)
  }

  @Test func onDragResignsAsTheDragStarts() throws {
    let run = try Self.run(
      [Self.drag(at: 1_000_000, from: 400, to: 300, duration: 200_000)], dismissMode: .onDrag)
    #expect(
      Self.log(of: run, from: 1_000_000).prefix(4) == [
        "1000000 drag 196.0,400.0 -> 196.0,300.0 200000 -> form",
        "1000000 focus none",
        "1000000 keyboardWillChangeFrame",
        "1000000 keyboardWillHide",
      ])
    // The drag scrolls by 100 from 228; the inset falls to 0, which leaves room for 626.
    #expect(run.samples.last?.offsets.first == 328)
  }

  @Test func noneKeepsTheKeyboardWhateverTheDrag() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 400, to: 800)], dismissMode: .never)
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,400.0 -> 196.0,800.0 500000 -> form"
      ])
    #expect(run.sample(atFrame: 75).keyboard == 336)
    #expect(run.samples.last?.keyboard == 336)
  }

  @Test func aDragThatStartsOnTheKeyboardMovesNothing() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 600, to: 800)])
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,600.0 -> 196.0,800.0 500000 -> none"
      ])
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.offsets.first == 228)
  }

  @Test func aDragOutsideEveryScrollViewIsOnlyLogged() throws {
    let run = try Self.run([Self.drag(at: 1_000_000, from: 30, to: 300)])
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,30.0 -> 196.0,300.0 500000 -> none"
      ])
    #expect(run.sample(atFrame: 75).keyboard == 336)
  }

  @Test func everyStrategyReplayedAloneMatchesItsRunInAList() throws {
    // Holds break the reuse of the first run's keyboard: later runs must still equal
    // themselves replayed alone.
    let events = [
      ScrollReplayTests.tapNotes, Self.drag(at: 1_000_000, from: 400, to: 650),
      Self.drag(at: 2_000_000, from: 400, to: 760),
    ]
    let root = F.longForm(dismissMode: .interactive)
    let strategies = ["naive", "none", "classic", "adaptive"]
    let together = try ScrollReplayTests.replay(root, events: events, strategies: strategies)
    for (index, name) in strategies.enumerated() {
      let alone = try ScrollReplayTests.replay(root, events: events, strategies: [name])
      #expect(alone.runs.first == together.runs[index])
    }
  }
}
