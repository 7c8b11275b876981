/// How a container's padding animates to a new model value.
public enum PaddingAnimation: Sendable, Equatable, Hashable {
  /// The padding changes at once.
  case immediate
  /// The curve and duration of the last keyboard posting (the keyboard spring, 0.25 s, before
  /// any).
  case followKeyboard
  /// A fixed Bézier curve over a duration in microseconds; a duration of 0 means at once.
  case curve(AnimationCurve, duration: Microseconds)

  /// `easeIn` over `duration` seconds.
  public static func easeIn(duration: Double) -> PaddingAnimation {
    .curve(.easeIn, duration: microseconds(duration))
  }

  /// `easeOut` over `duration` seconds.
  public static func easeOut(duration: Double) -> PaddingAnimation {
    .curve(.easeOut, duration: microseconds(duration))
  }

  /// `easeInOut` over `duration` seconds.
  public static func easeInOut(duration: Double) -> PaddingAnimation {
    .curve(.easeInOut, duration: microseconds(duration))
  }

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> PaddingAnimation {
    .curve(.linear, duration: microseconds(duration))
  }

  /// The timing a padding change uses, or nil when it changes at once.
  ///
  /// - Parameter keyboard: The timing of the last keyboard posting.
  /// - Returns: The curve and duration, or nil for a change at once.
  public func timing(followingKeyboard keyboard: AnimationTiming) -> AnimationTiming? {
    switch self {
    case .immediate: nil
    case .followKeyboard: keyboard
    case .curve(let curve, let duration):
      duration > 0 ? AnimationTiming(curve: curve, duration: duration) : nil
    }
  }

  /// Whole microseconds in `seconds`, rounded half away from zero; negative or non-finite
  /// durations count as 0 (no animation), and durations are capped at an hour.
  private static func microseconds(_ seconds: Double) -> Microseconds {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    let scaled = (min(seconds, 3600) * Double(microsecondsPerSecond)).rounded(
      .toNearestOrAwayFromZero)
    return Microseconds(scaled)
  }
}
