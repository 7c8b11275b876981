import KeyboardAvoidance

/// What was on screen at one instant.
public struct TraceSample: Sendable, Equatable {
  /// When the sample was taken.
  public var instant: Instant
  /// The height of the presented keyboard frame's part on screen.
  public var keyboard: Double
  /// Each adaptive container's presented padding, in document order.
  public var paddings: ArraySlice<Double>
  /// The focused input's id, or nil.
  public var focus: String?
  /// How much of the focused input's presented frame the presented keyboard covers.
  public var covered: Double
  /// Whether no padding, keyboard, safe-area shift or content offset animation runs, and no
  /// finger holds the keyboard.
  public var isSettled: Bool
  /// The presented keyboard frame, on screen or not (off screen below it when hidden).
  public var keyboardFrame: Rect
  /// Each keyboard safe-area container's presented shift, in document order; empty in a scene
  /// without such containers.
  public var safeAreaShifts: ArraySlice<Double>
  /// Each scroll view's presented content offset, in document order; empty in a scene without
  /// scroll views.
  public var offsets: ArraySlice<Double>
  /// Each scroll view's bottom content inset, in document order.
  public var contentInsets: ArraySlice<Double>

  /// Creates a sample.
  public init(
    instant: Instant, keyboard: Double, paddings: ArraySlice<Double>, focus: String?,
    covered: Double, isSettled: Bool, keyboardFrame: Rect, safeAreaShifts: ArraySlice<Double> = [],
    offsets: ArraySlice<Double> = [], contentInsets: ArraySlice<Double> = []
  ) {
    self.instant = instant
    self.keyboard = keyboard
    self.paddings = paddings
    self.focus = focus
    self.covered = covered
    self.isSettled = isSettled
    self.keyboardFrame = keyboardFrame
    self.safeAreaShifts = safeAreaShifts
    self.offsets = offsets
    self.contentInsets = contentInsets
  }
}
