@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay
import Testing

@_spi(Formatting) @testable import TraceFormat

@Suite struct SampleTimeColumnTests {
  /// The time cells that a column writes for the samples at `indexes` (increasing), each row's
  /// cell starting as a copy of the one before, as the sample rows' cells do.
  private func cells(fps: Int, indexes: [Int]) -> [String] {
    let last = indexes.last ?? 0
    var column = SampleTimeColumn(fps: fps, sampleCount: last + 1)
    return cells(of: &column, indexes: indexes, width: expectedTime(last, fps: fps).utf8.count)
  }

  /// The time cells that `column` writes for the samples at `indexes`, `width` bytes each.
  private func cells(
    of column: inout SampleTimeColumn, indexes: [Int], width: Int
  ) -> [String] {
    var text = TextBuffer()
    text.append(atMost: width * indexes.count) { room in
      room.fill(0..<width, with: UInt8(ascii: " "))
      for (row, index) in indexes.enumerated() {
        if row > 0 { room.copy(width, from: (row - 1) * width, to: row * width) }
        column.write(sample: index, endingAt: (row + 1) * width, in: room)
      }
      return width * indexes.count
    }
    let bytes = text.bytes
    return indexes.indices.map { row in
      String(decoding: bytes[row * width..<(row + 1) * width], as: UTF8.self)
    }
  }

  /// Sample `index`'s time the straightforward way: `index / fps` rounded half up to four
  /// decimals, with a full-width division.
  private func expectedTime(_ index: Int, fps: Int) -> String {
    DecimalFormat.fixed(numerator: Int64(index), denominator: Int64(fps), decimals: 4)
  }

  /// Increasing sample indexes for `fps`: every sample of the first seconds, then steps of many
  /// sizes around a second's, then a few samples an hour in at 240 fps.
  private func indexes(fps: Int) -> [Int] {
    var indexes = Array(0..<(2 * fps + 3))
    let steps = [1, 2, 3, 7, fps - 1, fps, fps + 1, 5 * fps + 3, 2, 1]
    for step in steps where step > 0 {
      indexes.append(indexes[indexes.count - 1] + step)
    }
    for index in 863_990...864_000 where index > indexes[indexes.count - 1] {
      indexes.append(index)
    }
    return indexes
  }

  @Test func everyFrameRateWritesTheRoundedTimeOfEachSample() {
    for fps in 1...240 {
      let indexes = indexes(fps: fps)
      let written = cells(fps: fps, indexes: indexes)
      let width = written[0].utf8.count
      let expected = indexes.map { index in
        let time = expectedTime(index, fps: fps)
        return String(repeating: " ", count: width - time.utf8.count) + time
      }
      #expect(written == expected, "fps \(fps)")
    }
  }

  @Test func aRewoundColumnWritesAnotherRunFromItsFirstSample() {
    let indexes = [0, 1, 2, 59, 60, 61, 130, 149, 150]
    var column = SampleTimeColumn(fps: 60, sampleCount: 151)
    // A column cannot be copied, so what it answers is read into values before `#expect`.
    // Every remainder of 60 fps is made for 151 samples, so more samples fit too.
    let fits = [
      column.fits(fps: 60, sampleCount: 151), column.fits(fps: 60, sampleCount: 1_000),
      column.fits(fps: 30, sampleCount: 151),
    ]
    #expect(fits == [true, true, false])
    let first = cells(of: &column, indexes: indexes, width: 6)
    column.rewind()
    let second = cells(of: &column, indexes: indexes, width: 6)
    #expect(first == cells(fps: 60, indexes: indexes))
    #expect(second == first)
  }

  @Test(arguments: [1_000, 19_999, 20_000, 20_001, 30_000, 1_000_000])
  func largeFrameRatesCarryIntoTheNextSecond(fps: Int) {
    // From 20,000 fps on, the last samples of a second round up to the next: 0.99995 s and on.
    let indexes = Array(0..<5) + Array((fps - 3)..<(fps + 3)) + [3 * fps - 1, 3 * fps]
    let written = cells(fps: fps, indexes: indexes)
    let width = written[0].utf8.count
    #expect(
      written
        == indexes.map { index in
          let time = expectedTime(index, fps: fps)
          return String(repeating: " ", count: width - time.utf8.count) + time
        })
  }
}
