import KeyboardAvoidance
import SceneModel

/// The `at:` expectations of a run, evaluated as the run's clock passes their times.
struct TimedExpectations {
  private var pending: [(time: Microseconds, index: Int, expectation: Expectation)]
  private var next = 0
  /// Results by the expectation's index in the run's list.
  private(set) var results: [Int: ExpectationResult] = [:]

  init(_ expectations: [Expectation]) {
    pending = expectations.enumerated().compactMap { index, expectation in
      guard case .at(let time) = expectation.moment else { return nil }
      return (time, index, expectation)
    }
    .sorted { ($0.time, $0.index) < ($1.time, $1.index) }
  }

  /// Evaluates every pending expectation timed at or before `instant`, each after everything
  /// due at its own time has been processed.
  mutating func evaluate(
    upTo instant: Instant, simulation: inout Simulation, containerIDs: [String]
  ) {
    while next < pending.count, instant.isAtOrAfter(pending[next].time) {
      let item = pending[next]
      let moment = Instant(microseconds: item.time)
      simulation.advance(to: moment)
      results[item.index] = ExpectationEvaluator.evaluate(
        item.expectation, at: simulation.snapshot(at: moment), containerIDs: containerIDs)
      next += 1
    }
  }

  /// Fails the expectations timed after `until`, which no replay reaches.
  mutating func failRemaining(until: Microseconds) {
    while next < pending.count {
      let item = pending[next]
      results[item.index] = ExpectationResult(
        location: item.expectation.location, passed: false,
        message: "at \(DecimalFormat.seconds(microseconds: item.time)): after the end of the "
          + "replay (until \(DecimalFormat.seconds(microseconds: until)))")
      next += 1
    }
  }
}
