import KeyboardAvoidance
import Testing

@Suite struct StrategyPaddingTests {
  static let iphone15 = Device.preset(named: "iphone-15")
  static let safeArea = Rect(x: 0, y: 59, width: 393, height: 759)
  static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
  static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
  static let field = Rect(x: 16, y: 640, width: 361, height: 44)

  /// The triggers each built-in reacts to, as docs/semantics.md#strategies lists them.
  static func reacts(_ strategy: BuiltInStrategy, to trigger: PaddingInput.Trigger) -> Bool {
    switch (strategy, trigger) {
    case (.noAvoidance, _), (.naive, .focusChange), (.classic, .focusChange): false
    case (.naive, .notification(let note)), (.classic, .notification(let note)):
      note.name == .keyboardWillShow || note.name == .keyboardWillHide
    case (.adaptive, .notification(let note)): note.name.isWill
    case (.adaptive, .focusChange): true
    }
  }

  static func note(_ name: KeyboardNotification.Name, end: Rect = shown) -> PaddingInput.Trigger {
    .notification(
      KeyboardNotification(name: name, begin: hidden, end: end, timing: .keyboardDefault))
  }

  static func input(
    _ trigger: PaddingInput.Trigger, end: Rect = shown, container: Rect = safeArea,
    align: Double = 1, margin: Double = 0, model: Rect? = field, layout: Rect = field,
    inside: Bool = true
  ) throws -> PaddingInput {
    PaddingInput(
      trigger: trigger, keyboardEnd: end, container: container, alignFactor: align,
      margin: margin, device: try #require(iphone15),
      firstResponder: model.map {
        PaddingInput.FirstResponder(modelFrame: $0, layoutFrame: layout, isInsideContainer: inside)
      })
  }

  @Test func theThreeStrategiesSettleWhereTheContractSays() throws {
    let willShow = try Self.input(Self.note(.keyboardWillShow))
    // classic: keyboardTop = 759 - 336 = 423; insetBottom = max(0, 818 - (852 - 34)) = 0;
    // 684 - 423 - 0 = 261.
    #expect(BuiltInStrategy.classic.padding(for: willShow) == 261)
    // adaptive: kTop = 516 (docked, on screen); 684 + 0 - 516 = 168.
    #expect(BuiltInStrategy.adaptive.padding(for: willShow) == 168)
    // naive: the end frame's height.
    #expect(BuiltInStrategy.naive.padding(for: willShow) == 336)
    #expect(BuiltInStrategy.noAvoidance.padding(for: willShow) == nil)
    // classic over-pads a safe-area container by 59 + (852 - 818) = 93 = 261 - 168.
  }

  @Test func classicUnderPadsAFullScreenContainerByTheBottomInset() throws {
    let input = try Self.input(
      Self.note(.keyboardWillShow), container: Rect(x: 0, y: 0, width: 393, height: 852))
    // keyboardTop = 852 - 336 = 516; insetBottom = 852 - 818 = 34; 684 - 516 - 34 = 134,
    // 34 short of the 168 the field needs.
    #expect(BuiltInStrategy.classic.padding(for: input) == 134)
  }

  @Test func classicMeasuresTheFieldWhereItsOwnPaddingMovedIt() throws {
    let moved = Self.field.offsetBy(dy: -261)
    let input = try Self.input(Self.note(.keyboardWillShow), model: moved)
    // fb = 684 - 261 = 423; 423 - 423 = 0: a second willShow drops the padding.
    #expect(BuiltInStrategy.classic.padding(for: input) == 0)
    #expect(BuiltInStrategy.adaptive.padding(for: input) == 168)
  }

  @Test func classicReadsEndHeightEvenWhenMostOfTheKeyboardIsOffScreen() throws {
    let bar = Rect(x: 0, y: 797, width: 393, height: 336)
    let input = try Self.input(Self.note(.keyboardWillShow, end: bar), end: bar)
    // Only 55 pt are visible, yet kh = 336 and the padding is 261 again.
    #expect(BuiltInStrategy.classic.padding(for: input) == 261)
    // adaptive: kTop = 797; 684 - 797 < 0, so 0.
    #expect(BuiltInStrategy.adaptive.padding(for: input) == 0)
  }

