import KBReplay

// The example strategy of docs/api.md#examples, as written.

/// The avoidance code under test: how one adaptive container's bottom padding
/// reacts to keyboard notifications and focus changes.
struct LiftAboveKeyboard: AvoidanceStrategy {
  let name = "lift"  // used in `strategy:` and `run:` lines
  let animation = PaddingAnimation.followKeyboard  // unless the scene's container overrides it
  func padding(for input: PaddingInput) -> Double? {  // nil: no reaction
    if case .notification(let note) = input.trigger, !note.name.isWill { return nil }
    let end = input.keyboardEnd
    let top =
      end.maxY >= input.screen.height && end.minY < input.screen.height
      ? end.minY : input.screen.height
    guard let field = input.firstResponder, field.isInsideContainer else { return 0 }
    return max(0, field.layoutFrame.maxY + 10 - top)
  }
}

/// Another strategy named `lift`, for the duplicate-name error.
struct OtherLift: AvoidanceStrategy {
  let name = "lift"
  let animation = PaddingAnimation.immediate
  func padding(for input: PaddingInput) -> Double? { nil }
}

/// A strategy that takes a built-in's name.
struct MyClassic: AvoidanceStrategy {
  let name = "classic"
  let animation = PaddingAnimation.immediate
  func padding(for input: PaddingInput) -> Double? { nil }
}

/// A strategy with a name that is not allowed.
struct Shouting: AvoidanceStrategy {
  let name = "Lift"
  let animation = PaddingAnimation.immediate
  func padding(for input: PaddingInput) -> Double? { nil }
}

/// A strategy that returns `value` whenever it is asked.
struct Broken: AvoidanceStrategy {
  let name = "broken"
  let animation = PaddingAnimation.immediate
  var value = Double.nan
  func padding(for input: PaddingInput) -> Double? { value }
}

/// Scene texts for the tests.
enum SceneTexts {
  /// The password field below the keyboard, replayed with `strategy` and `classic`.
  static func password(strategy: String = "lift", fieldY: Int = 640) -> String {
    """
    scene: Password field below the keyboard
    strategy: [\(strategy), classic]
    layout:
      view: screen
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      children:
        - textField: password
          frame: [16, \(fieldY), 361, 44]
    events:
      - {at: 0.1, tap: password}
    expect:
      - {at: 0.5, focus: password}

    """
  }
}
