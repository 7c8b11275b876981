import TraceFormat

/// What the differ has found so far: the first divergence, the largest difference, the count of
/// differing samples and the line pairing for the diff. Parts are compared in the order of the
/// expected text, so the first divergence recorded is the first one reading from the top.
struct DifferenceLog {
  /// Where a compared value is.
  struct Place {
    var run: String?
    var time: String?
    var column: String
    var expectedLine: Int?
    var actualLine: Int?
  }

  let tolerance: Tolerance
  let expectedDocument: TraceDocument
  let actualDocument: TraceDocument
  private(set) var first: Divergence?
  private(set) var largest: Divergence?
  var differingSamples = 0
  var sampleCount = 0
  var items: [DiffItem] = []

  init(expected: TraceDocument, actual: TraceDocument, tolerance: Tolerance) {
    self.tolerance = tolerance
    expectedDocument = expected
    actualDocument = actual
  }

  /// Line `number` of the expected or the actual trace, without its indentation.
  func trimmedText(ofLine number: Int, isExpected: Bool) -> String {
    let document = isExpected ? expectedDocument : actualDocument
    return String(document.text(ofLine: number).drop { $0 == " " })
  }

  /// Records a disagreement; only the first one is kept as the first divergence.
  mutating func record(_ divergence: @autoclosure () -> Divergence) {
    if first == nil { first = divergence() }
  }

  /// Compares two values, keeping track of the largest length difference.
  ///
  /// - Returns: Whether they agree: lengths within the tolerance, other numbers and texts equal.
  mutating func compare(
    _ expected: TraceDocument.Cell, _ actual: TraceDocument.Cell, isLength: Bool,
    at place: @autoclosure () -> Place
  ) -> Bool {
    var difference: TraceNumber?
    let agrees: Bool
    switch (expected, actual) {
    case (.number(let lhs), .number(let rhs)):
      let distance = TraceNumber.distance(lhs, rhs)
      difference = distance
      agrees = isLength ? distance <= tolerance.value : distance.units == 0
      if isLength, distance.units != 0,
        largest.map({ distance > ($0.difference ?? distance) }) ?? true
      {
        largest = Self.divergence(expected, actual, difference: distance, at: place())
      }
    case (.text(let lhs), .text(let rhs)):
      agrees = lhs == rhs
    default:
      agrees = false
    }
    if !agrees, first == nil {
      first = Self.divergence(expected, actual, difference: difference, at: place())
    }
    return agrees
  }

  /// Whether two values agree, without recording anything.
  func agrees(_ expected: TraceDocument.Cell, _ actual: TraceDocument.Cell, isLength: Bool) -> Bool
  {
    switch (expected, actual) {
    case (.number(let lhs), .number(let rhs)):
      let distance = TraceNumber.distance(lhs, rhs)
      return isLength ? distance <= tolerance.value : distance.units == 0
    case (.text(let lhs), .text(let rhs)):
      return lhs == rhs
    default:
      return false
    }
  }

  private static func divergence(
    _ expected: TraceDocument.Cell, _ actual: TraceDocument.Cell, difference: TraceNumber?,
    at place: Place
  ) -> Divergence {
    Divergence(
      run: place.run, time: place.time, column: place.column, expected: expected.description,
      actual: actual.description, difference: difference, expectedLine: place.expectedLine,
      actualLine: place.actualLine)
  }

  /// Pairs lines that are alike: context, or a change that matters when `isSignificant`.
  mutating func pair(_ expectedLine: Int?, _ actualLine: Int?, isSignificant: Bool) {
    items.append(
      DiffItem(expectedLine: expectedLine, actualLine: actualLine, isSignificant: isSignificant))
  }

  /// Compares the title and source lines.
  mutating func compareHeader(_ expected: TraceDocument, _ actual: TraceDocument) {
    pair(1, 1, isSignificant: false)
    let title = compare(
      .text(expected.title), .text(actual.title), isLength: false,
      at: Place(column: "scene", expectedLine: 2, actualLine: 2))
    pair(2, 2, isSignificant: !title)
    let source = compare(
      .text(expected.source), .text(actual.source), isLength: false,
      at: Place(column: "source", expectedLine: 3, actualLine: 3))
    pair(3, 3, isSignificant: !source)
  }

  /// Compares one run with its counterpart; a run on one side only is all difference.
  mutating func compareRun(_ expected: TraceDocument.Run?, _ actual: TraceDocument.Run?) {
    guard let expected, let actual else {
      if let run = expected ?? actual {
        unmatched(run, isExpected: expected != nil)
      }
      return
    }
    var agrees = compare(
      .text(expected.strategy), .text(actual.strategy), isLength: false,
      at: Place(column: "run", expectedLine: expected.line, actualLine: actual.line))
    for (lhs, rhs) in zip(expected.fields, actual.fields) {
      let place = Place(
        run: expected.strategy, column: lhs.label, expectedLine: expected.line,
        actualLine: actual.line)
      agrees = compare(lhs.value, rhs.value, isLength: lhs.isLength, at: place) && agrees
    }
    pair(expected.line, actual.line, isSignificant: !agrees)
    pair(expected.line + 1, actual.line + 1, isSignificant: false)
    compareEvents(expected, actual)
    let sameColumns = expected.columns == actual.columns
    if !sameColumns {
      record(
        Divergence(
          run: expected.strategy, time: nil, column: "columns",
          expected: expected.columns.joined(separator: " "),
          actual: actual.columns.joined(separator: " "), expectedLine: expected.columnsLine,
          actualLine: actual.columnsLine))
    }
    pair(expected.columnsLine, actual.columnsLine, isSignificant: !sameColumns)
    if sameColumns && expected.fps == actual.fps {
      compareSamples(expected, actual)
    } else {
      unmatchedRows(expected, actual)
    }
  }

  /// A run that only one side has: every line of it differs.
  private mutating func unmatched(_ run: TraceDocument.Run, isExpected: Bool) {
    let sideText = run.strategy
    record(
      Divergence(
        run: nil, time: nil, column: "runs", expected: isExpected ? sideText : "(none)",
        actual: isExpected ? "(none)" : sideText, expectedLine: isExpected ? run.line : nil,
        actualLine: isExpected ? nil : run.line))
    let lastLine = run.rows.last?.line ?? run.columnsLine
    for line in run.line...lastLine {
      pair(isExpected ? line : nil, isExpected ? nil : line, isSignificant: true)
    }
    let samples = (run.rows.last?.sample ?? 0) + 1
    sampleCount += samples
    differingSamples += samples
  }

  /// Rows that cannot be compared value by value (other columns or fps): all differ.
  private mutating func unmatchedRows(_ expected: TraceDocument.Run, _ actual: TraceDocument.Run) {
    for row in expected.rows { pair(row.line, nil, isSignificant: true) }
    for row in actual.rows { pair(nil, row.line, isSignificant: true) }
    let samples = max(expected.rows.last?.sample ?? 0, actual.rows.last?.sample ?? 0) + 1
    sampleCount += samples
    differingSamples += samples
  }
}
