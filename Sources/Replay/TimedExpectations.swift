import KeyboardAvoidance
import SceneModel

/// The `at:` expectations of a run, evaluated as the run's clock passes their times.
struct TimedExpectations {
  /// The run's expectations, all kinds.
  private let expectations: [Expectation]
  /// The `at:` ones, by time and then by index in ``expectations``.
  private var pending: [(time: Microseconds, index: Int)] = []
  private var next = 0
  /// Samples per second.
  private let fps: Int
  /// The first sample at or after the next pending expectation's time, `Int.max` when none is
  /// pending (see ``Instant/firstSample(atOrAfter:fps:)``).
  private var firstDueSample = Int.max
  /// Results by the expectation's index in the run's list; nil where none has been reached.
  private(set) var results: [ExpectationResult?]

  /// The `at:` expectations among `expectations`, for a run sampled at `fps` per second.
  init(_ expectations: [Expectation], fps: Int) {
    self.expectations = expectations
    self.fps = fps
    // Appended rather than `Array(repeating:count:)`, whose unspecialised allocation and
    // copies cost about four times as much for the one or two results of a typical run.
    results = []
    results.reserveCapacity(expectations.count)
    for _ in expectations { results.append(nil) }
    for (index, expectation) in expectations.enumerated() {
      if case .at(let time) = expectation.moment { pending.append((time, index)) }
    }
    // Indices ascend already, so times in file order need no sorting.
    if !pending.indices.dropFirst().allSatisfy({ pending[$0 - 1].time <= pending[$0].time }) {
      pending.sort { ($0.time, $0.index) < ($1.time, $1.index) }
    }
    updateFirstDueSample()
  }

  /// Evaluates every pending expectation timed at or before sample `index`, at `instant`, as
  /// ``evaluate(upTo:simulation:in:)`` does, telling that none is due by comparing indices.
  @inline(__always)
  mutating func evaluate(
    upToSample index: Int, at instant: Instant, simulation: inout Simulation, in world: World
  ) {
    if index >= firstDueSample { evaluateDue(upTo: instant, simulation: &simulation, in: world) }
  }

  private mutating func updateFirstDueSample() {
    firstDueSample =
      next < pending.count ? Instant.firstSample(atOrAfter: pending[next].time, fps: fps) : .max
  }

  /// Evaluates every pending expectation timed at or before `instant`, each after everything
  /// due at its own time has been processed, in `world` (the run's).
  ///
  /// Asked at every sample replayed, and nearly always with none due: that case is inlined.
  @inline(__always)
  mutating func evaluate(upTo instant: Instant, simulation: inout Simulation, in world: World) {
    if hasDue(atOrBefore: instant) {
      evaluateDue(upTo: instant, simulation: &simulation, in: world)
    }
  }

  private func hasDue(atOrBefore instant: Instant) -> Bool {
    next < pending.count && instant.isAtOrAfter(pending[next].time)
  }

  @inline(never)
  private mutating func evaluateDue(
    upTo instant: Instant, simulation: inout Simulation, in world: World
  ) {
    while hasDue(atOrBefore: instant) {
      let (time, index) = pending[next]
      let moment = Instant(microseconds: time)
      simulation.advance(to: moment, in: world)
      results[index] = ExpectationEvaluator.evaluate(
        expectations[index], at: simulation.snapshot(at: moment, in: world),
        containerIDs: world.containerIDs)
      next += 1
    }
    updateFirstDueSample()
  }

  /// Fails the expectations timed after `until`, which no replay reaches.
  mutating func failRemaining(until: Microseconds) {
    while next < pending.count {
      let (time, index) = pending[next]
      results[index] = ExpectationResult(
        location: expectations[index].location, passed: false,
        message: "at \(DecimalFormat.seconds(microseconds: time)): after the end of the "
          + "replay (until \(DecimalFormat.seconds(microseconds: until)))")
      next += 1
    }
  }
}
