import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Taps, focus and keyboard postings, observed through the event log and samples.
@Suite struct SystemStateStepTests {
  typealias F = SceneFixtures

  static func log(
    _ events: [SceneEvent], root: ViewNode = F.passwordScreen(),
    strategy: BuiltInStrategy = .adaptive,
    device: Device = F.iphone15
  ) throws -> [String] {
    let scene = F.scene(root, events: events, strategies: [strategy.name], device: device)
    return try Replayer.replay(scene).run(strategy).eventSummary
  }

  @Test func tappingAFieldFocusesItAndShowsTheKeyboard() throws {
    #expect(
      try Self.log([F.event(100_000, .tapView("password"))]) == [
        "100000 tap 196.5,662.0 -> view(\"password\")", "100000 focus password",
        "100000 keyboardWillChangeFrame", "100000 keyboardWillShow",
        "350000 keyboardDidChangeFrame", "350000 keyboardDidShow",
      ])
  }

  @Test func tappingTheFocusedFieldThatHidesResignsIt() throws {
    let log = try Self.log([
      F.event(100_000, .tapView("password")), F.event(1_000_000, .tapView("password")),
    ])
    // adaptive settles at 168, so the field's centre is at 662 - 168 = 494.
    #expect(
      log.suffix(6) == [
        "1000000 tap 196.5,494.0 -> view(\"password\")", "1000000 focus none",
        "1000000 keyboardWillChangeFrame", "1000000 keyboardWillHide",
        "1250000 keyboardDidChangeFrame", "1250000 keyboardDidHide",
      ])
  }

  @Test func tappingAnotherFieldMovesFocusWithoutAPosting() throws {
    let log = try Self.log([
      F.event(100_000, .tapView("password")), F.event(1_000_000, .tapView("email")),
    ])
    // email does not hide on tap itself (the root's modifier does not count for inputs);
    // it sits at 300 - 168 = 132..176, centre 154.
    #expect(log.suffix(2) == ["1000000 tap 196.5,154.0 -> view(\"email\")", "1000000 focus email"])
  }

  @Test func tappingAViewThatHidesResignsButAPlainOneDoesNot() throws {
    let events = [
      F.event(100_000, .tapView("password")), F.event(1_000_000, .tapPoint(Point(x: 200, y: 100))),
    ]
    let hiding = try Self.log(events)
    #expect(
      hiding.suffix(6).prefix(2) == [
        "1000000 tap 200.0,100.0 -> view(\"screen\")", "1000000 focus none",
      ])
    let plain = F.screen([F.field("password", F.rect(16, 640, 361, 44))])
    #expect(try Self.log(events, root: plain).last == "1000000 tap 200.0,100.0 -> view(\"screen\")")
  }

  @Test func buttonsNeverResignAndCoveredButtonsCannotBeTapped() throws {
    let adaptive = try Self.log([
      F.event(100_000, .tapView("password")), F.event(1_000_000, .tapView("submit")),
    ])
    // submit moves up by 168 to 532..582, still below the keyboard's top at 516, so its
    // centre (557) lies on the keyboard, which swallows the tap.
    #expect(adaptive.last == "1000000 tap 196.5,557.0 -> keyboard")
    let classic = try Self.log(
      [F.event(100_000, .tapView("password")), F.event(1_000_000, .tapView("submit"))],
      strategy: .classic)
    // classic moved it by 261 to 439..489, centre 464: the button is hit, focus stays.
    #expect(classic.last == "1000000 tap 196.5,464.0 -> view(\"submit\")")
  }

  @Test func tapsOutsideTheRootHitNothing() throws {
    #expect(
      try Self.log([F.event(0, .tapPoint(Point(x: 10, y: 20)))]) == ["0 tap 10.0,20.0 -> nothing"])
  }

  @Test func hitTestingUsesPresentedFramesAndLaterSiblingsFirst() throws {
    let root = F.screen(
      [
        F.field("first", F.rect(16, 300, 361, 44)), F.field("password", F.rect(16, 640, 361, 44)),
        ViewNode(kind: .view, id: "overlay", frame: F.rect(0, 290, 393, 30)),
      ], hidesKeyboardOnTap: true)
    let log = try Self.log(
      [
        F.event(0, .tapPoint(Point(x: 200, y: 300))), F.event(100_000, .focus("password")),
        F.event(1_000_000, .tapPoint(Point(x: 200, y: 330))),
        F.event(1_000_000, .tapPoint(Point(x: 200, y: 150))),
      ], root: root)
    // (200, 300) is in both "first" and the later "overlay": the overlay is on top.
    #expect(log.first == "0 tap 200.0,300.0 -> view(\"overlay\")")
    // After padding 168, "first" is shown at 132..176 and overlay at 122..152; (200, 330) is
    // where "first" was laid out, now plain screen (which hides); (200, 150) hits the overlay.
    let late = log.filter { $0.hasPrefix("1000000 tap") }
    #expect(
      late == [
        "1000000 tap 200.0,330.0 -> view(\"screen\")",
        "1000000 tap 200.0,150.0 -> view(\"overlay\")",
      ])
  }

  @Test func programmaticFocusOnTheFocusedInputDoesNothing() throws {
    let log = try Self.log([F.event(0, .focus("email")), F.event(500_000, .focus("email"))])
    #expect(log.filter { $0.contains("focus") } == ["0 focus email"])
    let resign = try Self.log([F.event(0, .focus(nil))])
    #expect(resign.isEmpty)
  }

  @Test func keyboardHeightIsStoredWhileHiddenAndUsedForTheNextShow() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(0, .keyboardHeight(291, KeyboardAnimation())), F.event(100_000, .focus("password")),
      ])
    let run = try Replayer.replay(scene).run(.adaptive)
    #expect(run.eventSummary.first == "100000 focus password")
    // Docked at [0, 561, 393, 291]: 684 - 561 = 123.
    #expect(run.finalPadding == 123)
    #expect(run.samples.last?.keyboard == 291)
  }

  @Test func keyboardFrameEventsAlwaysPostWithTheirOwnAnimation() throws {
    let floating = KeyboardAnimation(duration: 500_000, curve: .linear)
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .focus("password")),
        F.event(1_000_000, .keyboardFrame(F.rect(0, 400, 393, 200), floating)),
      ],
      strategies: ["classic"])
    let run = try Replayer.replay(scene).run(.classic)
    let notes = run.events.compactMap { event -> KeyboardNotification? in
      guard case .notification(let note) = event.kind, event.time >= 1_000_000 else { return nil }
      return note
    }
    // Full width but ending at 600 < 852: undocked, announced as a hide.
    #expect(
      notes.map(\.name) == [
        .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
      ])
    #expect(
      notes.allSatisfy {
        $0.begin == F.rect(0, 516, 393, 336) && $0.timing == floating.timingForTests
      })
    #expect(run.events.last?.time == 1_500_000)
    // Frame 75 (1.25 s) is halfway: y 516 -> 458, height 336 -> 268; all of it on screen.
    #expect(abs(run.sample(atFrame: 75).keyboard - 268) < 1e-9)
    // classic on willHide: kh = 0; keyboardTop = 759; the moved field ends at 423: 0.
    #expect(run.finalPadding == 0)
    #expect(run.samples.last?.keyboard == 200)
  }

  @Test func hardwareKeyboardTogglesRepostWhileVisibleOnly() throws {
    let log = try Self.log([
      F.event(100_000, .focus("password")), F.event(1_000_000, .hardwareKeyboard(true)),
      F.event(1_500_000, .hardwareKeyboard(true)),
    ])
    #expect(
      log.filter { $0.hasPrefix("1000000") } == [
        "1000000 keyboardWillChangeFrame", "1000000 keyboardWillShow",
      ])
    #expect(!log.contains { $0.hasPrefix("1500000") })
    let scene = F.scene(
      F.passwordScreen(),
      events: [F.event(100_000, .focus("password")), F.event(1_000_000, .hardwareKeyboard(true))])
    let run = try Replayer.replay(scene).run(.adaptive)
    // Bar only: [0, 797, 393, 336]; 684 - 797 < 0.
    #expect(run.finalPadding == 0)
    #expect(run.samples.last?.keyboard == 55)
    let hidden = try Self.log([F.event(0, .hardwareKeyboard(true))])
    #expect(hidden.isEmpty)
  }
}

extension KeyboardAnimation {
  var timingForTests: AnimationTiming { AnimationTiming(curve: curve, duration: duration) }
}
