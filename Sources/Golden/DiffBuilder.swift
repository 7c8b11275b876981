import TraceFormat

/// A pairing of lines from the expected and the actual trace, in the order of both texts.
struct DiffItem: Equatable {
  /// The expected line, if this item has one.
  var expectedLine: Int?
  /// The actual line, if this item has one.
  var actualLine: Int?
  /// Whether the item is part of a disagreement beyond the tolerance; hunks without one are
  /// not shown.
  var isSignificant: Bool
}

/// Turns the differ's line pairing into unified-diff hunks.
enum DiffBuilder {
  /// Lines of context around each change.
  static let contextLines = 3

  private struct Operation {
    var line: UnifiedDiff.Line
    var expectedLine: Int?
    var actualLine: Int?
    var expectedCursor: Int
    var actualCursor: Int
    var isSignificant: Bool
  }

  /// The hunks around significant changes, at most `lineLimit` lines in all.
  ///
  /// Paired lines with the same text are context; paired lines whose texts differ (say, within
  /// the tolerance) show as a removal and an addition, but only matter when significant.
  ///
  /// - Parameters:
  ///   - items: Every line of both texts, paired where the differ matched them, in order.
  ///   - expected: The expected trace, for line texts.
  ///   - actual: The actual trace, for line texts.
  ///   - lineLimit: The most hunk lines (headers included) to keep.
  /// - Returns: The diff.
  static func diff(
    _ items: [DiffItem], expected: TraceDocument, actual: TraceDocument, lineLimit: Int
  ) -> UnifiedDiff {
    let operations = self.operations(items, expected: expected, actual: actual)
    var hunks: [UnifiedDiff.Hunk] = []
    var remaining = lineLimit
    var omitted = 0
    for range in hunkRanges(operations) {
      let shown = operations[range]
      guard shown.contains(where: { $0.isSignificant && $0.line.kind != .context }) else {
        continue
      }
      guard remaining > 1 else {
        omitted += shown.count
        continue
      }
      let kept = shown.prefix(remaining - 1)
      omitted += shown.count - kept.count
      remaining -= kept.count + 1
      hunks.append(hunk(kept))
    }
    return UnifiedDiff(hunks: hunks, omittedLineCount: omitted)
  }

  private static func operations(
    _ items: [DiffItem], expected: TraceDocument, actual: TraceDocument
  ) -> [Operation] {
    var result: [Operation] = []
    var removed: [Operation] = []
    var added: [Operation] = []
    var expectedCursor = 1
    var actualCursor = 1
    func flush() {
      result += removed + added
      removed.removeAll()
      added.removeAll()
    }
    for item in items {
      let expectedText = item.expectedLine.map { expected.text(ofLine: $0) }
      let actualText = item.actualLine.map { actual.text(ofLine: $0) }
      if let expectedText, let actualText, expectedText == actualText {
        flush()
        result.append(
          Operation(
            line: .init(kind: .context, text: expectedText), expectedLine: item.expectedLine,
            actualLine: item.actualLine, expectedCursor: expectedCursor,
            actualCursor: actualCursor, isSignificant: item.isSignificant))
      } else {
        if let expectedText {
          removed.append(
            Operation(
              line: .init(kind: .removed, text: expectedText), expectedLine: item.expectedLine,
              actualLine: nil, expectedCursor: expectedCursor, actualCursor: actualCursor,
              isSignificant: item.isSignificant))
        }
        if let actualText {
          added.append(
            Operation(
              line: .init(kind: .added, text: actualText), expectedLine: nil,
              actualLine: item.actualLine, expectedCursor: expectedCursor,
              actualCursor: actualCursor, isSignificant: item.isSignificant))
        }
      }
      expectedCursor = item.expectedLine.map { $0 + 1 } ?? expectedCursor
      actualCursor = item.actualLine.map { $0 + 1 } ?? actualCursor
    }
    flush()
    return result
  }

  /// Ranges of operations: each change with its context, overlapping ranges merged.
  private static func hunkRanges(_ operations: [Operation]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in operations.indices where operations[index].line.kind != .context {
      let lower = max(0, index - contextLines)
      let upper = min(operations.count, index + contextLines + 1)
      if let last = ranges.last, lower <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  private static func hunk(_ operations: ArraySlice<Operation>) -> UnifiedDiff.Hunk {
    let expectedLines = operations.compactMap(\.expectedLine)
    let actualLines = operations.compactMap(\.actualLine)
    let first = operations.first
    let expectedStart = expectedLines.first ?? ((first?.expectedCursor ?? 1) - 1)
    let actualStart = actualLines.first ?? ((first?.actualCursor ?? 1) - 1)
    return UnifiedDiff.Hunk(
      expectedStart: expectedStart, expectedCount: expectedLines.count,
      actualStart: actualStart, actualCount: actualLines.count, lines: operations.map(\.line))
  }
}
