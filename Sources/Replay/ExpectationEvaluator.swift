@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// Checks expectations against samples and words the results.
enum ExpectationEvaluator {
  /// Evaluates an `at:` expectation against the state at its time, a sample of a run in
  /// `world`.
  ///
  /// A passing result words its message only when asked (see ``ExpectationResult/message``).
  static func evaluate(
    _ expectation: SceneExpectation, at sample: TraceSample, in world: World
  ) -> ExpectationResult {
    let failures = self.failures(of: expectation, in: sample, world: world)
    guard failures.isEmpty else {
      let time = DecimalFormat.time(sample.instant)
      return result(expectation, passed: false, "at \(time): \(failures.joined(separator: "; "))")
    }
    // The wording keeps what it reads of the world, not the world, whose every array it would
    // keep alive as long as the result.
    let columns = ColumnIDs(world)
    let gap = expectation.checks.contains(where: isGap) ? SampleGap(of: sample, in: world) : nil
    return ExpectationResult(location: expectation.location, passed: true) {
      let time = DecimalFormat.time(sample.instant)
      let actual = expectation.checks.map {
        describe($0, in: sample, expectation, columns: columns, gap: gap)
      }
      let summary = actual.isEmpty ? "nothing to check" : actual.joined(separator: ", ")
      return "at \(time): \(summary), as expected"
    }
  }

  /// Evaluates an `always:` or `settled:` expectation against a run's samples, in `world`.
  ///
  /// A `gap` check looks only at the samples where the gap is defined; an item whose only check
  /// is `gap` counts only those samples.
  static func evaluate(
    _ expectation: SceneExpectation, over samples: SampleTable, in world: World
  ) -> ExpectationResult {
    let onlySettled = expectation.moment == .settled
    let label = onlySettled ? "settled" : "always"
    let onlyGap = !expectation.checks.isEmpty && expectation.checks.allSatisfy(isGap)
    let noun =
      (onlySettled ? "settled samples" : "samples") + (onlyGap ? " where gap is defined" : "")
    var checked = 0
    var failed = 0
    var first: (time: String, failures: [String])?
    for sample in samples where !onlySettled || sample.isSettled {
      if onlyGap, SampleGap(of: sample, in: world).undefinedReason != nil { continue }
      checked += 1
      let failures = self.failures(
        of: expectation, in: sample, world: world, skippingUndefinedGap: true)
      guard !failures.isEmpty else { continue }
      failed += 1
      if first == nil { first = (DecimalFormat.time(sample.instant), failures) }
    }
    guard let first else {
      let text = checked == 0 ? "no \(noun)" : "all \(checked) \(noun) as expected"
      return result(expectation, passed: true, "\(label): \(text)")
    }
    return result(
      expectation, passed: false,
      "\(label): \(failed) of \(checked) \(noun) differ; first at \(first.time): "
        + first.failures.joined(separator: "; "))
  }

  /// A description of each check that fails in `sample`; an undefined gap fails unless
  /// `skippingUndefinedGap`, when its check is left out instead.
  static func failures(
    of expectation: SceneExpectation, in sample: TraceSample, world: World,
    skippingUndefinedGap: Bool = false
  ) -> [String] {
    // Checked against every sample of an `always:` run: a check that holds words nothing.
    expectation.checks.compactMap { check in
      let actual = {
        describe(
          check, in: sample, expectation, columns: ColumnIDs(world),
          gap: SampleGap(of: sample, in: world))
      }
      switch check {
      case .padding(_, let expected), .safeArea(_, let expected), .offset(_, let expected),
        .contentInset(_, let expected):
        let column = viewColumn(of: check, in: sample, columns: ColumnIDs(world))
        guard let value = column.value else {
          return "\(column.name): no \(column.kind) has that id"
        }
        return holds(value, expected, expectation)
          ? nil : mismatch(actual(), expected, expectation)
      case .keyboard(let expected):
        return holds(sample.keyboard, expected, expectation)
          ? nil : mismatch(actual(), expected, expectation)
      case .covered(let expected):
        return holds(sample.covered, expected, expectation)
          ? nil : mismatch(actual(), expected, expectation)
      case .gap(let expected):
        let gap = SampleGap(of: sample, in: world)
        guard case .value(let value) = gap else {
          return skippingUndefinedGap ? nil : "gap is undefined: \(gap.undefinedReason ?? "")"
        }
        return holds(value, expected, expectation)
          ? nil : mismatch(actual(), expected, expectation)
      case .focus(let expected):
        return sample.focus == expected ? nil : "\(actual()), expected \(expected ?? "none")"
      }
    }
  }

