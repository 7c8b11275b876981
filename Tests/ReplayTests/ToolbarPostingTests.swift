import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Keyboard toolbars (docs/semantics.md#keyboard-toolbars) in every posting rule of
/// docs/semantics.md#the-keyboard that they touch, on an iphone-15: screen 393 x 852, keyboard
/// kh = 336, accessory bar 55.
@Suite struct ToolbarPostingTests {
  typealias F = SceneFixtures

  /// email (toolbar 44), phone (toolbar 44), password (none), under a `none` container so that
  /// frames stay where they are laid out.
  static func form() -> ViewNode {
    F.screen([
      ViewNode(kind: .textField, id: "email", frame: F.rect(16, 300, 361, 44), toolbar: 44),
      ViewNode(kind: .textField, id: "phone", frame: F.rect(16, 360, 361, 44), toolbar: 44),
      F.field("password", F.rect(16, 440, 361, 44)),
    ])
  }

  /// Each posting as `(time, begin, end)`, read off its `keyboardWillChangeFrame`.
  static func postings(
    _ events: [SceneEvent], root: ViewNode = form(), focusChangeNotifies: Bool = false
  ) throws -> [(time: Microseconds, begin: Rect, end: Rect)] {
    try run(events, root: root, focusChangeNotifies: focusChangeNotifies).events.compactMap {
      guard case .notification(let note) = $0.kind, note.name == .keyboardWillChangeFrame else {
        return nil
      }
      return ($0.time, note.begin, note.end)
    }
  }

  static func run(
    _ events: [SceneEvent], root: ViewNode = form(), focusChangeNotifies: Bool = false
  ) throws -> TraceRun {
    let scene = F.scene(
      root, events: events, strategies: ["none"], focusChangeNotifies: focusChangeNotifies)
    return try Replayer.replay(scene).run(.noAvoidance)
  }

  /// The docked frame grows by the toolbar: `[0, 852 - (336 + 44), 393, 336 + 44]`
  /// = `[0, 472, 393, 380]`; resigning posts to `[0, 852, 393, 380]`, the height of the input
  /// that resigns.
  @Test func showingAndResigningCarryTheToolbar() throws {
    let postings = try Self.postings([
      F.event(100_000, .focus("email")), F.event(1_000_000, .focus(nil)),
    ])
    #expect(postings.map(\.end) == [F.rect(0, 472, 393, 380), F.rect(0, 852, 393, 380)])
    #expect(postings[0].begin == F.rect(0, 852, 393, 336))
  }

  /// email (44) -> password (0): a posting to `[0, 516, 393, 336]`; email -> phone (both 44):
  /// none; password resigning: `[0, 852, 393, 336]`, as without toolbars.
  @Test func movingToADifferentToolbarPostsAndToAnEqualOneDoesNot() throws {
    let postings = try Self.postings([
      F.event(100_000, .focus("email")), F.event(700_000, .focus("phone")),
      F.event(1_000_000, .focus("password")), F.event(1_500_000, .focus(nil)),
    ])
    #expect(postings.map(\.time) == [100_000, 1_000_000, 1_500_000])
    #expect(
      postings.map(\.end) == [
        F.rect(0, 472, 393, 380), F.rect(0, 516, 393, 336), F.rect(0, 852, 393, 336),
      ])
    #expect(postings[1].begin == F.rect(0, 472, 393, 380))
  }

  /// A posting for a toolbar change is announced as a show, with the system's 0.25 s and
  /// curve 7.
  @Test func aToolbarChangeIsAnnouncedAsAShow() throws {
    let run = try Self.run([
      F.event(100_000, .focus("password")), F.event(700_000, .tapView("email")),
    ])
    #expect(
      run.eventSummary.filter { $0.hasPrefix("700000") } == [
        "700000 tap 196.5,322.0 -> view(\"email\")", "700000 focus email",
        "700000 keyboardWillChangeFrame", "700000 keyboardWillShow",
      ])
    // Once settled, 380 pt of keyboard are on screen.
    #expect(run.samples.last?.keyboard == 380)
  }

  /// With equal toolbars, `focusChangeNotifies` repeats the current frame, as without toolbars.
  @Test func equalToolbarsKeepTodaysRuleWithFocusChangeNotifies() throws {
    let postings = try Self.postings(
      [F.event(100_000, .focus("email")), F.event(700_000, .focus("phone"))],
      focusChangeNotifies: true)
    #expect(postings.count == 2)
    #expect(postings[1].begin == F.rect(0, 472, 393, 380))
    #expect(postings[1].end == F.rect(0, 472, 393, 380))
  }

  /// With a hardware keyboard the bar and the toolbar show: `[0, 852 - (55 + 44), 393, 380]`
  /// = `[0, 753, 393, 380]` (99 pt on screen); moving to password (no toolbar) posts
  /// `[0, 797, 393, 336]`; detaching posts password's docked frame `[0, 516, 393, 336]`.
  @Test func aHardwareKeyboardShowsTheBarAndTheToolbar() throws {
    let run = try Self.run([
      F.event(50_000, .hardwareKeyboard(true)), F.event(100_000, .focus("email")),
      F.event(1_000_000, .focus("password")), F.event(1_500_000, .hardwareKeyboard(false)),
    ])
    #expect(run.sample(atFrame: 59).keyboard == 99)  // 0.9833 s, settled.
    let ends = run.events.compactMap { event -> Rect? in
      guard case .notification(let note) = event.kind, note.name == .keyboardWillChangeFrame
      else { return nil }
      return note.end
    }
    #expect(
      ends == [F.rect(0, 753, 393, 380), F.rect(0, 797, 393, 336), F.rect(0, 516, 393, 336)])
  }

  /// Toggling the hardware keyboard while an input with a toolbar is focused posts the docked
  /// frames with the toolbar: attached `[0, 753, 393, 380]`, detached `[0, 472, 393, 380]`.
  @Test func hardwareKeyboardTogglesKeepTheToolbar() throws {
    let postings = try Self.postings([
      F.event(100_000, .focus("email")), F.event(1_000_000, .hardwareKeyboard(true)),
      F.event(1_500_000, .hardwareKeyboard(false)),
    ])
    #expect(
      postings.map(\.end) == [
        F.rect(0, 472, 393, 380), F.rect(0, 753, 393, 380), F.rect(0, 472, 393, 380),
      ])
  }

  /// `keyboard: {height: 291}` sets kh; the toolbar stays on top: `[0, 852 - 335, 393, 335]`.
  @Test func aHeightChangeKeepsTheToolbarOnTop() throws {
    let postings = try Self.postings([
      F.event(100_000, .focus("email")),
      F.event(1_000_000, .keyboardHeight(291, KeyboardAnimation())),
      F.event(1_500_000, .focus(nil)),
    ])
    #expect(
      postings.map(\.end) == [
        F.rect(0, 472, 393, 380), F.rect(0, 517, 393, 335), F.rect(0, 852, 393, 335),
      ])
  }

  /// A docked keyboard that is up with nothing focused (moved there by a frame event) counts as
  /// a toolbar of 0: focusing email posts `[0, 472, 393, 380]`. A floating keyboard is not
  /// docked: today's rule, no posting.
  @Test func focusOnAVisibleKeyboardWithoutFocusComparesWithNoToolbar() throws {
    let docked = try Self.postings([
      F.event(100_000, .keyboardFrame(F.rect(0, 516, 393, 336), KeyboardAnimation())),
      F.event(1_000_000, .focus("email")),
    ])
    #expect(docked.map(\.end) == [F.rect(0, 516, 393, 336), F.rect(0, 472, 393, 380)])
    let floating = try Self.postings([
      F.event(100_000, .keyboardFrame(F.rect(50, 400, 300, 250), KeyboardAnimation())),
      F.event(1_000_000, .focus("email")),
    ])
    #expect(floating.count == 1)
  }

  /// password (bottom 484) is clear of the plain keyboard (top 516) and 32 pt above it; with a
  /// 44 pt toolbar the keyboard's top is 472 and 484 - 472 = 12 pt of it are covered.
  @Test func aToolbarCoversAFieldThatWasClearWithoutIt() throws {
    let plain = try Self.run([F.event(100_000, .focus("password"))])
    #expect(plain.samples.last?.covered == 0)
    let root = F.screen([
      ViewNode(kind: .textField, id: "password", frame: F.rect(16, 440, 361, 44), toolbar: 44)
    ])
    let withToolbar = try Self.run([F.event(100_000, .focus("password"))], root: root)
    #expect(withToolbar.samples.last?.covered == 12)
  }

  /// A huge toolbar still gives a defined frame: `[0, 852 - 1_000_336, 393, 1_000_336]`, all of
  /// the screen covered; resigning posts it below the screen.
  @Test func aHugeToolbarGivesADefinedFrame() throws {
    let root = F.screen([
      ViewNode(kind: .textField, id: "tall", frame: F.rect(16, 440, 361, 44), toolbar: 1_000_000)
    ])
    let events = [F.event(100_000, .focus("tall")), F.event(2_000_000, .focus(nil))]
    let postings = try Self.postings(events, root: root)
    #expect(
      postings.map(\.end) == [
        F.rect(0, -999_484, 393, 1_000_336), F.rect(0, 852, 393, 1_000_336),
      ])
    let run = try Self.run(events, root: root)
    #expect(run.sample(atFrame: 110).keyboard == 852)  // 1.8333 s
    #expect(run.sample(atFrame: 110).covered == 44)
  }

  /// The adaptive strategy avoids the taller keyboard: P = 484 - 472 = 12.
  @Test func adaptiveLiftsAboveTheToolbar() throws {
    let root = F.screen([
      ViewNode(kind: .textField, id: "password", frame: F.rect(16, 440, 361, 44), toolbar: 44)
    ])
    let scene = F.scene(root, events: [F.event(100_000, .focus("password"))])
    let run = try Replayer.replay(scene).run(.adaptive)
    #expect(run.finalPadding == 12)
    #expect(run.samples.last?.covered == 0)
  }
}
