import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// The return key (docs/semantics.md#the-return-key): what each `returnKey` does, the log's
/// order, and hostile timelines.
@Suite struct ReturnKeyReplayTests {
  typealias F = SceneFixtures

  /// The sign-in chain: email (bottom 344) moves focus to password (bottom 684), which
  /// dismisses (a text field's default); notes is a text editor (newline by default).
  static func chain() -> ViewNode {
    F.screen([
      ViewNode(
        kind: .textField, id: "email", frame: F.rect(16, 300, 361, 44),
        returnKey: .focus("password")),
      F.field("password", F.rect(16, 640, 361, 44)),
      ViewNode(kind: .textEditor, id: "notes", frame: F.rect(16, 400, 361, 120)),
    ])
  }

  static func run(
    _ events: [SceneEvent], root: ViewNode = chain(), strategy: BuiltInStrategy = .adaptive,
    focusChangeNotifies: Bool = false
  ) throws -> TraceRun {
    let scene = F.scene(
      root, events: events, strategies: [strategy.name], focusChangeNotifies: focusChangeNotifies)
    return try Replayer.replay(scene).run(strategy)
  }

  @Test func returnWithNothingFocusedIsLoggedAndDoesNothingElse() throws {
    let run = try Self.run([F.event(100_000, .returnKey), F.event(200_000, .returnKey)])
    #expect(run.eventSummary == ["100000 return none", "200000 return none"])
    #expect(run.samples.allSatisfy { $0.focus == nil && $0.keyboard == 0 })
  }

  @Test func dismissResignsAndHidesTheKeyboard() throws {
    let run = try Self.run([F.event(100_000, .focus("password")), F.event(1_000_000, .returnKey)])
    #expect(
      run.eventSummary.suffix(6) == [
        "1000000 return password", "1000000 focus none", "1000000 keyboardWillChangeFrame",
        "1000000 keyboardWillHide", "1250000 keyboardDidChangeFrame", "1250000 keyboardDidHide",
      ])
    // Hidden again just below the screen: [0, 852, 393, 336]; the padding goes back to 0.
    #expect(run.finalPadding == 0)
    #expect(run.samples.last?.keyboard == 0)
  }

  @Test func newlineChangesNothing() throws {
    let run = try Self.run([F.event(100_000, .focus("notes")), F.event(1_000_000, .returnKey)])
    #expect(run.eventSummary.last == "1000000 return notes")
    #expect(run.eventSummary.filter { $0.hasPrefix("1000000") } == ["1000000 return notes"])
    #expect(run.samples.last?.focus == "notes")
  }

  /// With the keyboard up, moving focus posts nothing on iOS 11 and later: `classic`, which
  /// hears only notifications, leaves password covered; `adaptive` reacts to the focus change.
  @Test func focusMovesAlongTheChainWithoutAPosting() throws {
    let events = [F.event(100_000, .tapView("email")), F.event(1_000_000, .returnKey)]
    let adaptive = try Self.run(events)
    #expect(
      adaptive.eventSummary.filter { $0.hasPrefix("1000000") } == [
        "1000000 return email", "1000000 focus password",
      ])
    // adaptive: P = 684 - 516 = 168, and password is clear once settled.
    #expect(adaptive.finalPadding == 168)
    #expect(adaptive.samples.last?.covered == 0)
    let classic = try Self.run(events, strategy: .classic)
    // classic padded for email: keyboardTop = 759 - 336 = 423, fb = 344, inset 0:
    // P = max(0, 344 - 423) = 0. Nothing posts at the return, so password (640...684) stays
    // behind the keyboard (top 516): covered by its whole height, 44.
    #expect(classic.finalPadding == 0)
    #expect(classic.samples.last?.covered == 44)
  }

  @Test func withFocusChangeNotifiesTheMoveRepostsTheCurrentFrame() throws {
    let run = try Self.run(
      [F.event(100_000, .focus("email")), F.event(1_000_000, .returnKey)],
      focusChangeNotifies: true)
    let late = run.events.filter { $0.time == 1_000_000 }
    // Nodes in document order: screen 0, email 1, password 2.
    #expect(late.map(\.kind).prefix(2) == [.returnKey(1), .focus(2)])
    let notes = late.compactMap { event -> KeyboardNotification? in
      guard case .notification(let note) = event.kind else { return nil }
      return note
    }
    #expect(notes.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow])
    #expect(notes.allSatisfy { $0.begin == F.rect(0, 516, 393, 336) && $0.end == $0.begin })
  }

  /// `{focus: ID}` and `dismiss` act exactly as `focus:` events at that instant: the same log
  /// after the return line, and the same samples.
  @Test(arguments: [BuiltInStrategy.naive, .classic, .adaptive])
  func returnActsExactlyAsTheFocusEventItStandsFor(_ strategy: BuiltInStrategy) throws {
    let pressed = try Self.run(
      [
        F.event(100_000, .tapView("email")), F.event(700_000, .returnKey),
        F.event(1_400_000, .returnKey),
      ], strategy: strategy)
    let focused = try Self.run(
      [
        F.event(100_000, .tapView("email")), F.event(700_000, .focus("password")),
        F.event(1_400_000, .focus(nil)),
      ], strategy: strategy)
    #expect(pressed.eventSummary.filter { !$0.contains("return") } == focused.eventSummary)
    #expect(pressed.samples.elementsEqual(focused.samples))
  }

  /// A chain that loops a -> b -> a: each press moves focus once, so the work and the log grow
  /// by a constant per press, never by the length of a chain.
  @Test func aLoopingChainPressedManyTimesStaysLinear() throws {
    let root = F.screen([
      ViewNode(kind: .textField, id: "a", frame: F.rect(16, 300, 361, 44), returnKey: .focus("b")),
      ViewNode(kind: .textField, id: "b", frame: F.rect(16, 640, 361, 44), returnKey: .focus("a")),
    ])
    let presses = 4_000
    var events = [F.event(0, .focus("a"))]
    for press in 1...presses { events.append(F.event(Int64(press) * 1_000, .returnKey)) }
    let run = try Self.run(events, root: root)
    // The first focus shows the keyboard (focus, two will- and two did-notifications); each
    // press then logs its return line and one focus change, and posts nothing.
    #expect(run.events.count == 5 + 2 * presses)
    // An even number of presses ends where it began.
    #expect(run.samples.last?.focus == "a")
    #expect(run.eventSummary.suffix(2) == ["4000000 return b", "4000000 focus a"])
  }

  /// A target that a hand-built scene names wrongly changes nothing, as a focus event does.
  @Test func anUnknownTargetInAHandBuiltSceneChangesNothing() throws {
    let root = F.screen([
      ViewNode(
        kind: .textField, id: "a", frame: F.rect(16, 300, 361, 44), returnKey: .focus("ghost")),
      ViewNode(kind: .view, id: "plain", frame: F.rect(0, 0, 1, 1)),
      ViewNode(
        kind: .textField, id: "b", frame: F.rect(16, 640, 361, 44), returnKey: .focus("plain")),
    ])
    let run = try Self.run(
      [
        F.event(0, .focus("a")), F.event(500_000, .returnKey), F.event(600_000, .focus("b")),
        F.event(700_000, .returnKey),
      ], root: root)
    #expect(
      run.eventSummary.filter { $0.contains("return") } == ["500000 return a", "700000 return b"])
    #expect(run.samples.last?.focus == "b")
  }
}
