import Foundation
import KeyboardAvoidance
import Testing

@Suite struct AnimationCurveEvaluationTests {
  struct BezierCase: Sendable, CustomTestStringConvertible {
    var curve: AnimationCurve
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double
    var testDescription: String { "\(curve)" }
  }

  static let bezierCurves = [
    BezierCase(curve: .easeIn, x1: 0.42, y1: 0, x2: 1, y2: 1),
    BezierCase(curve: .easeOut, x1: 0, y1: 0, x2: 0.58, y2: 1),
    BezierCase(curve: .easeInOut, x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    BezierCase(curve: .linear, x1: 0, y1: 0, x2: 1, y2: 1),
  ]

  /// The Bernstein form B(s) = 3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3, written out independently of
  /// the code under test: for parameter s the curve passes through (B_x(s), B_y(s)), so the
  /// progress at time fraction B_x(s) must be B_y(s).
  @Test(arguments: bezierCurves)
  func bezierMatchesItsDefinitionAtSeveralParameters(_ item: BezierCase) {
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    for s in [0.05, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.97] {
      let x = bernstein(s, item.x1, item.x2)
      let y = bernstein(s, item.y1, item.y2)
      // 0.4 s animation: the curve sees elapsed / duration = x.
      let progress = item.curve.progress(elapsed: x * 0.4, duration: 0.4)
      // x is solved to 1e-7; dy/dx is at most about 3.5 on these curves.
      #expect(abs(progress - y) < 5e-7, "s = \(s)")
    }
  }

  @Test func easeOutAtTheContractExampleTime() {
    // 1/60 s into a 0.16 s easeOut: x = 0.1041667. With x(s) = 1.74 s^2 - 0.74 s^3, s = 0.25940
    // (1.74 * 0.067288 - 0.74 * 0.017455 = 0.104166), y = 3 s^2 - 2 s^3 = 0.201865 - 0.034909
    // = 0.166956 (s is 0.2594018 to seven places,
    // adding 2e-6); 261 * 0.166958 = 43.58, the padding of the
    // password scene's `classic` trace at t = 0.1167 (TraceTextFormatTests).
    let progress = AnimationCurve.easeOut.progress(elapsed: 1.0 / 60, duration: 0.16)
    #expect(abs(progress - 0.166958) < 2e-6)
  }

  @Test func easeInOutIsSymmetricAndHalfwayAtHalfTime() {
    // Control points (0.42, 0) and (0.58, 1) are point-symmetric about (0.5, 0.5).
    #expect(abs(AnimationCurve.easeInOut.progress(elapsed: 0.5, duration: 1) - 0.5) < 1e-9)
    let early = AnimationCurve.easeInOut.progress(elapsed: 0.2, duration: 1)
    let late = AnimationCurve.easeInOut.progress(elapsed: 0.8, duration: 1)
    #expect(abs(early + late - 1) < 1e-6)
  }

  @Test(arguments: bezierCurves)
  func bezierClampsAndHandlesZeroDuration(_ item: BezierCase) {
    #expect(item.curve.progress(elapsed: 0, duration: 0.25) == 0)
    #expect(item.curve.progress(elapsed: -1, duration: 0.25) == 0)
    #expect(item.curve.progress(elapsed: 0.25, duration: 0.25) == 1)
    #expect(item.curve.progress(elapsed: 3, duration: 0.25) == 1)
    #expect(item.curve.progress(elapsed: 0, duration: 0) == 1)
  }

  @Test(arguments: bezierCurves)
  func bezierIsMonotoneOnAFineGridIncludingTheFlatEnds(_ item: BezierCase) {
    var previous = 0.0
    for step in 0...2000 {
      let x = Double(step) / 2000
      let progress = item.curve.progress(elapsed: x, duration: 1)
      #expect(progress >= previous - 1e-7 && progress <= 1 + 1e-12, "x = \(x)")
      previous = progress
    }
  }

  @Test func springFollowsTheCriticallyDampedClosedForm() {
    let w = (1000.0 / 3.0).squareRoot()
    func spring(_ seconds: Double) -> Double {
      AnimationCurve.keyboardSpring.progress(elapsed: seconds, duration: 0.25)
    }
    // The constant is written as a literal; it must be exactly the square root it stands for.
    #expect(AnimationCurve.springAngularFrequency.bitPattern == w.bitPattern)
    // At t = 1/w: 1 - (1 + 1) e^-1 = 1 - 2/e = 0.2642411176571153.
    #expect(abs(spring(1 / w) - 0.2642411176571153) < 1e-12)
    // At t = 2/w: 1 - 3/e^2 = 0.5939941502901619.
    #expect(abs(spring(2 / w) - 0.5939941502901619) < 1e-12)
    // 1/60 s: w t = 0.3042903; (1 + 0.3042903) e^-0.3042903 = 1.3042903 * 0.7376467 = 0.9621054;
    // 336 * (1 - 0.9621054) = 12.73, the keyboard height of that trace at t = 0.1167.
    #expect(abs(spring(1.0 / 60) - 0.0378946) < 1e-6)
    for t in [0.01, 0.05, 0.1, 0.3, 0.5, 1.0] {
      #expect(abs(spring(t) - (1 - (1 + w * t) * Foundation.exp(-w * t))) < 1e-15)
    }
  }

  @Test func springIgnoresDurationAndStartsAtRest() {
    let spring = AnimationCurve.keyboardSpring
    #expect(
      spring.progress(elapsed: 0.1, duration: 0) == spring.progress(elapsed: 0.1, duration: 5))
    #expect(spring.progress(elapsed: 0, duration: 0.25) == 0)
    #expect(spring.progress(elapsed: -0.5, duration: 0.25) == 0)
  }
}
