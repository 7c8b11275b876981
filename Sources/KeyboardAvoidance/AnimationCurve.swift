/// A timing curve for an animation.
public enum AnimationCurve: Sendable, Equatable, Hashable {
  /// Cubic Bézier (0.42, 0, 1, 1).
  case easeIn
  /// Cubic Bézier (0, 0, 0.58, 1).
  case easeOut
  /// Cubic Bézier (0.42, 0, 0.58, 1).
  case easeInOut
  /// Constant speed.
  case linear
  /// The keyboard's own curve (UIKit raw value 7), modelled as a critically damped spring.
  case keyboardSpring

  /// The curve for a UIKit `UIView.AnimationCurve` raw value, or nil for values kbreplay does not
  /// model.
  public init?(uikitRawValue: Int) {
    switch uikitRawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    case 7: self = .keyboardSpring
    default: return nil
    }
  }

  /// The UIKit raw value, as printed in notifications.
  public var uikitRawValue: Int {
    switch self {
    case .easeInOut: 0
    case .easeIn: 1
    case .easeOut: 2
    case .linear: 3
    case .keyboardSpring: 7
    }
  }
}
