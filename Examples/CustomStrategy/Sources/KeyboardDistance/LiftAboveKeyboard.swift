public import KeyboardAvoidance

/// The avoidance code under test: how one adaptive container's bottom padding
/// reacts to keyboard notifications and focus changes. (docs/api.md's first example, made
/// public so that the runner can register it, and built on `KeyboardAvoidance` alone.)
public struct LiftAboveKeyboard: AvoidanceStrategy {
  public let name = "lift"  // used in `strategy:` and `run:` lines
  // unless the scene's container overrides it
  public let animation = PaddingAnimation.followKeyboard

  /// Creates the strategy.
  public init() {}

  /// Lifts the focused field 10 points above the keyboard.
  ///
  /// - Parameter input: What happened, and what the container's code can see.
  /// - Returns: The padding, or nil for a did-notification.
  public func padding(for input: PaddingInput) -> Double? {  // nil: no reaction
    if case .notification(let note) = input.trigger, !note.name.isWill { return nil }
    let end = input.keyboardEnd
    let top =
      end.maxY >= input.screen.height && end.minY < input.screen.height
      ? end.minY : input.screen.height
    guard let field = input.firstResponder, field.isInsideContainer else { return 0 }
    return max(0, field.layoutFrame.maxY + 10 - top)
  }
}
