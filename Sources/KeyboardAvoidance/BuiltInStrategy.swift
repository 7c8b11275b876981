/// The four strategies kbreplay knows without registration: the versions of the SwiftUI
/// `keyboardAdaptive()` pattern, faults included, and the corrected one.
public enum BuiltInStrategy: String, AvoidanceStrategy, CaseIterable {
  /// `none`: never pads.
  case noAvoidance = "none"
  /// `naive`: the first version of the pattern, padding by the keyboard's end-frame height.
  case naive
  /// `classic`: the widely copied version, reproduced with its faults.
  case classic
  /// `adaptive`: the corrected strategy.
  case adaptive

  /// The name scenes use: `none`, `naive`, `classic` or `adaptive`.
  public var name: String { rawValue }

  /// At once for `none` and `naive`, `easeOut` 0.16 s for `classic`, the keyboard's own for
  /// `adaptive`.
  public var animation: PaddingAnimation {
    switch self {
    case .noAvoidance, .naive: .immediate
    case .classic: .easeOut(duration: 0.16)
    case .adaptive: .followKeyboard
    }
  }

  /// The padding the strategy sets in reaction to `input`, or nil when it does not react.
  ///
  /// - `none` never reacts.
  /// - `naive` reacts to `keyboardWillShow` (the end frame's height) and `keyboardWillHide` (0).
  /// - `classic` reacts to the same two, with the formula and faults of the widely copied code.
  /// - `adaptive` reacts to every will-notification and to every focus change.
  public func padding(for input: PaddingInput) -> Double? {
    guard reacts(to: input.trigger) else { return nil }
    let showing: KeyboardNotification? =
      if case .notification(let note) = input.trigger, note.name == .keyboardWillShow { note } else
      {
        nil
      }
    switch self {
    case .noAvoidance: return nil
    case .naive: return showing?.end.height ?? 0
    case .classic: return Self.classicPadding(for: input, showing: showing)
    case .adaptive: return Self.adaptivePadding(for: input)
    }
  }

  /// The content inset the strategy gives a scroll view in reaction to `input`, or nil.
  ///
  /// - `none` and `classic` leave scroll views alone.
  /// - `naive` is the common recipe: the end frame's height on `keyboardWillShow`, 0 on
  ///   `keyboardWillHide`, which over-insets by whatever part of the keyboard is below the
  ///   viewport (the home indicator's strip on most phones).
  /// - `adaptive` insets by the part of the viewport the keyboard covers, on every
  ///   will-notification.
  public func contentInset(for input: ScrollInput) -> Double? {
    guard case .notification(let note) = input.trigger else { return nil }
    switch self {
    case .noAvoidance, .classic:
      return nil
    case .naive:
      switch note.name {
      case .keyboardWillShow: return note.end.height
      case .keyboardWillHide: return 0
      default: return nil
      }
    case .adaptive:
      guard note.name.isWill else { return nil }
      let screen = input.screen
      let keyboardTop =
        input.keyboardEnd.isShownDockedKeyboard(on: screen) ? input.keyboardEnd.minY : screen.height
      return max(0, input.viewport.maxY - keyboardTop)
    }
  }

  /// The triggers ``padding(for:)`` answers: `naive` and `classic` react to `keyboardWillShow`
  /// and `keyboardWillHide` only, `adaptive` to every will-notification and focus change, `none`
  /// to nothing.
  public func reacts(to trigger: PaddingInput.Trigger) -> Bool {
    switch (self, trigger) {
    case (.noAvoidance, _), (.naive, .focusChange), (.classic, .focusChange): false
    case (.naive, .notification(let note)), (.classic, .notification(let note)):
      note.name == .keyboardWillShow || note.name == .keyboardWillHide
    case (.adaptive, .notification(let note)): note.name.isWill
    case (.adaptive, .focusChange): true
    }
  }

  /// The copied formula, faults included: the keyboard's top is measured from the height the
  /// container's geometry reports rather than the screen, `end.height` counts even off screen,
  /// and the focused field is measured where the code's own padding (and SwiftUI's keyboard
  /// safe area) has already moved it (its model frame).
  private static func classicPadding(for input: PaddingInput, showing note: KeyboardNotification?)
    -> Double
  {
    let keyboardHeight = note?.end.height ?? 0
    let keyboardTop = input.geometry.frame.height - keyboardHeight
    let focusedBottom = input.firstResponder?.modelFrame.maxY ?? 0
    return max(0, focusedBottom - keyboardTop - input.geometry.safeAreaInsets.bottom)
  }

  /// Just enough padding to lift the focused field's layout frame (plus the margin) above a
  /// docked, visible keyboard, less what SwiftUI's keyboard safe area already lifts it;
  /// nothing for fields outside the container, for fields inside a scroll view (its inset and
  /// scrolling lift them) and for top-aligned content.
  private static func adaptivePadding(for input: PaddingInput) -> Double {
    let screen = input.screen
    let keyboardTop =
      input.keyboardEnd.isShownDockedKeyboard(on: screen) ? input.keyboardEnd.minY : screen.height
    guard let field = input.firstResponder, field.isInsideContainer, !field.isInsideScrollView,
      input.alignFactor > 0
    else {
      return 0
    }
    let lift = (field.layoutFrame.maxY + input.margin - keyboardTop) / input.alignFactor
    return max(0, lift - input.keyboardSafeAreaShift)
  }
}
