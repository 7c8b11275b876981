extension Strategy {
  /// The model padding the strategy sets in reaction to `input`, or nil when it does not react.
  ///
  /// - `none` never reacts.
  /// - `naive` reacts to `keyboardWillShow` (the end frame's height) and `keyboardWillHide` (0).
  /// - `classic` reacts to the same two, with the formula and faults of the widely copied code.
  /// - `adaptive` reacts to every will-notification and to focus changes.
  public func padding(for input: PaddingInput) -> Double? {
    guard reacts(to: input.trigger) else { return nil }
    switch self {
    case .none:
      return nil
    case .naive:
      guard case .notification(let note) = input.trigger else { return nil }
      return note.name == .keyboardWillShow ? note.end.height : 0
    case .classic:
      return Self.classicPadding(for: input)
    case .adaptive:
      return Self.adaptivePadding(for: input)
    }
  }

  /// Whether the strategy reacts to some input with `trigger`, the rule ``padding(for:)``
  /// follows: when it does not, the padding is nil whatever the rest of the input, which a
  /// caller then need not make. No strategy reacts to a did-notification.
  ///
  /// Inlinable, so that a replay asks without a call: most inputs find no reaction.
  @inlinable
  public func reacts(to trigger: PaddingInput.Trigger) -> Bool {
    switch (self, trigger) {
    case (.none, _):
      return false
    case (.naive, .notification(let note)), (.classic, .notification(let note)):
      return note.name == .keyboardWillShow || note.name == .keyboardWillHide
    case (.naive, .focusChange), (.classic, .focusChange):
      return false
    case (.adaptive, .notification(let note)):
      return note.name.isWill
    case (.adaptive, .focusChange):
      return true
    }
  }

  /// The copied formula, faults included: the keyboard's top is measured from the container's
  /// height rather than the screen, `end.height` counts even off screen, and the focused field
  /// is measured where the code's own padding has already moved it.
  ///
  /// - Precondition: The input is a notification `.classic` reacts to.
  private static func classicPadding(for input: PaddingInput) -> Double? {
    guard case .notification(let note) = input.trigger else { return nil }
    let keyboardHeight = note.name == .keyboardWillShow ? note.end.height : 0
    let keyboardTop = input.container.height - keyboardHeight
    let focusedBottom = input.firstResponder?.modelFrame.maxY ?? 0
    let screenBottom = input.screen.height - input.safeArea.bottom
    let insetBottom = max(0, input.container.maxY - screenBottom)
    return max(0, focusedBottom - keyboardTop - insetBottom)
  }

  /// Just enough padding to lift the focused field's layout frame (plus the margin) above a
  /// docked, visible keyboard; nothing for fields outside the container or top-aligned content.
  private static func adaptivePadding(for input: PaddingInput) -> Double {
    let screen = input.screen
    let keyboardTop =
      input.keyboardEnd.isShownDockedKeyboard(on: screen) ? input.keyboardEnd.minY : screen.height
    guard let field = input.firstResponder, field.isInsideContainer, input.alignFactor > 0 else {
      return 0
    }
    return max(0, (field.layoutFrame.maxY + input.margin - keyboardTop) / input.alignFactor)
  }
}
