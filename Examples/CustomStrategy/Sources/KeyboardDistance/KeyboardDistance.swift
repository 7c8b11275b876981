public import KeyboardAvoidance

/// Keeps the focused field a fixed distance above the keyboard, as IQKeyboardManager's
/// `keyboardDistance` does (10 points unless set).
///
/// It reacts to every will-notification and every focus change. While a docked keyboard is
/// shown, the container's padding lifts the focused field's bottom edge `distance` points above
/// the keyboard's top edge (never below zero: a field already clear of it stays where it is);
/// otherwise the padding is zero. Content aligned to the container's centre moves half a point
/// per point of padding, so the padding doubles; top-aligned content does not move, so it gets
/// none.
public struct KeyboardDistance: AvoidanceStrategy {
  /// The name scenes use in `strategy:`.
  public let name: String
  /// The gap kept between the field's bottom edge and the keyboard's top edge, in points.
  public let distance: Double
  /// The padding animates with the keyboard's own curve and duration.
  public let animation = PaddingAnimation.followKeyboard

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - distance: The gap kept above the keyboard, in points.
  ///   - name: The name scenes use.
  public init(distance: Double = 10, name: String = "keyboard-distance") {
    self.distance = distance
    self.name = name
  }

  /// The padding that keeps the focused field `distance` above a shown, docked keyboard.
  ///
  /// - Parameter input: What happened, and what the container's code can see.
  /// - Returns: The padding, or nil for a did-notification.
  public func padding(for input: PaddingInput) -> Double? {
    if case .notification(let note) = input.trigger, !note.name.isWill { return nil }
    guard input.keyboardEnd.isShownDockedKeyboard(on: input.screen),
      let field = input.firstResponder, field.isInsideContainer, input.alignFactor > 0
    else { return 0 }
    let overlap = field.layoutFrame.maxY + distance - input.keyboardEnd.minY
    return max(0, overlap / input.alignFactor)
  }
}
