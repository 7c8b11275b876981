import KeyboardAvoidance
import Testing

/// What a container's code sees of itself, and the worked example of
/// docs/semantics.md#swiftuis-keyboard-safe-area through the built-in strategies, each number
/// derived here from the formulas.
@Suite struct ContainerGeometryTests {
  static let screen = Size(width: 393, height: 852)
  static let insets = Insets(top: 59, bottom: 34)

  /// The worked example's numbers, from the formulas of
  /// docs/semantics.md#swiftuis-keyboard-safe-area.
  struct WorkedExample {
    let container = Rect(x: 0, y: 59, width: 393, height: 759)
    let field = Rect(x: 16, y: 640, width: 361, height: 44)
    let keyboardHeight = 336.0
    let height = 852.0
    var keyboardTop: Double { height - keyboardHeight }
    /// S = min(C.height, max(0, C.maxY - kTop)).
    var shift: Double { min(container.height, max(0, container.maxY - keyboardTop)) }
    /// K = H - kTop.
    var keyboardInset: Double { height - keyboardTop }
    var end: Rect { Rect(x: 0, y: keyboardTop, width: 393, height: keyboardHeight) }
  }

  static func input(
    _ example: WorkedExample, _ name: KeyboardNotification.Name = .keyboardWillShow
  ) throws -> PaddingInput {
    let geometry = ContainerGeometry(
      container: example.container, screen: screen, safeArea: insets, shift: example.shift,
      keyboardInset: example.keyboardInset)
    let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
    // The field's model frame has moved up by a x (P_model + S_model) = 1 x (0 + S).
    let model = example.field.offsetBy(dy: -example.shift)
    return PaddingInput(
      trigger: .notification(
        KeyboardNotification(name: name, begin: hidden, end: example.end, timing: .keyboardDefault)
      ),
      keyboardEnd: example.end, container: example.container, alignFactor: 1, margin: 0,
      device: try #require(Device.preset(named: "iphone-15")),
      firstResponder: PaddingInput.FirstResponder(
        modelFrame: model, layoutFrame: example.field, isInsideContainer: true),
      geometry: geometry, keyboardSafeAreaShift: example.shift)
  }

  @Test func theWorkedExampleOfTwelveOne() throws {
    let example = WorkedExample()
    // S = min(759, max(0, 818 - 516)) = 302.
    #expect(example.shift == 818 - 516)
    #expect(example.shift == 302)
    let input = try Self.input(example)
    // The geometry: height 759 - 302 = 457, maxY 59 + 457 = 516, bottom inset
    // max(0, 516 - (852 - max(34, 336))) = 0.
    #expect(input.geometry.frame == Rect(x: 0, y: 59, width: 393, height: 759 - example.shift))
    #expect(input.geometry.frame.height == 457)
    #expect(input.geometry.safeAreaInsets.bottom == max(0, 516 - (852 - max(34, 336))))
    #expect(input.geometry.safeAreaInsets.bottom == 0)
    // classic: keyboardTop = 457 - 336 = 121; fb = 684 - 302 = 382; P = 382 - 121 - 0 = 261.
    let keyboardTop = input.geometry.frame.height - example.keyboardHeight
    #expect(keyboardTop == 121)
    let focusedBottom = example.field.maxY - example.shift
    #expect(focusedBottom == 382)
    let classic = try #require(BuiltInStrategy.classic.padding(for: input))
    #expect(classic == focusedBottom - keyboardTop - input.geometry.safeAreaInsets.bottom)
    #expect(classic == 261)
    // The field ends 261 + 302 = 563 higher, at 121: 516 - 121 = 395 above the keyboard.
    #expect(example.field.maxY - (classic + example.shift) == 121)
    #expect(example.keyboardTop - (example.field.maxY - classic - example.shift) == 395)
    // adaptive: P = max(0, (684 - 516) / 1 - 302) = max(0, 168 - 302) = 0: the field ends at
    // 382, 134 above the keyboard.
    let adaptive = try #require(BuiltInStrategy.adaptive.padding(for: input))
    #expect(adaptive == max(0, (example.field.maxY - example.keyboardTop) / 1 - example.shift))
    #expect(adaptive == 0)
    #expect(example.keyboardTop - (example.field.maxY - adaptive - example.shift) == 134)
    // naive: P = 336, a lift of 336 + 302 = 638.
    let naive = try #require(BuiltInStrategy.naive.padding(for: input))
    #expect(naive == example.keyboardHeight)
    #expect(naive + example.shift == 638)
  }

