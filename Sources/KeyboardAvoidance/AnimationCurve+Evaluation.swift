#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

extension AnimationCurve {
  /// The keyboard spring's angular frequency `w = sqrt(1000 / 3)` (stiffness over mass).
  ///
  /// Written as the literal `(1000.0 / 3.0).squareRoot()` rounds to (a test checks that the bits
  /// agree), so that reading it is a constant rather than a lazily initialised global.
  public static let springAngularFrequency: Double = 18.257418583505537

  /// A spring contribution completes once what remains of it is at most this many points.
  public static let springCompletionThreshold: Double = 0.005

  /// The largest error in x accepted when solving a Bézier curve for its parameter.
  public static let bezierTolerance: Double = 1e-7

  /// The cubic Bézier control points `(x1, y1, x2, y2)`, or nil for the spring.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch self {
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .linear: (0, 0, 1, 1)
    case .keyboardSpring: nil
    }
  }

  /// The fraction of the change completed `elapsed` seconds after an animation started.
  ///
  /// Bézier curves map `elapsed / duration` (clamped to 0...1) through the curve, and a
  /// zero-length one is complete at once. The spring is `1 - (1 + w t) exp(-w t)` and ignores
  /// `duration`. Nothing has happened before the start.
  ///
  /// - Parameters:
  ///   - elapsed: Seconds since the animation started.
  ///   - duration: The animation's duration in seconds.
  /// - Returns: The progress; 0 at the start, 1 (or approaching it) at the end.
  public func progress(elapsed: Double, duration: Double) -> Double {
    guard let points = controlPoints else {
      guard elapsed > 0 else { return 0 }
      let phase = Self.springAngularFrequency * elapsed
      return 1 - (1 + phase) * exp(-phase)
    }
    guard duration > 0 else { return 1 }
    let x = min(max(elapsed / duration, 0), 1)
    if self == .linear { return x }
    let bezier = CubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    return bezier.y(at: bezier.parameter(forX: x, tolerance: Self.bezierTolerance))
  }
}

/// A unit cubic Bézier from (0, 0) to (1, 1) with two inner control points.
struct CubicBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// x at curve parameter `s`.
  func x(at s: Double) -> Double { Self.coordinate(s, x1, x2) }

  /// y at curve parameter `s`.
  func y(at s: Double) -> Double { Self.coordinate(s, y1, y2) }

  /// The derivative of x with respect to the curve parameter.
  func slopeOfX(at s: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * x1 + 6 * inverse * s * (x2 - x1) + 3 * s * s * (1 - x2)
  }

  /// The parameter `s` in 0...1 with `|x(s) - x| <= tolerance`: Newton's method from `s = x`,
  /// then bisection if Newton stalls (a flat slope) or leaves the interval.
  func parameter(forX x: Double, tolerance: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = self.x(at: s) - x
      if abs(error) <= tolerance { return s }
      let slope = slopeOfX(at: s)
      if abs(slope) < 1e-12 { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    s = x
    while high - low > 1e-15 {
      s = (low + high) / 2
      let error = self.x(at: s) - x
      if abs(error) <= tolerance { return s }
      if error < 0 { low = s } else { high = s }
    }
    return s
  }

  private static func coordinate(_ s: Double, _ first: Double, _ second: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * first + 3 * inverse * s * s * second + s * s * s
  }
}
