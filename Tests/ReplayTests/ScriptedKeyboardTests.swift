import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// A scripted keyboard (`system.keyboard: scripted`, docs/semantics.md#scripted-keyboards) on an
/// iphone-15 (393 x 852, keyboard 336, accessory 55): only `keyboard: {frame}` events post; focus
/// changes, heights, hardware keyboards, `onDrag` and interactive releases post nothing, while
/// focus changes, their reactions and scrolling into view still happen.
@Suite struct ScriptedKeyboardTests {
  typealias F = SceneFixtures

  static let docked = F.rect(0, 516, 393, 336)

  static func frame(_ at: Microseconds, _ frame: Rect) -> SceneEvent {
    F.event(at, .keyboardFrame(frame, KeyboardAnimation()))
  }

  static func run(
    _ events: [SceneEvent], root: ViewNode = F.passwordScreen(), until: Microseconds,
    focusChangeNotifies: Bool = false
  ) throws -> TraceRun {
    let scene = F.scene(
      root, events: events, until: until, focusChangeNotifies: focusChangeNotifies,
      keyboardMode: .scripted)
    return try Replayer.replay(scene).run(.adaptive)
  }

  /// The log from `time` on.
  static func log(of run: TraceRun, from time: Microseconds = 0) -> [String] {
    zip(run.events, run.eventSummary).filter { $0.0.time >= time }.map(\.1)
  }

  /// Focusing `email` shows nothing; the frame event at 0.5 s posts (a show, the frame being
  /// docked: docs/semantics.md#the-keyboard). Focus moving to `password` (maxY 684) makes
  /// `adaptive` pad the screen by 684 - 516 = 168, with the keyboard's spring, settled before 2 s;
  /// resigning at 2 s unpads it but leaves the keyboard up, where the model would have hidden it.
  @Test func focusChangesPostNothingAndTheirReactionsStillHappen() throws {
    let run = try Self.run(
      [
        F.event(100_000, .focus("email")), Self.frame(500_000, Self.docked),
        F.event(1_000_000, .focus("password")), F.event(2_000_000, .focus(nil)),
      ], until: 3_000_000)
    #expect(
      Self.log(of: run) == [
        "100000 focus email",
        "500000 keyboardWillChangeFrame", "500000 keyboardWillShow",
        "750000 keyboardDidChangeFrame", "750000 keyboardDidShow",
        "1000000 focus password",
        "2000000 focus none",
      ])
    // 0.4 s: focused, but no keyboard and no padding.
    #expect(run.sample(atFrame: 24).keyboard == 0 && run.sample(atFrame: 24).focus == "email")
    // 1.9833 s: the spring from 1 s is within 0.005 pt, so done; the field's bottom is at the
    // keyboard's top: nothing covered.
    let padded = run.sample(atFrame: 119)
    #expect(padded.keyboard == 336 && padded.paddings.first == 168 && padded.covered == 0)
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.paddings.first == 0 && last.focus == nil)
  }

  /// A height change and a hardware keyboard only store their values: the only postings are the
  /// two frame events', and the keyboard goes from 336 to 291 at the second.
  @Test func heightsAndHardwareKeyboardsOnlyStore() throws {
    let run = try Self.run(
      [
        Self.frame(100_000, Self.docked),
        F.event(500_000, .keyboardHeight(291, KeyboardAnimation())),
        F.event(800_000, .hardwareKeyboard(true)), F.event(900_000, .focus("email")),
        Self.frame(1_000_000, F.rect(0, 561, 393, 291)),
      ], until: 2_000_000)
    #expect(
      Self.log(of: run) == [
        "100000 keyboardWillChangeFrame", "100000 keyboardWillShow",
        "350000 keyboardDidChangeFrame", "350000 keyboardDidShow",
        "900000 focus email",
        "1000000 keyboardWillChangeFrame", "1000000 keyboardWillShow",
        "1250000 keyboardDidChangeFrame", "1250000 keyboardDidShow",
      ])
    #expect(run.sample(atFrame: 59).keyboard == 336)
    #expect(run.samples.last?.keyboard == 291)
  }

  /// `focusChangeNotifies` cannot make a scripted keyboard post either (the loader rejects the
  /// pair; a scene built in code gets the scripted keyboard's rule).
  @Test func theScriptedKeyboardWinsOverFocusChangeNotifies() throws {
    let run = try Self.run(
      [
        Self.frame(100_000, Self.docked), F.event(500_000, .focus("email")),
        F.event(700_000, .focus("password")),
      ], until: 1_000_000, focusChangeNotifies: true)
    #expect(Self.log(of: run, from: 500_000) == ["500000 focus email", "700000 focus password"])
  }

  /// Focusing `last` (maxY 1444) in the long form with no keyboard scrolls it into view at
  /// once, with easeInOut 0.3 s: the visible region ends at the viewport's 818, so the offset
  /// goes to 1444 - 818 = 626, the largest (1385 - 759), done at 0.4 s.
  @Test func focusStillScrollsIntoView() throws {
    let run = try Self.run([F.event(100_000, .focus("last"))], root: F.longForm(), until: 1_000_000)
    #expect(Self.log(of: run) == ["100000 focus last"])
    #expect(run.sample(atFrame: 24).offsets.first == 626)
    #expect(run.sample(atFrame: 24).keyboard == 0)
  }

  /// The long form with `notes` focused at 0.1 s and the keyboard scripted up at 0.2 s:
  /// `adaptive` insets the form by 818 - 516 = 302 and the posting scrolls `notes` (maxY 744)
  /// by 744 - 516 = 228.
  static func dragRun(
    _ mode: ScrollSettings.DismissMode, to: Double
  ) throws -> TraceRun {
    try run(
      [
        F.event(100_000, .focus("notes")), frame(200_000, docked),
        F.event(
          1_000_000,
          .drag(from: Point(x: 196, y: 400), to: Point(x: 196, y: to), duration: 500_000)),
      ], root: F.longForm(dismissMode: mode), until: 3_000_000)
  }

  /// Released at 700 > 516 + 336 / 2 = 684: the input resigns, and nothing posts, so the
  /// keyboard, held by the finger until then (302 pt showing at 1.25 s, as in the model),
  /// returns to its end frame and the inset stays.
  @Test func anInteractiveDismissalOnlyResigns() throws {
    let run = try Self.dragRun(.interactive, to: 700)
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,400.0 -> 196.0,700.0 500000 -> form",
        "1500000 release dismiss",
        "1500000 focus none",
      ])
    #expect(run.sample(atFrame: 75).keyboard == 302)
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.focus == nil && last.contentInsets.first == 302)
  }

  /// Released at 650, above 684: the keyboard would return; scripted, nothing posts and the
  /// field stays focused, where the drag left the content (228 - 250, clamped to 0).
  @Test func anInteractiveRestoreDoesNothing() throws {
    let run = try Self.dragRun(.interactive, to: 650)
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,400.0 -> 196.0,650.0 500000 -> form",
        "1500000 release restore",
      ])
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.focus == "notes" && last.offsets.first == 0)
  }

  /// `onDrag` resigns as the drag starts, without a posting; the content follows the finger
  /// up by 100, from 228 to 328.
  @Test func onDragOnlyResigns() throws {
    let run = try Self.dragRun(.onDrag, to: 300)
    #expect(
      Self.log(of: run, from: 1_000_000) == [
        "1000000 drag 196.0,400.0 -> 196.0,300.0 500000 -> form",
        "1000000 focus none",
      ])
    let last = try #require(run.samples.last)
    #expect(last.keyboard == 336 && last.focus == nil && last.offsets.first == 328)
  }
}
