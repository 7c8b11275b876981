@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// The `at:` expectations of a run, evaluated as the run's clock passes their times, and the
/// results of all the run's expectations once it is over.
///
/// An `at:` time that falls exactly on a sample (`at: 0.05` at 60 fps is sample 3), as authored
/// times nearly always do, needs no snapshot: that sample is taken after everything due at its
/// time, as the expectation is, so it is the state the expectation checks, and it is evaluated
/// against the sample once the run is over (``result(at:over:in:)``). Only the others
/// are kept pending, and a run with none allocates nothing here: no snapshot, no pending lists.
struct TimedExpectations {
  /// The run's expectations, all kinds.
  private let expectations: [SceneExpectation]
  /// The `at:` ones that fall between samples or after the last one, by time and then by index
  /// in ``expectations``.
  private var pending: [(time: Microseconds, index: Int)] = []
  private var next = 0
  /// Samples per second.
  private let fps: Int
  /// How many samples the run has.
  private let sampleCount: Int
  /// The first sample at or after the next pending expectation's time, `Int.max` when none is
  /// pending (see ``Instant/firstSample(atOrAfter:fps:)``).
  private var firstDueSample = Int.max
  /// The pending ones' results by the expectation's index in the run's list (nil where none has
  /// been reached); empty when none is pending.
  private var results: [ExpectationResult?] = []

  /// The `at:` expectations among `expectations`, for a run of `sampleCount` samples at `fps`
  /// per second.
  init(_ expectations: [SceneExpectation], fps: Int, sampleCount: Int) {
    self.expectations = expectations
    self.fps = fps
    self.sampleCount = sampleCount
    for (index, expectation) in expectations.enumerated() {
      if case .at(let time) = expectation.moment, sample(at: time) == nil {
        pending.append((time, index))
      }
    }
    if !pending.isEmpty {
      // Appended rather than `Array(repeating:count:)`, whose unspecialised allocation and
      // copies cost several times as much for the one or two results of a typical run.
      results.reserveCapacity(expectations.count)
      for _ in expectations { results.append(nil) }
      // Indices ascend already, so times in file order need no sorting.
      if !pending.indices.dropFirst().allSatisfy({ pending[$0 - 1].time <= pending[$0].time }) {
        pending.sort { ($0.time, $0.index) < ($1.time, $1.index) }
      }
    }
    updateFirstDueSample()
  }

  /// The run's sample that falls exactly at `time`, if there is one.
  func sample(at time: Microseconds) -> Int? {
    let index = Instant.firstSample(atOrAfter: time, fps: fps)
    guard index < sampleCount, Instant(sample: index, fps: fps) == Instant(microseconds: time)
    else { return nil }
    return index
  }

  /// The result of the run's expectation `index`, once the run is over and its samples are
  /// `samples`, in `world` (the run's).
  func result(at index: Int, over samples: SampleTable, in world: World) -> ExpectationResult {
    if !results.isEmpty, let result = results[index] { return result }
    let expectation = expectations[index]
    guard case .at(let time) = expectation.moment, let sample = sample(at: time) else {
      return ExpectationEvaluator.evaluate(expectation, over: samples, in: world)
    }
    // The sample's state, at the expectation's own time (which prints as an event time does).
    var state = samples[sample]
    state.instant = Instant(microseconds: time)
    return ExpectationEvaluator.evaluate(expectation, at: state, in: world)
  }

  /// Evaluates every pending expectation timed at or before sample `index`, at `instant`, as
  /// ``evaluate(upTo:simulation:in:)`` does, telling that none is due by comparing indices.
  ///
  /// Small enough for the sampling loop, which asks at every sample, to inline it: nearly
  /// always none is due (`index < firstDueSample`), and then this is one comparison.
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
        expectations[index], at: simulation.snapshot(at: moment, in: world), in: world)
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
