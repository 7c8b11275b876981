import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Scroll views in the replay (docs/semantics.md#scroll-views-and-drags): content insets, scrolling
/// into view, clamping, hit testing through the viewport, and the order of reactions at a posting.
/// Every expected value is derived by hand in the comments.
@Suite struct ScrollReplayTests {
  typealias F = SceneFixtures

  static func replay(
    _ root: ViewNode = F.longForm(), events: [SceneEvent], strategies: [String],
    device: Device = F.iphone15, until: Microseconds? = nil,
    registering extra: [any AvoidanceStrategy] = []
  ) throws -> Trace {
    let scene = F.scene(
      root, events: events, strategies: strategies, device: device, until: until)
    return try Replayer.replay(scene, strategies: StrategyRegistry(registering: extra))
  }

  static let tapNotes = F.event(100_000, .tapView("notes"))

  @Test func theInsetRecipeOverInsetsByTheHomeIndicator() throws {
    let trace = try Self.replay(
      events: [Self.tapNotes], strategies: ["none", "naive", "classic", "adaptive"])
    #expect(trace.scrollViewIDs == ["form"])
    // Keyboard docked at 852 - 336 = 516.
    // naive: inset 336, visible region [59, 818 - 336 = 482]; notes' maxY 744 scrolls by
    //   744 - 482 = 262, ending 34 points above the keyboard (the strip below the viewport).
    // adaptive: inset 818 - 516 = 302, region bottom 516; offset 744 - 516 = 228: gap 0.
    // none, classic: no inset; the region reaches 818 > 744, so nothing scrolls and the
    //   keyboard covers all 44 points of the field.
    let expected: [(String, offset: Double, inset: Double, covered: Double)] = [
      ("none", 0, 0, 44), ("naive", 262, 336, 0), ("classic", 0, 0, 44),
      ("adaptive", 228, 302, 0),
    ]
    for (run, want) in zip(trace.runs, expected) {
      let last = try #require(run.samples.last)
      #expect(run.strategy == want.0)
      #expect(last.offsets.first == want.offset)
      #expect(last.contentInsets.first == want.inset)
      #expect(last.covered == want.covered)
      #expect(last.isSettled)
    }
  }

  @Test func theInsetRecipeIsExactWithoutAHomeIndicator() throws {
    // iphone-se: 375 x 667, top inset 20, keyboard 260 docked at 407; the scroll view
    // [0, 20, 375, 647] reaches the screen's bottom, so naive's 260 and adaptive's
    // 667 - 407 = 260 agree, and both scroll notes (maxY 644) by 644 - 407 = 237.
    let root = ViewNode(
      kind: .view, id: "root", frame: F.rect(0, 0, 375, 667),
      children: [
        ViewNode(
          kind: .scrollView, id: "form", frame: F.rect(0, 20, 375, 647),
          children: [F.field("notes", F.rect(16, 600, 343, 44))], scroll: ScrollSettings())
      ])
    let trace = try Self.replay(
      root, events: [Self.tapNotes], strategies: ["naive", "adaptive"],
      device: F.preset("iphone-se"))
    for run in trace.runs {
      let last = try #require(run.samples.last)
      #expect(last.contentInsets.first == 260)
      #expect(last.offsets.first == 237)
    }
  }

  @Test func theOffsetAnimatesWithThePostingsSpring() throws {
    let run = try #require(
      try Self.replay(events: [Self.tapNotes], strategies: ["adaptive"]).runs.first)
    // Offset and keyboard start together with the same spring: offset / 228 follows the
    // keyboard's visible height / 336 while both move.
    var moving = 0
    for sample in run.samples {
      let offset = try #require(sample.offsets.first)
      #expect(abs(offset / 228 - sample.keyboard / 336) < 0.0001)
      if offset > 1 && offset < 227 {
        moving += 1
        #expect(!sample.isSettled)
      }
    }
    #expect(moving > 10)
  }

  @Test func aTextEditorStaysCoveredWhileATextFieldScrollsIntoView() throws {
    let editor = ViewNode(
      kind: .textEditor, id: "editor", frame: F.rect(16, 740, 361, 60))
    let events = [
      F.event(100_000, .tapView("editor")),
      F.event(1_500_000, .focus("notes")),
    ]
    let run = try #require(
      try Self.replay(F.longForm([editor]), events: events, strategies: ["adaptive"])
        .runs.first)
    // The editor [740, 800] does not scroll: inset 302, offset 0, the keyboard (from 516)
    // covers all its 60 points.
    let before = run.sample(atFrame: 84)
    #expect(before.focus == "editor")
    #expect(before.offsets.first == 0 && before.contentInsets.first == 302)
    #expect(before.covered == 60)
    // Focus moves to notes with the keyboard up: no posting, so it scrolls by 744 - 516 = 228
    // with easeInOut over 0.3 s: half way at 1.65 s.
    #expect(abs((run.sample(atFrame: 99).offsets.first ?? 0) - 114) < 0.001)
    let last = try #require(run.samples.last)
    #expect(last.offsets.first == 228 && last.covered == 0)
  }

  @Test func aFieldTallerThanTheRegionShowsItsTop() throws {
    // A field [16, 300, 361, 600] inside the adaptive run's region [59, 516] (457 high): it
    // would scroll by 900 - 516 = 384, which puts its top at -84, above the region's 59; so it
    // scrolls back by 59 - (300 - 384) = 143 to 241, its top at the region's top.
    let tall = F.field("tall", F.rect(16, 300, 361, 600))
    let run = try #require(
      try Self.replay(
        F.longForm([tall]), events: [F.event(100_000, .tapView("tall"))],
        strategies: ["adaptive"]
      ).runs.first)
    #expect(run.samples.last?.offsets.first == 241)
  }

  @Test func theOffsetIsClampedWhenTheInsetShrinks() throws {
    // naive: inset 336 with the keyboard up, so the largest offset is
    // 1385 - (759 - 336) = 962. Focusing `last` (maxY 1444) scrolls by 1444 - 482 = 962.
    // Resigning: inset 0 on willHide, the largest offset falls to 1385 - 759 = 626, and the
    // offset is clamped to it with the posting's spring.
    let events = [
      F.event(100_000, .tapView("notes")),
      F.event(1_000_000, .focus("last")),
      F.event(2_000_000, .focus(nil)),
    ]
    let run = try #require(try Self.replay(events: events, strategies: ["naive"]).runs.first)
    #expect(run.sample(atFrame: 110).offsets.first == 962)
    #expect(run.sample(atFrame: 110).contentInsets.first == 336)
    let last = try #require(run.samples.last)
    #expect(last.offsets.first == 626 && last.contentInsets.first == 0)
  }

  @Test func contentScrolledOutOfTheViewportCannotBeTapped() throws {
    // A button at content y 100 ([16, 100, 361, 44]); a drag by 60 points scrolls it to
    // [16, 40, 361, 44], above the viewport's top 59. A tap at (196, 50) is outside the
    // viewport, so it hits the root, not the button; at (196, 70) it hits the button.
    let button = F.button("top", F.rect(16, 100, 361, 44))
    let events = [
      F.event(
        100_000, .drag(from: Point(x: 196, y: 400), to: Point(x: 196, y: 340), duration: 100_000)),
      F.event(500_000, .tapPoint(Point(x: 196, y: 50))),
      F.event(600_000, .tapPoint(Point(x: 196, y: 70))),
    ]
    let run = try #require(
      try Self.replay(F.longForm([button]), events: events, strategies: ["none"]).runs.first)
    #expect(
      run.eventSummary == [
        "100000 drag 196.0,400.0 -> 196.0,340.0 100000 -> form",
        "500000 tap 196.0,50.0 -> view(\"root\")",
        "600000 tap 196.0,70.0 -> view(\"top\")",
      ])
    #expect(run.samples.last?.offsets.first == 60)
  }

  @Test func naiveLiftsTwiceInsideAnAdaptiveContainerAndClassicOnce() throws {
    let root = F.screen([
      ViewNode(
        kind: .scrollView, id: "list", frame: F.rect(0, 59, 393, 759),
        children: [F.field("notes", F.rect(16, 700, 361, 44))], scroll: ScrollSettings())
    ])
    let trace = try Self.replay(
      root, events: [Self.tapNotes], strategies: ["naive", "classic", "adaptive"])
    // naive: P = 336 moves the viewport to maxY 818 - 336 = 482; inset 336 leaves the region
    //   [.., 146]; notes at 744 - 336 = 408 scrolls by 408 - 146 = 262. It ends at 146, 370
    //   points above the keyboard's top 516.
    // classic: P = 744 - (759 - 336) - 0 = 321; the viewport moves with the field, whose
    //   maxY 423 is inside the region (bottom 497): no scrolling. It ends at 423.
    // adaptive: P = 0 for a field inside a scroll view; inset 818 - 516 = 302; offset 228.
    let expected: [(String, padding: Double, offset: Double, fieldBottom: Double)] = [
      ("naive", 336, 262, 146), ("classic", 321, 0, 423), ("adaptive", 0, 228, 516),
    ]
    for (run, want) in zip(trace.runs, expected) {
      let last = try #require(run.samples.last)
      #expect(run.strategy == want.0)
      #expect(last.paddings.first == want.padding)
      #expect(last.offsets.first == want.offset)
      #expect(trace.layout.frame(ofViewAt: 2, at: last).maxY == want.fieldBottom)
    }
  }

  @Test func aSafeAreaScrollViewShrinksItsRegionNotItsContent() throws {
    // keyboardSafeArea on the scroll view: S = 818 - 516 = 302 raises the viewport's bottom
    // to 516 while the content stays; with no inset (none), notes scrolls by 744 - 516 = 228.
    let root = ViewNode(
      kind: .view, id: "root", frame: F.rect(0, 0, 393, 852),
      children: [
        ViewNode(
          kind: .scrollView, id: "form", frame: F.rect(0, 59, 393, 759),
          keyboardSafeArea: SafeAreaContainer(),
          children: [F.field("notes", F.rect(16, 700, 361, 44))], scroll: ScrollSettings())
      ])
    let trace = try Self.replay(root, events: [Self.tapNotes], strategies: ["none"])
    #expect(trace.safeAreaIDs == ["form"])
    let last = try #require(trace.runs.first?.samples.last)
    #expect(last.safeAreaShifts.first == 302)
    #expect(last.offsets.first == 228)
    #expect(trace.layout.frame(ofViewAt: 2, at: last).maxY == 516)
  }

  /// Records what it is given, and insets by a fixed amount.
  struct FixedInset: AvoidanceStrategy {
    let name = "fixed"
    let animation = PaddingAnimation.immediate
    let inset: Double
    func padding(for input: PaddingInput) -> Double? { nil }
    func contentInset(for input: ScrollInput) -> Double? {
      guard case .notification(let note) = input.trigger, note.name == .keyboardWillShow else {
        return nil
      }
      return inset
    }
  }

  @Test func aStrategysInsetIsUsedAndANonFiniteOneEndsTheScene() throws {
    let run = try #require(
      try Self.replay(
        events: [Self.tapNotes], strategies: ["fixed"], registering: [FixedInset(inset: 400)]
      ).runs.first)
    // Region bottom 818 - 400 = 418: notes scrolls by 744 - 418 = 326.
    #expect(run.samples.last?.contentInsets.first == 400)
    #expect(run.samples.last?.offsets.first == 326)
    let error = #expect(throws: ReplayError.self) {
      _ = try Self.replay(
        events: [Self.tapNotes], strategies: ["fixed"],
        registering: [FixedInset(inset: .nan)])
    }
    #expect(error?.description == "strategy 'fixed' returned nan for scroll view 'form' at 0.1000")
  }

  @Test func theErrorNamesTheScrollView() {
    let error = ReplayError.nonFiniteInset(
      strategy: "lift", value: -.infinity, scrollView: "list", time: 100_000)
    #expect(error.description == "strategy 'lift' returned -inf for scroll view 'list' at 0.1000")
  }

  @Test func theBuiltInsInsetsFollowTheirRecipes() {
    let end = F.rect(0, 516, 393, 336)
    func input(_ name: KeyboardNotification.Name, end: Rect = end) -> ScrollInput {
      ScrollInput(
        trigger: .notification(
          KeyboardNotification(
            name: name, begin: F.rect(0, 852, 393, 336), end: end,
            timing: .keyboardDefault)),
        keyboardEnd: end, viewport: F.rect(0, 59, 393, 759), screen: Size(width: 393, height: 852),
        safeArea: F.iphone15.safeArea, contentInset: 0, firstResponder: nil)
    }
    let hidden = F.rect(0, 852, 393, 336)
    #expect(BuiltInStrategy.noAvoidance.contentInset(for: input(.keyboardWillShow)) == nil)
    #expect(BuiltInStrategy.classic.contentInset(for: input(.keyboardWillShow)) == nil)
    #expect(BuiltInStrategy.naive.contentInset(for: input(.keyboardWillShow)) == 336)
    #expect(BuiltInStrategy.naive.contentInset(for: input(.keyboardWillChangeFrame)) == nil)
    #expect(BuiltInStrategy.naive.contentInset(for: input(.keyboardWillHide, end: hidden)) == 0)
    #expect(BuiltInStrategy.adaptive.contentInset(for: input(.keyboardWillChangeFrame)) == 302)
    #expect(BuiltInStrategy.adaptive.contentInset(for: input(.keyboardDidShow)) == nil)
    #expect(BuiltInStrategy.adaptive.contentInset(for: input(.keyboardWillHide, end: hidden)) == 0)
    // An undocked keyboard leaves the viewport uncovered for adaptive.
    let floating = F.rect(20, 300, 200, 250)
    #expect(
      BuiltInStrategy.adaptive.contentInset(for: input(.keyboardWillHide, end: floating)) == 0)
  }

  @Test func adaptiveLeavesFieldsInsideScrollViewsToTheScrollView() {
    let responder = PaddingInput.FirstResponder(
      modelFrame: F.rect(16, 700, 361, 44), layoutFrame: F.rect(16, 700, 361, 44),
      isInsideContainer: true, isInsideScrollView: true)
    let input = PaddingInput(
      trigger: .focusChange, keyboardEnd: F.rect(0, 516, 393, 336),
      container: F.rect(0, 59, 393, 759), alignFactor: 1, margin: 0, device: F.iphone15,
      firstResponder: responder)
    #expect(BuiltInStrategy.adaptive.padding(for: input) == 0)
    var outside = input
    outside.firstResponder?.isInsideScrollView = false
    #expect(BuiltInStrategy.adaptive.padding(for: outside) == 228)
  }
}
