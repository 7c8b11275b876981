import KeyboardAvoidance
import Testing

@testable import Replay
@testable import TraceFormat

@Suite struct SampleRowsTests {
  /// The rows `SampleRows` writes for samples given as (keyboard, padding, focus, covered).
  private func rows(_ samples: [(Double, Double, Int?, Double)], fps: Int = 10) -> [String] {
    let table = SampleTable(
      fps: fps, containerCount: 1, viewIDs: ["screen", "email", "password"],
      count: samples.count
    ) { table in
      for (keyboard, padding, focus, covered) in samples {
        table.setPadding(padding, of: 0)
        table.appendRow(
          SampleTable.Row(
            keyboard: keyboard, keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0),
            covered: covered, focus: focus.map { Int32($0) } ?? -1, isSettled: false))
      }
    }
    var text = TextBuffer()
    var times: SampleTimeColumn?
    SampleRows(table).write(to: &text, sharing: &times)
    return text.text.split(separator: "\n").map(String.init)
  }

  @Test func rowsThatPrintTheSameAreLeftOutButTheLastIsKept() {
    // 1.001 and 1.004 both print 1.00; -0.004 prints 0.00, without a sign.
    #expect(
      rows([
        (0, 0, nil, 0), (1.001, 0, nil, 0), (1.004, 0, nil, 0), (1.004, -0.004, nil, 0),
        (2, 0, 1, 0), (2, 0, 1, 0), (2, 0, 1, 0),
      ]) == [
        "  0.0000  0.00  0.00  none   0.00",
        "  0.1000  1.00  0.00  none   0.00",
        "  0.4000  2.00  0.00  email  0.00",
        "  0.6000  2.00  0.00  email  0.00",
      ])
  }

  @Test func columnsAreAsWideAsTheirWidestValueSignIncluded() {
    #expect(
      rows([(0, -12.5, 2, 0), (336, 3, nil, 1.005), (5, 0, 1, 123_456.789)]) == [
        "  0.0000    0.00  -12.50  password       0.00",
        "  0.1000  336.00    3.00  none           1.00",
        "  0.2000    5.00    0.00  email     123456.79",
      ])
  }

  @Test func aLengthThatLosesDigitsIsBlankedAndUnusualValuesPrintAsText() {
    #expect(
      rows([
        (0, 0, nil, 0), (123.45, 0, nil, 0), (5, 0, nil, 0), (.infinity, 0, nil, 0),
        (.nan, 1, nil, 0), (.nan, 1, nil, 0),
      ]) == [
        "  0.0000    0.00  0.00  none  0.00",
        "  0.1000  123.45  0.00  none  0.00",
        "  0.2000    5.00  0.00  none  0.00",
        "  0.3000     inf  0.00  none  0.00",
        "  0.4000     nan  1.00  none  0.00",
        "  0.5000     nan  1.00  none  0.00",
      ])
  }

  /// Rows a replay wrote as copies of the row before them (resting samples) are skipped by the
  /// writer; the text is the one the same rows written one by one give, last row included.
  @Test func copiedRowsPrintAsTheSameRowsWrittenOneByOne() {
    // (keyboard, padding, focus, copies that follow)
    let samples: [(Double, Double, Int32, Int)] = [
      (0, 0, -1, 3), (120.5, 10, 1, 0), (336, 261, 1, 4), (336, 0, 2, 2), (12, 0, -1, 5),
    ]
    let count = samples.reduce(0) { $0 + 1 + $1.3 }
    func row(_ sample: (Double, Double, Int32, Int)) -> SampleTable.Row {
      SampleTable.Row(
        keyboard: sample.0, keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0), covered: 0,
        focus: sample.2, isSettled: true)
    }
    let copied = SampleTable(fps: 60, containerCount: 1, viewIDs: ["a", "bb", "ccc"], count: count)
    {
      table in
      for sample in samples {
        table.setPadding(sample.1, of: 0)
        table.appendRow(row(sample))
        table.repeatLast(sample.3)
      }
    }
    let written = SampleTable(
      fps: 60, containerCount: 1, viewIDs: ["a", "bb", "ccc"], count: count
    ) {
      table in
      for sample in samples {
        for _ in 0...sample.3 {
          table.setPadding(sample.1, of: 0)
          table.appendRow(row(sample))
        }
      }
    }
    #expect(copied.copiedRows == [1..<4, 6..<10, 11..<13, 14..<19])
    #expect(written.copiedRows.isEmpty)
    #expect(copied == written)
    func text(_ table: SampleTable) -> String {
      var text = TextBuffer()
      var times: SampleTimeColumn?
      SampleRows(table).write(to: &text, sharing: &times)
      return text.text
    }
    #expect(text(copied) == text(written))
    #expect(text(copied).hasSuffix("  0.3000   12.00    0.00  none  0.00\n"))
  }

  @Test func sampleTimesAreRoundedHalfUpToFourDecimals() {
    let samples = (0..<8).map { (Double($0), 0.0, Int?.none, 0.0) }
    // 1/60 s steps: 0.016666... -> 0.0167, 0.05 exactly, 0.116666... -> 0.1167.
    #expect(
      rows(samples, fps: 60).map { String($0.prefix(8)) } == [
        "  0.0000", "  0.0167", "  0.0333", "  0.0500", "  0.0667", "  0.0833", "  0.1000",
        "  0.1167",
      ])
  }
}
