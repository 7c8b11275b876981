/// The curve and duration with which a change of a value animates.
public struct AnimationTiming: Sendable, Equatable, Hashable {
  /// The timing curve.
  public var curve: AnimationCurve
  /// The duration; the keyboard spring ignores it and settles by itself.
  public var duration: Microseconds

  /// Creates a timing.
  public init(curve: AnimationCurve, duration: Microseconds) {
    self.curve = curve
    self.duration = duration
  }

  /// What the keyboard uses before any notification has told otherwise: curve 7, 0.25 s.
  public static let keyboardDefault = AnimationTiming(curve: .keyboardSpring, duration: 250_000)

  /// No animation: a change with this timing moves the model value at once.
  public static let immediate = AnimationTiming(curve: .linear, duration: 0)

  /// Whether a change with this timing animates at all: Bézier curves of zero length do not.
  public var isAnimated: Bool {
    curve == .keyboardSpring || duration > 0
  }
}