  private static func holds(
    _ actual: Double, _ expected: ExpectedNumber, _ item: SceneExpectation
  ) -> Bool {
    expected.accepts(actual, tolerance: item.tolerance)
  }

  private static func mismatch(
    _ actual: String, _ expected: ExpectedNumber, _ item: SceneExpectation
  ) -> String {
    "\(actual), expected \(describe(expected, item)) within \(number(item.tolerance, item))"
  }

  /// What a numeric check expects: `168.00`, `at least 160.00`, `at most 200.00` or
  /// `between 160.00 and 200.00`.
  private static func describe(_ expected: ExpectedNumber, _ item: SceneExpectation) -> String {
    switch expected {
    case .exactly(let value): number(value, item)
    case .atLeast(let minimum): "at least \(number(minimum, item))"
    case .atMost(let maximum): "at most \(number(maximum, item))"
    case .between(let minimum, let maximum):
      "between \(number(minimum, item)) and \(number(maximum, item))"
    }
  }

  /// The ids that name a sample's value columns: all that wording a check of one view's value
  /// needs of the world.
  struct ColumnIDs {
    var containers: [String]
    var safeAreas: [String]
    var scrollViews: [String]

    init(_ world: World) {
      containers = world.containerIDs
      safeAreas = world.safeAreaIDs
      scrollViews = world.scrollViewIDs
    }
  }

  /// "name is value" for one check's actual value; `gap` is the sample's, and nil only when no
  /// check reads it.
  private static func describe(
    _ check: SceneExpectation.Check, in sample: TraceSample, _ item: SceneExpectation,
    columns: ColumnIDs, gap: SampleGap?
  ) -> String {
    switch check {
    case .padding, .safeArea, .offset, .contentInset:
      let column = viewColumn(of: check, in: sample, columns: columns)
      guard let value = column.value else { return "\(column.name) is missing" }
      return "\(column.name) is \(number(value, item))"
    case .keyboard: return "keyboard is \(number(sample.keyboard, item))"
    case .covered: return "covered is \(number(sample.covered, item))"
    case .gap:
      guard case .value(let gap)? = gap else {
        return "gap is undefined"
      }
      return "gap is \(number(gap, item))"
    case .focus: return "focus is \(sample.focus ?? "none")"
    }
  }

  /// The column a check of one view's value reads (`padding.ID`, `safeArea.ID`, `offset.ID`,
  /// `contentInset.ID`), the kind of view it names, and its value in `sample`, nil when no view
  /// of that kind has the id.
  ///
  /// - Precondition: `check` is one of those four.
  private static func viewColumn(
    of check: SceneExpectation.Check, in sample: TraceSample, columns: ColumnIDs
  ) -> (name: String, kind: String, value: Double?) {
    func value(_ id: String, among ids: [String], in values: ArraySlice<Double>) -> Double? {
      ids.firstIndex(of: id).map { values[values.startIndex + $0] }
    }
    switch check {
    case .padding(let id, _):
      return (
        "padding.\(id)", "adaptive container",
        value(id, among: columns.containers, in: sample.paddings)
      )
    case .safeArea(let id, _):
      return (
        "safeArea.\(id)", "safe-area container",
        value(id, among: columns.safeAreas, in: sample.safeAreaShifts)
      )
    case .offset(let id, _):
      return (
        "offset.\(id)", "scroll view", value(id, among: columns.scrollViews, in: sample.offsets)
      )
    case .contentInset(let id, _):
      return (
        "contentInset.\(id)", "scroll view",
        value(id, among: columns.scrollViews, in: sample.contentInsets)
      )
    case .keyboard, .covered, .gap, .focus:
      preconditionFailure("\(check) is not a check of one view's value")
    }
  }

  /// Two decimals, as the trace prints them, or more when the tolerance is finer than that.
  private static func number(_ value: Double, _ item: SceneExpectation) -> String {
    var decimals = 2
    var step = 0.01
    while decimals < 6, item.tolerance < step {
      decimals += 1
      step /= 10
    }
    return DecimalFormat.fixed(value, decimals: decimals)
  }

  private static func isGap(_ check: SceneExpectation.Check) -> Bool {
    if case .gap = check { return true }
    return false
  }

  private static func result(
    _ expectation: SceneExpectation, passed: Bool, _ message: String
  ) -> ExpectationResult {
    ExpectationResult(location: expectation.location, passed: passed, message: message)
  }
}
