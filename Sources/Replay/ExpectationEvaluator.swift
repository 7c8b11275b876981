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
    return ExpectationResult(location: expectation.location, passed: true) {
      let time = DecimalFormat.time(sample.instant)
      let actual = expectation.checks.map { describe($0, in: sample, expectation, world) }
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
      let actual = { describe(check, in: sample, expectation, world) }
      switch check {
      case .padding(let id, let expected):
        guard let index = world.containerIDs.firstIndex(of: id) else {
          return "padding.\(id): no adaptive container has that id"
        }
        let value = sample.paddings[sample.paddings.startIndex + index]
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

  /// "name is value" for one check's actual value.
  private static func describe(
    _ check: SceneExpectation.Check, in sample: TraceSample, _ item: SceneExpectation,
    _ world: World
  ) -> String {
    switch check {
    case .padding(let id, _):
      guard let index = world.containerIDs.firstIndex(of: id) else {
        return "padding.\(id) is missing"
      }
      return "padding.\(id) is \(number(sample.paddings[sample.paddings.startIndex + index], item))"
    case .keyboard: return "keyboard is \(number(sample.keyboard, item))"
    case .covered: return "covered is \(number(sample.covered, item))"
    case .gap:
      guard case .value(let gap) = SampleGap(of: sample, in: world) else {
        return "gap is undefined"
      }
      return "gap is \(number(gap, item))"
    case .focus: return "focus is \(sample.focus ?? "none")"
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
