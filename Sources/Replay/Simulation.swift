import KeyboardAvoidance
import SceneModel

/// Drives one run: feeds due inputs to the state's step function and reads samples off it.
///
/// The replay's `World` is passed to each call rather than kept: a copy here would retain and
/// release every array in it once per run.
struct Simulation: Sendable {
  private(set) var state: SystemState
  private var queue: EventQueue
  /// The steps' effects: the event log so far, and the posting of the step at hand.
  private var output = StepOutput()
  /// Whether the last sample recorded was settled and no input has been processed since: the
  /// next samples are then the same one, until an input is due.
  private var isAtRest = false
  /// Samples per second.
  private let fps: Int
  /// The first sample at or after the next input's time (see
  /// ``Instant/firstSample(atOrAfter:fps:)``), `Int.max` when none is left: a sample before it
  /// has nothing due, which an index comparison tells.
  private var firstDueSample = Int.max

  /// A run of `scene` in `world` with `strategy`, whose keyboard records its changes and drops
  /// for later runs when `recordsKeyboard`, and follows `keyboardReference`, the first run's
  /// record, when there is one (see ``RunKeyboard``).
  init(
    scene: borrowing Scene, world: borrowing World, strategy: any AvoidanceStrategy,
    recordsKeyboard: Bool = false,
    keyboardReference: KeyboardRecord? = nil
  ) {
    state = SystemState(
      world: world, strategy: strategy, recordsKeyboard: recordsKeyboard,
      keyboardReference: keyboardReference)
    queue = EventQueue(events: world.events)
    fps = scene.fps
    // A guess that fits most runs, to grow the log rarely: an event logs two or three entries
    // on average, and up to six (a tap that focuses a field and shows the keyboard).
    output.log.reserveCapacity(4 * scene.events.count)
    updateFirstDueSample()
  }

  /// Processes every input due at or before `instant`, in (time, sequence) order, in `world`
  /// (the run's).
  ///
  /// - Complexity: O(inputs processed), amortised over the run.
  mutating func advance(to instant: Instant, in world: World) {
    if queue.hasDue(atOrBefore: instant) { processDue(atOrBefore: instant, in: world) }
  }

  /// Processes every input due at or before sample `index`, at `instant`, as
  /// ``advance(to:in:)`` does, telling that nothing is due by comparing indices.
  ///
  /// Small enough for the sampling loop, which asks at every sample, to inline it: nearly
  /// always nothing is due (`index < firstDueSample`), and then this is one comparison.
  mutating func advance(toSample index: Int, at instant: Instant, in world: World) {
    if index >= firstDueSample { processDue(atOrBefore: instant, in: world) }
  }

  @inline(never)
  private mutating func processDue(atOrBefore instant: Instant, in world: World) {
    while let (time, input) = queue.popDue(atOrBefore: instant) {
      isAtRest = false
      state.step(input, at: time, in: world, output: &output)
      if let posting = output.posting {
        queue.scheduleEnd(of: posting, madeAt: time)
        output.posting = nil
      }
      if let release = output.release {
        queue.schedule(.released(hold: release.hold), at: release.time)
        output.release = nil
      }
    }
    updateFirstDueSample()
  }

  private mutating func updateFirstDueSample() {
    firstDueSample = queue.nextTime.map { Instant.firstSample(atOrAfter: $0, fps: fps) } ?? .max
  }

  /// The event log in delivery order.
  var log: [TraceEvent] { output.log }

  /// How many of the samples after sample `index` are copies of the sample just recorded:
  /// those before the next input is due when it was settled, since only an input changes a
  /// settled state. None when it was not settled.
  func restingSamples(after index: Int) -> Int {
    guard isAtRest else { return 0 }
    // Int.max when no input is left.
    return max(0, firstDueSample - index - 1)
  }

