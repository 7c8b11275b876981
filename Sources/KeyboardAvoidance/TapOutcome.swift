/// What a tap does to the first responder, by the rules of `hideKeyboardOnTap`.
public enum TapOutcome: Sendable, Equatable {
  /// Nothing changes.
  case nothing
  /// The hit text input becomes first responder.
  case focusHitInput
  /// The first responder resigns, if there is one.
  case resign

  /// What was under the finger, as far as the rules care.
  public enum Target: Sendable, Equatable {
    /// The on-screen part of the keyboard, or nothing at all.
    case inert
    /// A text input.
    case textInput(isFocused: Bool, hidesKeyboardOnTap: Bool)
    /// A button: its action runs and nothing resigns.
    case button
    /// Any other view; `hidesKeyboardOnTap` counts if the view or an ancestor has it.
    case view(hidesKeyboardOnTap: Bool)
  }

  /// The outcome of a tap on `target`.
  ///
  /// A focused input that itself hides the keyboard on tap resigns (its ancestors' modifiers do
  /// not count here); any other input takes focus. A plain view resigns the first responder only
  /// when it or an ancestor carries the modifier: tapping outside does not dismiss by itself.
  public init(target: Target) {
    switch target {
    case .inert, .button:
      self = .nothing
    case .textInput(let isFocused, let hides):
      self = isFocused && hides ? .resign : .focusHitInput
    case .view(let hides):
      self = hides ? .resign : .nothing
    }
  }
}
