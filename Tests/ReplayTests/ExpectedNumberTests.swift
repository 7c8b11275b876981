import SceneModel
import Testing

/// Which values a number or a range accepts, tolerance included.
@Suite struct ExpectedNumberTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var expected: ExpectedNumber
    var tolerance: Double
    var accepted: [Double]
    var refused: [Double]
    var testDescription: String { "\(expected) within \(tolerance)" }
  }

  // Binary fractions, so that each bound is exact.
  static let cases: [Case] = [
    Case(
      expected: .exactly(42), tolerance: 0.5, accepted: [41.5, 42, 42.5], refused: [42.75, 41]),
    Case(
      expected: .atLeast(10), tolerance: 0.5, accepted: [9.5, 10, 1e9], refused: [9.25, -1e9]),
    Case(
      expected: .atMost(10), tolerance: 0.5, accepted: [10.5, 10, -1e9], refused: [10.75, 1e9]),
    Case(
      expected: .between(min: -8, max: 8), tolerance: 0, accepted: [-8, 0, 8],
      refused: [-8.25, 8.25]),
    Case(
      expected: .between(min: 4, max: 4), tolerance: 0.25, accepted: [3.75, 4, 4.25],
      refused: [3.5, 4.5]),
  ]

  @Test(arguments: cases) func acceptsWithinTheTolerance(_ testCase: Case) {
    for value in testCase.accepted {
      #expect(testCase.expected.accepts(value, tolerance: testCase.tolerance), "\(value)")
    }
    for value in testCase.refused + [.nan] {
      #expect(!testCase.expected.accepts(value, tolerance: testCase.tolerance), "\(value)")
    }
  }

  @Test func aLiteralIsANumber() {
    let whole: ExpectedNumber = 3
    let fraction: ExpectedNumber = 2.5
    #expect(whole == .exactly(3))
    #expect(fraction == .exactly(2.5))
  }
}
