import KeyboardAvoidance
import Testing

/// The tap outcome (docs/semantics.md#taps) and the focus posting rule (the table of
/// docs/semantics.md#the-keyboard).
@Suite struct ResponderRuleTests {
  struct TapCase: Sendable, CustomTestStringConvertible {
    var target: TapOutcome.Target
    var outcome: TapOutcome
    var testDescription: String { "\(target)" }
  }

  @Test(arguments: [
    TapCase(target: .inert, outcome: .nothing),
    TapCase(target: .button, outcome: .nothing),
    TapCase(
      target: .textInput(isFocused: false, hidesKeyboardOnTap: false), outcome: .focusHitInput),
    TapCase(
      target: .textInput(isFocused: false, hidesKeyboardOnTap: true), outcome: .focusHitInput),
    TapCase(
      target: .textInput(isFocused: true, hidesKeyboardOnTap: false), outcome: .focusHitInput),
    TapCase(target: .textInput(isFocused: true, hidesKeyboardOnTap: true), outcome: .resign),
    TapCase(target: .view(hidesKeyboardOnTap: true), outcome: .resign),
    TapCase(target: .view(hidesKeyboardOnTap: false), outcome: .nothing),
  ])
  func tapOutcome(_ item: TapCase) {
    #expect(TapOutcome(target: item.target) == item.outcome)
  }

  struct FocusCase: Sendable, CustomTestStringConvertible {
    var hasFocus: Bool
    var isKeyboardVisible: Bool
    var focusChangeNotifies: Bool
    var rule: FocusPostingRule
    var testDescription: String {
      "focus \(hasFocus), visible \(isKeyboardVisible), notifies \(focusChangeNotifies)"
    }
  }

  @Test(arguments: [
    FocusCase(hasFocus: true, isKeyboardVisible: false, focusChangeNotifies: false, rule: .show),
    FocusCase(hasFocus: true, isKeyboardVisible: false, focusChangeNotifies: true, rule: .show),
    FocusCase(hasFocus: true, isKeyboardVisible: true, focusChangeNotifies: false, rule: .none),
    FocusCase(
      hasFocus: true, isKeyboardVisible: true, focusChangeNotifies: true, rule: .repeatCurrent),
    FocusCase(hasFocus: false, isKeyboardVisible: true, focusChangeNotifies: false, rule: .hide),
    FocusCase(hasFocus: false, isKeyboardVisible: true, focusChangeNotifies: true, rule: .hide),
    FocusCase(hasFocus: false, isKeyboardVisible: false, focusChangeNotifies: true, rule: .none),
  ])
  func focusPosting(_ item: FocusCase) {
    let rule = FocusPostingRule(
      hasFocus: item.hasFocus, isKeyboardVisible: item.isKeyboardVisible,
      focusChangeNotifies: item.focusChangeNotifies)
    #expect(rule == item.rule)
  }
}