  /// Writes what is on screen at sample `sample`, at `instant`, in `world`, as the next sample
  /// of `table`, forgetting finished animations; springs are read through `springs` (see
  /// ``SpringFrames``).
  ///
  /// Each animated value is evaluated once. The samples that follow a settled one and that
  /// ``restingSamples(after:)`` counts are copies, and need not be recorded.
  ///
  /// Inlined into the sampling loop, so the simulation's and the writer's fields stay in
  /// registers from sample to sample; `Scripts/bench/bench.sh` (`test --jobs 1`) guards it.
  @inline(__always)
  mutating func record(
    sample: Int, at instant: Instant, in world: World, into table: inout SampleWriter,
    springs: inout SpringFrames
  ) {
    let keyboard = state.keyboard.read(
      sample: sample, at: instant, on: world.device.screen, springs: &springs)
    var isSettled = keyboard.isSettled
    for index in 0..<state.paddings.count {
      // A padding at rest is read without the mutable access that reading an animated one
      // needs (to drop completed contributions), which checks the list's uniqueness.
      if state.paddings[index].contributions.isEmpty {
        table.setPadding(state.paddings[index].model, of: index)
        continue
      }
      let padding = readAnimatedPadding(index, at: instant, springs: &springs)
      table.setPadding(padding.presented, of: index)
      isSettled = isSettled && padding.isSettled
    }
    // Nothing to do in a scene without keyboard safe-area containers or scroll views.
    for index in 0..<state.shifts.count {
      let shift = state.shifts[index].read(at: instant, springs: &springs)
      table.setShift(shift.presented, of: index)
      isSettled = isSettled && shift.isSettled
    }
    for index in 0..<state.offsets.count {
      let offset = state.offsets[index].read(at: instant, springs: &springs)
      table.setOffset(offset.presented, of: index)
      table.setInset(state.insets[index], of: index)
      isSettled = isSettled && offset.isSettled
    }
    var covered = 0.0
    var focus: Int32 = -1
    if let node = state.focus {
      let field = world.frame(
        of: node, padding: { table.padding(of: $0) }, shift: { table.shift(of: $0) },
        offset: { table.offset(of: $0) })
      covered = field.overlapHeight(with: keyboard.presented)
      focus = Int32(node)
    }
    table.appendRow(
      SampleTable.Row(
        keyboard: keyboard.visibleHeight, keyboardFrame: keyboard.presented, covered: covered,
        focus: focus,
        isSettled: isSettled))
    isAtRest = isSettled
  }

  /// Reads padding `index`, which has contributions, at `instant` (see
  /// ``AnimatedValue/read(at:)``).
  ///
  /// Not inlined: the uniqueness check of the mutable access is then made only for a padding
  /// that animates, not before the paddings' loop in ``record(sample:at:in:into:springs:)`` at
  /// every sample; `Scripts/bench/bench.sh` (`test --jobs 1`) guards it.
  @inline(never)
  private mutating func readAnimatedPadding(
    _ index: Int, at instant: Instant, springs: inout SpringFrames
  ) -> (presented: Double, isSettled: Bool) {
    state.paddings[index].read(at: instant, springs: &springs)
  }

  /// What is on screen at `instant`, in `world`, as a free-standing sample.
  func snapshot(at instant: Instant, in world: World) -> TraceSample {
    let keyboardFrame = state.keyboard.presented(at: instant)
    return TraceSample(
      instant: instant, keyboard: keyboardFrame.visibleHeight(on: world.device.screen),
      paddings: ArraySlice(state.paddings.map { $0.presented(at: instant) }),
      focus: state.focus.map { world.id(of: $0) },
      covered: covered(by: keyboardFrame, at: instant, in: world),
      isSettled: state.isSettled(at: instant),
      keyboardFrame: keyboardFrame,
      safeAreaShifts: ArraySlice(state.shifts.map { $0.presented(at: instant) }),
      offsets: ArraySlice(state.offsets.map { $0.presented(at: instant) }),
      contentInsets: ArraySlice(state.insets))
  }

  private func covered(by keyboardFrame: Rect, at instant: Instant, in world: World) -> Double {
    guard let focus = state.focus else { return 0 }
    return state.presentedFrame(of: focus, at: instant, in: world).overlapHeight(
      with: keyboardFrame)
  }
}
