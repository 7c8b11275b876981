import TraceFormat

extension DifferenceLog {
  /// Compares two runs' samples (same columns, same fps) at every time either prints a row.
  ///
  /// Each row holds until the next, so between two consecutive row times of either side both
  /// traces are constant; comparing once per such stretch covers every sample, and a stretch
  /// that differs counts all its samples.
  mutating func compareSamples(_ expected: TraceDocument.Run, _ actual: TraceDocument.Run) {
    let lhs = expected.rows
    let rhs = actual.rows
    guard let expectedLast = lhs.last?.sample, let actualLast = rhs.last?.sample else { return }
    let commonEnd = min(expectedLast, actualLast) + 1
    let end = max(expectedLast, actualLast) + 1
    var differing: [Range<Int>] = []
    var left = 0
    var right = 0
    var sample = 0
    while sample < commonEnd {
      while left + 1 < lhs.count, lhs[left + 1].sample <= sample { left += 1 }
      while right + 1 < rhs.count, rhs[right + 1].sample <= sample { right += 1 }
      let next = min(
        left + 1 < lhs.count ? lhs[left + 1].sample : commonEnd,
        right + 1 < rhs.count ? rhs[right + 1].sample : commonEnd, commonEnd)
      if !compareRows(lhs[left], rhs[right], at: sample, in: expected) {
        differing.append(sample..<next)
        differingSamples += next - sample
      }
      sample = next
    }
    sampleCount += end
    if expectedLast != actualLast, let lastLeft = lhs.last, let lastRight = rhs.last {
      record(
        Divergence(
          run: expected.strategy, time: nil, column: "last sample",
          expected: lastLeft.time.description, actual: lastRight.time.description,
          expectedLine: lastLeft.line, actualLine: lastRight.line))
      differing.append(commonEnd..<end)
      differingSamples += end - commonEnd
    }
    pairRows(lhs, rhs, end: end, differing: differing)
  }

  /// Compares the rows in force at `sample`, column by column.
  private mutating func compareRows(
    _ lhs: TraceDocument.Row, _ rhs: TraceDocument.Row, at sample: Int,
    in run: TraceDocument.Run
  ) -> Bool {
    var agrees = true
    for (index, (left, right)) in zip(lhs.cells, rhs.cells).enumerated() {
      let isNumber = run.columns[index + 1] != "focus"
      agrees =
        compare(
          left, right, isLength: isNumber,
          at: Place(
            run: run.strategy, time: Self.time(of: sample, lhs, rhs, fps: run.fps),
            column: run.columns[index + 1], expectedLine: lhs.line, actualLine: rhs.line))
        && agrees
    }
    return agrees
  }

  /// The sample's time as one of the rows prints it, or as the writer would.
  private static func time(
    of sample: Int, _ lhs: TraceDocument.Row, _ rhs: TraceDocument.Row, fps: Int
  ) -> String {
    if lhs.sample == sample { return lhs.time.description }
    if rhs.sample == sample { return rhs.time.description }
    return SampleTime.text(sample, fps: fps)
  }

  /// Pairs rows printed at the same sample; a row matters when some sample it holds for
  /// differs.
  private mutating func pairRows(
    _ lhs: [TraceDocument.Row], _ rhs: [TraceDocument.Row], end: Int, differing: [Range<Int>]
  ) {
    func span(_ rows: [TraceDocument.Row], _ index: Int) -> Range<Int> {
      rows[index].sample..<(index + 1 < rows.count ? rows[index + 1].sample : end)
    }
    func matters(_ span: Range<Int>) -> Bool {
      // The first differing stretch that ends after the span starts.
      var low = 0
      var high = differing.count
      while low < high {
        let middle = (low + high) / 2
        if differing[middle].upperBound <= span.lowerBound {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low < differing.count && differing[low].lowerBound < span.upperBound
    }
    var left = 0
    var right = 0
    while left < lhs.count || right < rhs.count {
      let leftSample = left < lhs.count ? lhs[left].sample : Int.max
      let rightSample = right < rhs.count ? rhs[right].sample : Int.max
      if leftSample == rightSample {
        pair(
          lhs[left].line, rhs[right].line,
          isSignificant: matters(span(lhs, left)) || matters(span(rhs, right)))
        left += 1
        right += 1
      } else if leftSample < rightSample {
        pair(lhs[left].line, nil, isSignificant: matters(span(lhs, left)))
        left += 1
      } else {
        pair(nil, rhs[right].line, isSignificant: matters(span(rhs, right)))
        right += 1
      }
    }
  }
}
