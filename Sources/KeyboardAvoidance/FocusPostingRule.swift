/// The keyboard posting the system makes when the first responder changes.
public enum FocusPostingRule: Sendable, Equatable {
  /// No posting.
  case none
  /// Show the keyboard: post to the docked frame (the bar-only frame with a hardware keyboard),
  /// with the focused input's toolbar.
  case show
  /// Hide the keyboard: post to the frame just below the screen.
  case hide
  /// Post again to the current end frame (begin equals end), as `focusChangeNotifies` asks.
  case repeatCurrent

  /// The rule for a focus change.
  ///
  /// An input gaining focus while the keyboard is not visible shows it, even when focus comes
  /// from another input (the keyboard was moved off screen meanwhile). Resigning hides a visible
  /// keyboard. Any other change with the keyboard visible posts nothing, as iOS 11 and later do,
  /// unless the scene asks for the older behaviour with `focusChangeNotifies`, or the keyboard
  /// is docked and the newly focused input's toolbar differs from the one before: the keyboard
  /// then changes height, and is posted to its new docked frame.
  ///
  /// - Parameters:
  ///   - hasFocus: Whether an input is first responder now.
  ///   - isKeyboardVisible: Whether the keyboard's end frame intersects the screen.
  ///   - focusChangeNotifies: The scene's `system.focusChangeNotifies`.
  ///   - changesDockedToolbar: Whether the keyboard's end frame is docked and the focused
  ///     input's toolbar height differs from that of the input that had focus (0 for none).
  public init(
    hasFocus: Bool, isKeyboardVisible: Bool, focusChangeNotifies: Bool,
    changesDockedToolbar: Bool = false
  ) {
    switch (hasFocus, isKeyboardVisible) {
    case (false, true): self = .hide
    case (false, false): self = .none
    case (true, false): self = .show
    case (true, true):
      self = changesDockedToolbar ? .show : focusChangeNotifies ? .repeatCurrent : .none
    }
  }
}
