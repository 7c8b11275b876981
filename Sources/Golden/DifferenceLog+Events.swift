import TraceFormat

extension DifferenceLog {
  /// The largest number of event pairs aligned by longest common subsequence; longer logs
  /// that differ in the middle are aligned by position instead.
  static let alignmentLimit = 1_000_000

  /// Compares two event logs entry by entry, then pairs their lines for the diff.
  mutating func compareEvents(_ expected: TraceDocument.Run, _ actual: TraceDocument.Run) {
    let lhs = expected.events
    let rhs = actual.events
    for index in 0..<max(lhs.count, rhs.count) {
      let left = lhs.indices.contains(index) ? lhs[index] : nil
      let right = rhs.indices.contains(index) ? rhs[index] : nil
      if let left, let right {
        _ = compareEvent(left, right, run: expected.strategy)
      } else if let event = left ?? right {
        let text = trimmedText(ofLine: event.line, isExpected: left != nil)
        record(
          Divergence(
            run: expected.strategy, time: event.time.description, column: "events",
            expected: left == nil ? "(no event)" : text, actual: right == nil ? "(no event)" : text,
            expectedLine: left?.line, actualLine: right?.line))
      }
    }
    for (left, right) in align(lhs, rhs) {
      pair(left?.line, right?.line, isSignificant: left == nil || right == nil)
    }
  }

  /// Compares one event with its counterpart, field by field.
  private mutating func compareEvent(
    _ lhs: TraceDocument.Event, _ rhs: TraceDocument.Event, run: String
  ) -> Bool {
    func place(_ column: String) -> Place {
      Place(
        run: run, time: lhs.time.description, column: column, expectedLine: lhs.line,
        actualLine: rhs.line)
    }
    guard lhs.name == rhs.name else {
      let expectedText = trimmedText(ofLine: lhs.line, isExpected: true)
      let actualText = trimmedText(ofLine: rhs.line, isExpected: false)
      return compare(.text(expectedText), .text(actualText), isLength: false, at: place("event"))
    }
    var agrees = compare(
      .number(lhs.time), .number(rhs.time), isLength: false, at: place("\(lhs.name).t"))
    for (left, right) in zip(lhs.fields, rhs.fields) {
      // A focus or return line has one field, the id: its column is the event's name.
      let column =
        lhs.name == "focus" || lhs.name == "return" ? lhs.name : "\(lhs.name).\(left.label)"
      agrees =
        compare(left.value, right.value, isLength: left.isLength, at: place(column)) && agrees
    }
    return agrees
  }

  /// Whether two events agree, without recording anything.
  private func eventsAgree(_ lhs: TraceDocument.Event, _ rhs: TraceDocument.Event) -> Bool {
    lhs.name == rhs.name && lhs.time == rhs.time
      && zip(lhs.fields, rhs.fields).allSatisfy {
        agrees($0.value, $1.value, isLength: $0.isLength)
      }
  }

  /// The two logs aligned: common entries paired, the others alone, in the order of both.
  ///
  /// A common prefix and suffix are paired first; what is left in the middle is aligned by a
  /// longest common subsequence when small enough, else by position.
  private func align(_ lhs: [TraceDocument.Event], _ rhs: [TraceDocument.Event])
    -> [(TraceDocument.Event?, TraceDocument.Event?)]
  {
    var prefix = 0
    while prefix < min(lhs.count, rhs.count), eventsAgree(lhs[prefix], rhs[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(lhs.count, rhs.count) - prefix,
      eventsAgree(lhs[lhs.count - 1 - suffix], rhs[rhs.count - 1 - suffix])
    {
      suffix += 1
    }
    let left = Array(lhs[prefix..<(lhs.count - suffix)])
    let right = Array(rhs[prefix..<(rhs.count - suffix)])
    var result: [(TraceDocument.Event?, TraceDocument.Event?)] = zip(lhs.prefix(prefix), rhs)
      .map { ($0, $1) }
    if left.count * right.count <= Self.alignmentLimit {
      result += longestCommonSubsequence(left, right)
    } else {
      for index in 0..<max(left.count, right.count) {
        let pairOfEvents = (
          left.indices.contains(index) ? left[index] : nil,
          right.indices.contains(index) ? right[index] : nil
        )
        if let lhs = pairOfEvents.0, let rhs = pairOfEvents.1, !eventsAgree(lhs, rhs) {
          result += [(lhs, nil), (nil, rhs)]
        } else {
          result.append(pairOfEvents)
        }
      }
    }
    result += zip(lhs.suffix(suffix), rhs.suffix(suffix)).map { ($0, $1) }
    return result
  }

  private func longestCommonSubsequence(
    _ lhs: [TraceDocument.Event], _ rhs: [TraceDocument.Event]
  ) -> [(TraceDocument.Event?, TraceDocument.Event?)] {
    let width = rhs.count + 1
    // lengths[i * width + j]: the LCS length of lhs[i...] and rhs[j...].
    var lengths = [Int32](repeating: 0, count: (lhs.count + 1) * width)
    for i in stride(from: lhs.count - 1, through: 0, by: -1) {
      for j in stride(from: rhs.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          eventsAgree(lhs[i], rhs[j])
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [(TraceDocument.Event?, TraceDocument.Event?)] = []
    var i = 0
    var j = 0
    while i < lhs.count || j < rhs.count {
      if i < lhs.count, j < rhs.count, eventsAgree(lhs[i], rhs[j]) {
        result.append((lhs[i], rhs[j]))
        i += 1
        j += 1
      } else if j == rhs.count
        || (i < lhs.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      {
        result.append((lhs[i], nil))
        i += 1
      } else {
        result.append((nil, rhs[j]))
        j += 1
      }
    }
    return result
  }
}