  @Test func adaptiveSubtractsTheShiftOnlyWhereItFallsShort() throws {
    var input = try Self.input(WorkedExample())
    // A field at maxY 900 needs 900 - 516 = 384; SwiftUI already gives 302: 82 more.
    input.firstResponder?.layoutFrame = Rect(x: 16, y: 856, width: 361, height: 44)
    let short: Double = 384 - 302
    #expect(BuiltInStrategy.adaptive.padding(for: input) == short)
    // Centred content moves by half: (900 - 516) / 0.5 - 302 = 466.
    input.alignFactor = 0.5
    let centred: Double = 768 - 302
    #expect(BuiltInStrategy.adaptive.padding(for: input) == centred)
  }

  struct InsetCase: Sendable, CustomTestStringConvertible {
    var name: String
    var container: Rect
    var shift: Double
    var keyboardInset: Double
    var safeArea: Insets
    var expected: Insets
    var testDescription: String { name }
  }

  static let insetCases: [InsetCase] = [
    // A full-screen container: top 59 - 0, bottom 852 - (852 - 34) = 34.
    InsetCase(
      name: "full screen, no keyboard", container: Rect(x: 0, y: 0, width: 393, height: 852),
      shift: 0, keyboardInset: 0, safeArea: insets,
      expected: Insets(top: 59, bottom: 34)),
    // The safe area itself: no inset on any side.
    InsetCase(
      name: "the safe area", container: Rect(x: 0, y: 59, width: 393, height: 759), shift: 0,
      keyboardInset: 0, safeArea: insets, expected: Insets(top: 0, bottom: 0)),
    // Full screen, keyboard 336: S = min(852, 852 - 516) = 336, frame height 516, maxY 516,
    // bottom max(0, 516 - (852 - 336)) = 0.
    InsetCase(
      name: "full screen, keyboard shown", container: Rect(x: 0, y: 0, width: 393, height: 852),
      shift: 336, keyboardInset: 336, safeArea: insets,
      expected: Insets(top: 59, bottom: 0)),
    // A keyboard lower than the bottom inset (a hardware keyboard's 21 pt): K = 21 < 34, so
    // the bottom edge stays at 852 - 34 = 818; frame maxY 852 - 21 = 831: inset 13.
    InsetCase(
      name: "keyboard inside the bottom inset",
      container: Rect(x: 0, y: 0, width: 393, height: 852), shift: 21, keyboardInset: 21,
      safeArea: insets, expected: Insets(top: 59, bottom: 13)),
    // Landscape-like insets: left 47 - 10 = 37, right 390 - (393 - 47) = 44.
    InsetCase(
      name: "left and right", container: Rect(x: 10, y: 100, width: 380, height: 500), shift: 0,
      keyboardInset: 0, safeArea: Insets(top: 0, bottom: 21, left: 47, right: 47),
      expected: Insets(top: 0, bottom: 0, left: 37, right: 44)),
  ]

  @Test(arguments: insetCases)
  func insets(_ example: InsetCase) {
    let geometry = ContainerGeometry(
      container: example.container, screen: Self.screen, safeArea: example.safeArea,
      shift: example.shift, keyboardInset: example.keyboardInset)
    #expect(geometry.safeAreaInsets == example.expected)
    #expect(geometry.frame.height == example.container.height - example.shift)
  }

  @Test func theDefaultGeometryIsTheContainerOutsideTheSafeArea() throws {
    let device = try #require(Device.preset(named: "iphone-15"))
    let container = Rect(x: 0, y: 0, width: 393, height: 852)
    let input = PaddingInput(
      trigger: .focusChange, keyboardEnd: .hiddenKeyboard(height: 336, screen: Self.screen),
      container: container, alignFactor: 1, margin: 0, device: device, firstResponder: nil)
    #expect(
      input.geometry
        == ContainerGeometry(container: container, screen: Self.screen, safeArea: Self.insets))
    #expect(input.geometry.frame == container)
    // Today's insetBottom: max(0, 852 - (852 - 34)) = 34.
    #expect(input.geometry.safeAreaInsets.bottom == 34)
    #expect(input.keyboardSafeAreaShift == 0)
  }
}
