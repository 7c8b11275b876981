import Foundation
import TestSupport
import Testing
import TraceFormat

@testable import Golden

@Suite struct TraceDifferTests {
  static let trace = TraceFixtures.text()

  /// The classic run's row at 0.2667, where the padding has just settled at 261.
  static let settledRow = "  0.2667  271.21  261.00  password  0.00"

  func compare(_ expected: String, _ actual: String = trace, tolerance: Tolerance = .standard)
    throws -> Verdict
  {
    try TraceDiffer.compare(
      expected: TraceDocument(parsing: expected), actual: TraceDocument(parsing: actual),
      tolerance: tolerance)
  }

  func golden(replacingPaddingWith value: String) -> String {
    let line = TraceFixtures.lineNumber(in: Self.trace) { $0 == Self.settledRow }
    return TraceFixtures.editing(Self.trace, line: line) {
      $0.replacingFirst("261.00", with: value)
    }
  }

  @Test func identicalBytesAreIdentical() throws {
    let bytes = Array(Self.trace.utf8)
    #expect(try TraceDiffer.compare(expected: bytes, actual: bytes) == .identical)
    #expect(try compare(Self.trace) == .withinTolerance(largestDifference: nil))
  }

  @Test func aHandEditOfFourThousandthsPasses() throws {
    let verdict = try compare(golden(replacingPaddingWith: "261.004"))
    let line = TraceFixtures.lineNumber(in: Self.trace) { $0 == Self.settledRow }
    #expect(
      verdict
        == .withinTolerance(
          largestDifference: Divergence(
            run: "classic", time: "0.2667", column: "padding.form", expected: "261.004",
            actual: "261.00", difference: TraceNumber(units: 4, decimals: 3), expectedLine: line,
            actualLine: line)))
  }

  @Test(arguments: [("261.01", true), ("260.99", true), ("261.011", false), ("260.989", false)])
  func aDifferenceEqualToTheTolerancePasses(_ value: String, _ passes: Bool) throws {
    #expect(try compare(golden(replacingPaddingWith: value)).passes == passes)
  }

  @Test func aToleranceOfZeroNeedsEqualValues() throws {
    let edited = golden(replacingPaddingWith: "261.004")
    #expect(
      try !compare(edited, tolerance: Tolerance(value: TraceNumber(units: 0, decimals: 0))).passes)
    #expect(
      try compare(edited, tolerance: Tolerance(value: TraceNumber(units: 5, decimals: 3))).passes)
  }

  @Test func fivePointsOffFailsWithTheFirstAndLargestDivergence() throws {
    let line = TraceFixtures.lineNumber(in: Self.trace) { $0 == Self.settledRow }
    guard case .mismatch(let mismatch) = try compare(golden(replacingPaddingWith: "266.00")) else {
      Issue.record("expected a mismatch")
      return
    }
    let divergence = Divergence(
      run: "classic", time: "0.2667", column: "padding.form", expected: "266.00",
      actual: "261.00", difference: TraceNumber(units: 500, decimals: 2), expectedLine: line,
      actualLine: line)
    #expect(mismatch.firstDivergence == divergence)
    #expect(mismatch.largestDifference == divergence)
    // The row holds for one sample only: the next row repeats 261.00. Two runs of 73 samples.
    #expect(mismatch.differingSampleCount == 1)
    #expect(mismatch.sampleCount == 146)
    #expect(
      mismatch.diff.renderedLines == [
        "@@ -27,7 +27,7 @@",
        "   0.2167  211.02  232.83  password  0.00",
        "   0.2333  234.85  249.39  password  0.00",
        "   0.2500  254.78  259.20  password  0.00",
        "-  0.2667  271.21  266.00  password  0.00",
        "+  0.2667  271.21  261.00  password  0.00",
        "   0.2833  284.61  261.00  password  0.00",
        "   0.3000  295.44  261.00  password  0.00",
        "   0.3167  304.12  261.00  password  0.00",
      ])
  }

  @Test func rowsHoldUntilTheNextOne() throws {
    let golden = Self.twoRows
    let withinTolerance = Self.twoRows.replacingFirst(
      "  1.0000  0.00", with: "  0.5000  0.01  0.00  none  0.00\n  1.0000  0.00")
    #expect(try compare(golden, withinTolerance).passes)
    let beyond = Self.twoRows.replacingFirst(
      "  1.0000  0.00", with: "  0.5000  0.02  0.00  none  0.00\n  1.0000  0.00")
    guard case .mismatch(let mismatch) = try compare(golden, beyond) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(
      mismatch.firstDivergence
        == Divergence(
          run: "none", time: "0.5000", column: "keyboard", expected: "0.00", actual: "0.02",
          difference: TraceNumber(units: 2, decimals: 2), expectedLine: 7, actualLine: 8))
    // Samples 30 to 59 (0.5 s up to 1.0 s exclusive) hold the extra row.
    #expect(mismatch.differingSampleCount == 30)
    #expect(mismatch.sampleCount == 61)
    #expect(
      mismatch.diff.renderedLines == [
        "@@ -5,4 +5,5 @@",
        " events:",
        " samples: t keyboard padding.form focus covered",
        "   0.0000  0.00  0.00  none  0.00",
        "+  0.5000  0.02  0.00  none  0.00",
        "   1.0000  0.00  0.00  none  0.00",
      ])
  }

  static let twoRows = """
    kbreplay-trace 1
    scene: test
    source: test.yaml
    run: none  device: iphone-15 393x852 safe 59/34 keyboard 336  fps: 60
    events:
    samples: t keyboard padding.form focus covered
      0.0000  0.00  0.00  none  0.00
      1.0000  0.00  0.00  none  0.00

    """

  @Test func eventsCompareTimesAndNamesExactlyAndLengthsWithinTheTolerance() throws {
    let willShow = TraceFixtures.lineNumber(in: Self.trace) { $0.contains("keyboardWillShow") }
    let nudged = TraceFixtures.editing(Self.trace, line: willShow) {
      $0.replacingFirst("-> 0,516,", with: "-> 0,516.005,")
    }
    #expect(try compare(nudged).passes)
    let slower = TraceFixtures.editing(Self.trace, line: willShow) {
      $0.replacingFirst("0.25 curve", with: "0.3 curve")
    }
    guard case .mismatch(let mismatch) = try compare(slower) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(
      mismatch.firstDivergence
        == Divergence(
          run: "classic", time: "0.1000", column: "keyboardWillShow.duration", expected: "0.3",
          actual: "0.25", difference: TraceNumber(units: 5, decimals: 2), expectedLine: willShow,
          actualLine: willShow))
    #expect(mismatch.differingSampleCount == 0)
    #expect(
      mismatch.diff.renderedLines.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 2)
  }

  @Test func aMissingEventIsNamed() throws {
    let focus = TraceFixtures.lineNumber(in: Self.trace) { $0.hasSuffix("focus password") }
    var lines = Self.trace.split(separator: "\n", omittingEmptySubsequences: false)
    lines.remove(at: focus - 1)
    let golden = lines.joined(separator: "\n")
    guard case .mismatch(let mismatch) = try compare(golden) else {
      Issue.record("expected a mismatch")
      return
    }
    // Position by position, the golden's third event meets the trace's second.
    #expect(mismatch.firstDivergence.column == "event")
    #expect(mismatch.firstDivergence.expected.hasPrefix("0.1000  keyboardWillChangeFrame"))
    #expect(mismatch.firstDivergence.actual == "0.1000  focus password")
    // The diff aligns the logs: only the missing line is added.
    #expect(
      mismatch.diff.renderedLines.filter { $0.hasPrefix("+") } == ["+  0.1000  focus password"])
    #expect(!mismatch.diff.renderedLines.contains { $0.hasPrefix("-") })
  }

  @Test func structuralDifferencesAreDivergences() throws {
    let retitled = Self.trace.replacingFirst("scene: Password", with: "scene: Email")
    guard case .mismatch(let title) = try compare(retitled) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(title.firstDivergence.column == "scene")
    #expect(title.firstDivergence.difference == nil)

    let adaptive = try #require(Self.trace.range(of: "run: adaptive"))
    let oneRun = String(Self.trace[..<adaptive.lowerBound])
    guard case .mismatch(let runs) = try compare(Self.trace, oneRun) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(runs.firstDivergence.column == "runs")
    #expect(runs.firstDivergence.expected == "adaptive")
    #expect(runs.firstDivergence.actual == "(none)")
    #expect(runs.differingSampleCount == 73)
  }

  @Test func aLongerRunDiffersAtItsEnd() throws {
    let longer = Self.twoRows.replacingFirst("  1.0000  0.00", with: "  2.0000  0.00")
    guard case .mismatch(let mismatch) = try compare(Self.twoRows, longer) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(
      mismatch.firstDivergence
        == Divergence(
          run: "none", time: nil, column: "last sample", expected: "1.0000", actual: "2.0000",
          expectedLine: 8, actualLine: 8))
    #expect(mismatch.differingSampleCount == 60)
    #expect(mismatch.sampleCount == 121)
  }

  @Test func longDiffsAreCut() throws {
    let shifted = Self.trace.replacingOccurrences(of: "  password  0.00", with: "  password  1.00")
    guard
      case .mismatch(let mismatch) = try TraceDiffer.compare(
        expected: TraceDocument(parsing: shifted), actual: TraceDocument(parsing: Self.trace),
        diffLineLimit: 10)
    else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(mismatch.diff.renderedLines.count == 10)
    #expect(mismatch.diff.omittedLineCount > 0)
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
