import Testing

@testable import Report

/// Path data from points: thinning, gaps and the letters written.
@Suite struct PathBuilderTests {
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var points: [(Int, Int)?]
    var expected: String
  }

  static let cases: [Case] = [
    Case(description: "one point", points: [(0, 5)], expected: "M0 0.5"),
    Case(
      description: "a constant stretch is one horizontal segment",
      points: (0..<100).map { ($0 * 10, 50) }, expected: "M0 5H99"),
    Case(
      description: "a straight ramp is one segment",
      points: (0..<50).map { ($0 * 10, $0 * 30) }, expected: "M0 0L49 147"),
    Case(
      description: "a corner keeps its vertex",
      points: [(0, 0), (10, 10), (20, 20), (30, 10), (40, 0)], expected: "M0 0L2 2 4 0"),
    Case(
      description: "a step is drawn as it happens",
      points: [(0, 0), (10, 0), (20, 100), (30, 100)], expected: "M0 0H1L2 10H3"),
    Case(
      description: "a gap starts a new line",
      points: [(0, 0), (10, 0), nil, (30, 20), (40, 20)], expected: "M0 0H1M3 2H4"),
    Case(
      description: "a gap narrower than a pixel is bridged",
      points: [(0, 0), (10, 0), nil, (15, 20), nil, (25, 20)], expected: "M0 0H1L1.5 2H2.5"),
    Case(
      description: "a line that starts again to the left is a new line",
      points: [(0, 0), (100, 0), nil, (0, 20), (100, 20)], expected: "M0 0H10M0 2H10"),
    Case(
      description: "negative coordinates and tenths",
      points: [(-15, -5), (25, -5)], expected: "M-1.5 -0.5H2.5"),
    Case(
      description: "many points in one pixel column keep first, lowest, highest and last",
      points: [(0, 50), (1, 90), (2, 10), (3, 60), (4, 30), (5, 40), (10, 40)],
      expected: "M0 5L0.1 9 0.2 1 0.5 4H1"),
  ]

  @Test(arguments: cases)
  func pointsBecomePathData(_ testCase: Case) {
    var builder = PathBuilder()
    for point in testCase.points {
      if let (x, y) = point {
        builder.add(x: x, y: y)
      } else {
        builder.breakLine()
      }
    }
    #expect(builder.finish() == testCase.expected)
  }

  @Test func rectanglesAndVerticalsAreSubpathsOfTheirOwn() {
    var builder = PathBuilder()
    builder.add(x: 0, y: 0)
    builder.add(x: 10, y: 0)
    builder.addRectangle(x: 20, y: 30, width: 40, height: 50)
    builder.addVertical(x: 100, from: 0, to: 70)
    builder.add(x: 110, y: 5)
    #expect(builder.finish() == "M0 0H1M2 3h4v5h-4zM10 0V7M11 0.5")
  }

  @Test func trianglesAreSubpathsOfTheirOwnPointingEitherWay() {
    var builder = PathBuilder()
    builder.add(x: 0, y: 0)
    builder.add(x: 10, y: 0)
    builder.addTriangle(x: 50, base: 20, halfWidth: 30, height: 50)
    builder.addTriangle(x: 100, base: 70, halfWidth: 15, height: -50)
    #expect(builder.finish() == "M0 0H1M2 2h6l-3 5zM8.5 7h3l-1.5 -5z")
  }

  /// A curve of a hundred thousand samples across a 656-pixel plot, changing at every sample,
  /// costs at most four points per pixel column.
  @Test func aLongCurveCostsAtMostFourPointsPerPixelColumn() {
    var builder = PathBuilder()
    let samples = 100_000
    for index in 0..<samples {
      let x = 520 + index * 6560 / samples
      builder.add(x: x, y: 1000 + (index * 7919) % 600)
    }
    let data = builder.finish()
    let points = data.split { $0 == "M" || $0 == "L" || $0 == "H" || $0 == "V" }
      .map { $0.split(separator: " ").count }.reduce(0, +)
    #expect(points <= 2 * 4 * 657)
    #expect(data.utf8.count < 40_000)
  }
}
