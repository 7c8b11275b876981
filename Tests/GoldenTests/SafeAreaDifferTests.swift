import Foundation
import TestSupport
import Testing
import TraceFormat

@testable import Golden

/// The differ compares `safeArea.ID` columns as it compares paddings: lengths within the
/// tolerance, and a golden without them is a change of columns.
@Suite struct SafeAreaDifferTests {
  static let scene = """
    scene: SwiftUI form
    strategy: none
    layout:
      view: form
      frame: [0, 59, 393, 759]
      keyboardSafeArea: true
      children:
        - textField: message
          frame: [16, 696, 361, 44]
    events:
      - {at: 0.1, tap: message}
    sampling: {until: 1.2}

    """

  static let trace = TraceFixtures.text(scene, source: "form.yaml")

  func compare(_ expected: String) throws -> Verdict {
    try TraceDiffer.compare(
      expected: TraceDocument(parsing: expected), actual: TraceDocument(parsing: Self.trace))
  }

  @Test func aShiftThatDiffersIsADivergenceInItsColumn() throws {
    // The last row: S = 818 - 516 = 302.
    let lines = Self.trace.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.count - 1
    #expect(lines[last - 1] == "  1.2000  336.00  302.00  message  0.00")
    let golden = TraceFixtures.editing(Self.trace, line: last) {
      $0.replacingOccurrences(of: "302.00", with: "300.00")
    }
    guard case .mismatch(let mismatch) = try compare(golden) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(mismatch.firstDivergence.column == "safeArea.form")
    #expect(mismatch.firstDivergence.expected == "300.00")
    #expect(mismatch.firstDivergence.actual == "302.00")
    let close = TraceFixtures.editing(Self.trace, line: last) {
      $0.replacingOccurrences(of: "302.00", with: "302.01")
    }
    #expect(try compare(close).passes)
  }

  @Test func aGoldenWithoutTheColumnDiffersInItsColumns() throws {
    let line = TraceFixtures.lineNumber(in: Self.trace) { $0.hasPrefix("samples:") }
    var golden = TraceFixtures.editing(Self.trace, line: line) {
      $0.replacingOccurrences(of: " safeArea.form", with: "")
    }
    // Drop the shift cell of every row: the rows' third cell.
    golden = golden.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("  "), !line.contains(" -> "), line.split(separator: " ").count == 5
      else { return String(line) }
      var cells = line.split(separator: " ").map(String.init)
      cells.remove(at: 2)
      return "  " + cells.joined(separator: "  ")
    }.joined(separator: "\n")
    guard case .mismatch(let mismatch) = try compare(golden) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(mismatch.firstDivergence.column == "columns")
  }
}