  @Test func willHideAndMissingFocusUseTheSameFormula() throws {
    let hide = try Self.input(Self.note(.keyboardWillHide, end: Self.hidden), end: Self.hidden)
    // kh = 0: keyboardTop = 759; 684 - 759 < 0.
    #expect(BuiltInStrategy.classic.padding(for: hide) == 0)
    #expect(BuiltInStrategy.naive.padding(for: hide) == 0)
    #expect(BuiltInStrategy.adaptive.padding(for: hide) == 0)
    let tall = Rect(x: 0, y: 0, width: 393, height: 2000)
    let noFocus = try Self.input(Self.note(.keyboardWillShow), container: tall, model: nil)
    // fb = 0 with no first responder: 0 - (2000 - 336) - max(0, 2000 - 818) < 0.
    #expect(BuiltInStrategy.classic.padding(for: noFocus) == 0)
    #expect(BuiltInStrategy.adaptive.padding(for: noFocus) == 0)
  }

  struct TriggerCase: Sendable, CustomTestStringConvertible {
    var trigger: PaddingInput.Trigger
    var naive: Bool
    var classic: Bool
    var adaptive: Bool
    var testDescription: String { "\(trigger)" }
  }

  @Test(arguments: [
    TriggerCase(
      trigger: note(.keyboardWillChangeFrame), naive: false, classic: false, adaptive: true),
    TriggerCase(trigger: note(.keyboardWillShow), naive: true, classic: true, adaptive: true),
    TriggerCase(trigger: note(.keyboardWillHide), naive: true, classic: true, adaptive: true),
    TriggerCase(
      trigger: note(.keyboardDidChangeFrame), naive: false, classic: false, adaptive: false),
    TriggerCase(trigger: note(.keyboardDidShow), naive: false, classic: false, adaptive: false),
    TriggerCase(trigger: note(.keyboardDidHide), naive: false, classic: false, adaptive: false),
    TriggerCase(trigger: .focusChange, naive: false, classic: false, adaptive: true),
  ])
  func whichTriggersEachStrategyReactsTo(_ item: TriggerCase) throws {
    let input = try Self.input(item.trigger)
    #expect((BuiltInStrategy.naive.padding(for: input) != nil) == item.naive)
    #expect((BuiltInStrategy.classic.padding(for: input) != nil) == item.classic)
    #expect((BuiltInStrategy.adaptive.padding(for: input) != nil) == item.adaptive)
    #expect(BuiltInStrategy.noAvoidance.padding(for: input) == nil)
  }

  /// The replay skips a padding reaction to a trigger the strategy does not react to, so that
  /// must never hide a padding: for every trigger and a spread of inputs, a strategy that does
  /// not react to the trigger sets none, and one that does sets one for some input.
  @Test func aStrategyThatDoesNotReactToATriggerSetsNoPadding() throws {
    let triggers =
      KeyboardNotification.Name.allCases.flatMap { name in
        [Self.shown, Self.hidden].map { Self.note(name, end: $0) }
      } + [.focusChange]
    for strategy in BuiltInStrategy.allCases {
      for trigger in triggers {
        let inputs = [
          try Self.input(trigger), try Self.input(trigger, end: Self.hidden),
          try Self.input(trigger, align: 0.5, margin: 8), try Self.input(trigger, model: nil),
          try Self.input(trigger, inside: false),
        ]
        let paddings = inputs.map { strategy.padding(for: $0) }
        if Self.reacts(strategy, to: trigger) {
          #expect(paddings.contains { $0 != nil }, "\(strategy) \(trigger)")
        } else {
          #expect(paddings.allSatisfy { $0 == nil }, "\(strategy) \(trigger)")
        }
      }
    }
  }

  @Test func adaptiveAlignmentMarginAndContainment() throws {
    let trigger = PaddingInput.Trigger.focusChange
    // center: (684 - 516) / 0.5 = 336.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(trigger, align: 0.5)) == 336)
    // top: content does not move, so padding cannot help.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(trigger, align: 0)) == 0)
    // margin 8: 684 + 8 - 516 = 176.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(trigger, margin: 8)) == 176)
    // A field outside the container.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(trigger, inside: false)) == 0)
    // The layout frame counts, not the model frame.
    let moved = try Self.input(trigger, model: Self.field.offsetBy(dy: -100))
    #expect(BuiltInStrategy.adaptive.padding(for: moved) == 168)
  }

  @Test func adaptiveIgnoresUndockedKeyboards() throws {
    let floating = Rect(x: 20, y: 300, width: 300, height: 200)
    // Not docked: kTop = H = 852, and 684 - 852 < 0.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(.focusChange, end: floating)) == 0)
    let split = Rect(x: 0, y: 560, width: 393, height: 200)
    // Spans the width but ends at 760 < 852: not docked either.
    #expect(BuiltInStrategy.adaptive.padding(for: try Self.input(.focusChange, end: split)) == 0)
  }
}
