/// Everything a strategy reads when it recomputes one scroll view's bottom content inset
/// (docs/semantics.md#scroll-views-and-drags).
public struct ScrollInput: Sendable, Equatable {
  /// The notification delivered; always a `.notification`.
  public var trigger: PaddingInput.Trigger
  /// The keyboard's current end frame (that of the last posting).
  public var keyboardEnd: Rect
  /// The scroll view's viewport in window coordinates: moved with its adaptive container's
  /// model padding, its bottom raised by its own keyboard safe-area shift.
  public var viewport: Rect
  /// The simulated device's screen size.
  public var screen: Size
  /// The simulated device's safe-area insets.
  public var safeArea: Insets
  /// The current bottom content inset.
  public var contentInset: Double
  /// The focused input, if any; `isInsideContainer` says whether it is inside this scroll view.
  public var firstResponder: PaddingInput.FirstResponder?

  /// Creates an input.
  public init(
    trigger: PaddingInput.Trigger, keyboardEnd: Rect, viewport: Rect, screen: Size,
    safeArea: Insets, contentInset: Double, firstResponder: PaddingInput.FirstResponder?
  ) {
    self.trigger = trigger
    self.keyboardEnd = keyboardEnd
    self.viewport = viewport
    self.screen = screen
    self.safeArea = safeArea
    self.contentInset = contentInset
    self.firstResponder = firstResponder
  }
}
