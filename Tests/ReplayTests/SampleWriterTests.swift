import KeyboardAvoidance
import Testing

@testable import Replay

/// Samples written straight into a table's storage, as a replay writes them.
@Suite struct SampleWriterTests {
  static let frame = Rect(x: 0, y: 500, width: 393, height: 352)

  static func row(_ keyboard: Double, focus: Int32 = -1) -> SampleTable.Row {
    SampleTable.Row(
      keyboard: keyboard, keyboardFrame: frame, covered: keyboard / 2, focus: focus,
      isSettled: keyboard == 0)
  }

  @Test func writtenSamplesAndCopiesAreThoseAppended() {
    let written = SampleTable(fps: 10, containerCount: 2, viewIDs: ["a"], count: 5) { table in
      table.setPadding(1, of: 0)
      table.setPadding(2, of: 1)
      #expect(table.padding(of: 1) == 2)
      table.appendRow(Self.row(10, focus: 0))
      table.setPadding(3, of: 1)
      table.setPadding(4, of: 0)
      table.appendRow(Self.row(0))
      table.repeatLast(3)
      #expect(table.count == 5)
    }
    #expect(written.rows == [Self.row(10, focus: 0)] + Array(repeating: Self.row(0), count: 4))
    #expect(written.values == [1, 2, 4, 3, 4, 3, 4, 3, 4, 3])
    #expect(written[4].focus == nil && written[0].focus == "a")
  }

  @Test func copiesRepeatEveryColumnOfTheLastRow() {
    let table = SampleTable(
      fps: 60, containerCount: 2, safeAreaCount: 1, scrollViewCount: 1, viewIDs: [], count: 4
    ) { table in
      table.setPadding(1, of: 0)
      table.setPadding(2, of: 1)
      table.setShift(3, of: 0)
      table.setOffset(4, of: 0)
      table.setInset(5, of: 0)
      table.appendRow(Self.row(7))
      table.repeatLast(3)
    }
    #expect(table.values == Array(repeating: [1, 2, 3, 4, 5], count: 4).flatMap { $0 })
    #expect(table.rows == Array(repeating: Self.row(7), count: 4))
    #expect(table.copiedRows == [1..<4])
  }

  @Test(arguments: [0, 3])
  func aTableHoldsTheSamplesWrittenEvenWithoutPaddingsOrSamples(count: Int) {
    let table = SampleTable(fps: 60, containerCount: 0, viewIDs: [], count: count) { table in
      if table.capacity > 0 {
        table.appendRow(Self.row(5))
        table.repeatLast(table.capacity - 1)
      }
    }
    #expect(table.count == count)
    #expect(table.values.isEmpty)
    #expect(table.rows.allSatisfy { $0 == Self.row(5) })
  }
}
