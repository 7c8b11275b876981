import KeyboardAvoidance
import Testing

@Suite struct RectKeyboardTests {
  static let screen = Size(width: 393, height: 852)

  struct FrameCase: Sendable, CustomTestStringConvertible {
    var frame: Rect
    var isVisible: Bool
    var isDocked: Bool
    var isShownDocked: Bool
    var visibleHeight: Double
    var testDescription: String { "\(frame)" }
  }

  @Test(arguments: [
    // Docked software keyboard.
    FrameCase(
      frame: Rect(x: 0, y: 516, width: 393, height: 336), isVisible: true, isDocked: true,
      isShownDocked: true, visibleHeight: 336),
    // Hidden just below the screen: touching the bottom edge is not intersecting.
    FrameCase(
      frame: Rect(x: 0, y: 852, width: 393, height: 336), isVisible: false, isDocked: true,
      isShownDocked: false, visibleHeight: 0),
    // Hardware keyboard: only the 55 pt bar on screen, still docked.
    FrameCase(
      frame: Rect(x: 0, y: 797, width: 393, height: 336), isVisible: true, isDocked: true,
      isShownDocked: true, visibleHeight: 55),
    // Floating: narrower than the screen.
    FrameCase(
      frame: Rect(x: 20, y: 300, width: 300, height: 200), isVisible: true, isDocked: false,
      isShownDocked: false, visibleHeight: 200),
    // Split or undocked: full width but above the bottom edge.
    FrameCase(
      frame: Rect(x: 0, y: 400, width: 393, height: 200), isVisible: true, isDocked: false,
      isShownDocked: false, visibleHeight: 200),
    // Off to the side.
    FrameCase(
      frame: Rect(x: 393, y: 516, width: 393, height: 336), isVisible: false, isDocked: false,
      isShownDocked: false, visibleHeight: 0),
  ])
  func keyboardFramePredicates(_ item: FrameCase) {
    #expect(item.frame.isVisibleKeyboard(on: Self.screen) == item.isVisible)
    #expect(item.frame.isDockedKeyboard(on: Self.screen) == item.isDocked)
    #expect(item.frame.isShownDockedKeyboard(on: Self.screen) == item.isShownDocked)
    #expect(item.frame.visibleHeight(on: Self.screen) == item.visibleHeight)
  }

  @Test func dockedAndHiddenFrames() {
    #expect(
      Rect.dockedKeyboard(height: 336, screen: Self.screen, accessory: nil)
        == Rect(x: 0, y: 516, width: 393, height: 336))
    // With a hardware keyboard: [0, H - accessory, W, kh].
    #expect(
      Rect.dockedKeyboard(height: 336, screen: Self.screen, accessory: 55)
        == Rect(x: 0, y: 797, width: 393, height: 336))
    #expect(
      Rect.hiddenKeyboard(height: 291, screen: Self.screen)
        == Rect(x: 0, y: 852, width: 393, height: 291))
  }

  @Test func intersectionNeedsPositiveAreaInBothDirections() {
    let field = Rect(x: 16, y: 640, width: 361, height: 44)
    #expect(field.intersects(Rect(x: 0, y: 683, width: 393, height: 10)))
    #expect(!field.intersects(Rect(x: 0, y: 684, width: 393, height: 10)))
    #expect(!field.intersects(Rect(x: 377, y: 600, width: 10, height: 100)))
  }
}
