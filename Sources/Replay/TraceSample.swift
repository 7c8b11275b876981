public import KeyboardAvoidance

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
  /// Whether no padding or keyboard animation runs.
  public var isSettled: Bool
  /// The presented keyboard frame, on screen or not (off screen below it when hidden).
  public var keyboardFrame: Rect

  /// Creates a sample.
  public init(
    instant: Instant, keyboard: Double, paddings: ArraySlice<Double>, focus: String?,
    covered: Double, isSettled: Bool, keyboardFrame: Rect
  ) {
    self.instant = instant
    self.keyboard = keyboard
    self.paddings = paddings
    self.focus = focus
    self.covered = covered
    self.isSettled = isSettled
    self.keyboardFrame = keyboardFrame
  }
}
