import KBReplay
import KeyboardDistance
import Testing

/// The strategy on its own, called with inputs made by hand, as a unit test of a team's
/// avoidance code would.
@Suite struct KeyboardDistanceTests {
  func input(
    _ trigger: PaddingInput.Trigger, keyboardTop: Double = 516, fieldBottom: Double = 684,
    alignFactor: Double = 1
  ) throws -> PaddingInput {
    let device = try #require(Device.preset(named: "iphone-15"))
    let field = Rect(x: 16, y: fieldBottom - 44, width: 361, height: 44)
    return PaddingInput(
      trigger: trigger,
      keyboardEnd: Rect(x: 0, y: keyboardTop, width: 393, height: 852 - keyboardTop),
      container: Rect(x: 0, y: 59, width: 393, height: 759), alignFactor: alignFactor,
      margin: 0, device: device,
      firstResponder: .init(modelFrame: field, layoutFrame: field, isInsideContainer: true))
  }

  @Test func keepsTheFieldTheDistanceAboveTheKeyboard() throws {
    #expect(KeyboardDistance().padding(for: try input(.focusChange)) == 178)
    #expect(KeyboardDistance(distance: 20).padding(for: try input(.focusChange)) == 188)
  }

  @Test func centredContentGetsTwiceThePadding() throws {
    #expect(KeyboardDistance().padding(for: try input(.focusChange, alignFactor: 0.5)) == 356)
  }

  @Test func aFieldClearOfTheKeyboardAndAHiddenKeyboardGetNone() throws {
    #expect(KeyboardDistance().padding(for: try input(.focusChange, fieldBottom: 344)) == 0)
    #expect(KeyboardDistance().padding(for: try input(.focusChange, keyboardTop: 852)) == 0)
  }
}
