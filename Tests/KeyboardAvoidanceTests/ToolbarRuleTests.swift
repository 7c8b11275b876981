import KeyboardAvoidance
import Testing

/// The core's toolbar rules (docs/semantics.md#keyboard-toolbars): the docked frame with a
/// toolbar, and the focus posting when the toolbar changes on a docked keyboard.
@Suite struct ToolbarRuleTests {
  static let screen = Size(width: 393, height: 852)

  struct FrameCase: Sendable, CustomTestStringConvertible {
    var accessory: Double?
    var toolbar: Double
    var expected: Rect
    var testDescription: String { "accessory \(accessory ?? -1), toolbar \(toolbar)" }
  }

  /// `[0, H - (kh + tb), W, kh + tb]`, with a hardware keyboard `[0, H - (accessory + tb), W,
  /// kh + tb]`; kh = 336, H = 852.
  @Test(arguments: [
    // 852 - 336 = 516: today's frame.
    FrameCase(accessory: nil, toolbar: 0, expected: Rect(x: 0, y: 516, width: 393, height: 336)),
    // 852 - (336 + 44) = 472, height 380.
    FrameCase(accessory: nil, toolbar: 44, expected: Rect(x: 0, y: 472, width: 393, height: 380)),
    // 852 - 55 = 797: today's hardware frame.
    FrameCase(accessory: 55, toolbar: 0, expected: Rect(x: 0, y: 797, width: 393, height: 336)),
    // 852 - (55 + 44) = 753, height 380.
    FrameCase(accessory: 55, toolbar: 44, expected: Rect(x: 0, y: 753, width: 393, height: 380)),
    // 852 - 1_000_336 = -999_484.
    FrameCase(
      accessory: nil, toolbar: 1_000_000,
      expected: Rect(x: 0, y: -999_484, width: 393, height: 1_000_336)),
  ])
  func dockedFrameCarriesTheToolbar(_ item: FrameCase) {
    let frame = Rect.dockedKeyboard(
      height: 336, screen: Self.screen, accessory: item.accessory, toolbar: item.toolbar)
    #expect(frame == item.expected)
    #expect(frame.isDockedKeyboard(on: Self.screen))
  }

  @Test func withoutAToolbarTheFrameIsBitForBitTodays() {
    for height in [0.1, 291, 336.333_333_333_333_3, 1e6] {
      for accessory in [nil, 55.5] {
        let today = Rect.dockedKeyboard(height: height, screen: Self.screen, accessory: accessory)
        let zero = Rect.dockedKeyboard(
          height: height, screen: Self.screen, accessory: accessory, toolbar: 0)
        #expect(today.y.bitPattern == zero.y.bitPattern)
        #expect(today.height.bitPattern == zero.height.bitPattern)
      }
    }
  }

  /// A toolbar change shows the new docked frame only while an input gains focus on a visible
  /// keyboard; resigning and showing are unchanged by it.
  @Test func aToolbarChangeOnAVisibleKeyboardPosts() {
    for notifies in [false, true] {
      #expect(
        FocusPostingRule(
          hasFocus: true, isKeyboardVisible: true, focusChangeNotifies: notifies,
          changesDockedToolbar: true) == .show)
      #expect(
        FocusPostingRule(
          hasFocus: true, isKeyboardVisible: true, focusChangeNotifies: notifies,
          changesDockedToolbar: false) == (notifies ? .repeatCurrent : .none))
      #expect(
        FocusPostingRule(
          hasFocus: false, isKeyboardVisible: true, focusChangeNotifies: notifies,
          changesDockedToolbar: true) == .hide)
      #expect(
        FocusPostingRule(
          hasFocus: true, isKeyboardVisible: false, focusChangeNotifies: notifies,
          changesDockedToolbar: true) == .show)
    }
  }
}
