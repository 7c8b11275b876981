import KeyboardAvoidance
import SceneModel

/// Replays scenes through the simulated system and the avoidance strategies.
package enum Replayer {
  /// Replays `scene` once per strategy and returns the trace.
  ///
  /// The result depends only on the arguments: the clock is virtual, and the same scene gives
  /// the same trace on every call and every thread. A validated scene is assumed (see
  /// `SceneLoader`); references to unknown ids are ignored rather than trapping.
  ///
  /// - Parameters:
  ///   - scene: The scene to replay.
  ///   - registry: Where the scene's strategy names are looked up.
  ///   - names: The strategies to replay, in order; nil means the scene's own list.
  /// - Returns: One run per strategy, each with its event log, samples and expectation results.
  /// - Throws: ``ReplayError`` when a name is not in `registry` or a strategy returns a padding
  ///   that is not finite.
  /// - Complexity: O(events + samples), plus the expectations' checks.
  package static func replay(
    _ scene: Scene, strategies registry: StrategyRegistry = .builtIns, only names: [String]? = nil
  ) throws(ReplayError) -> Trace {
    var springs = SpringFrames(fps: scene.fps)
    return try replay(scene, strategies: registry, only: names, springs: &springs)
  }

  /// Replays `scene` as ``replay(_:strategies:only:)`` does, reading the keyboard spring through
  /// `springs`, a table the caller keeps from one replay to the next (as each worker of
  /// `kbreplay test` does) so that a frame offset's fraction is computed once per table rather
  /// than once per replay.
  ///
  /// The trace is the same bits whatever the table holds: its readings depend only on its frame
  /// rate and the offset (see ``SpringFrames``), and a table for another frame rate than the
  /// scene's is replaced by an empty one first.
  ///
  /// - Parameters:
  ///   - scene: The scene to replay.
  ///   - registry: Where the scene's strategy names are looked up.
  ///   - names: The strategies to replay, in order; nil means the scene's own list.
  ///   - springs: The spring table to read and fill.
  /// - Returns: One run per strategy, each with its event log, samples and expectation results.
  /// - Throws: ``ReplayError`` when a name is not in `registry` or a strategy returns a padding
  ///   that is not finite.
  package static func replay(
    _ scene: Scene, strategies registry: StrategyRegistry = .builtIns, only names: [String]? = nil,
    springs: inout SpringFrames
  ) throws(ReplayError) -> Trace {
    if springs.fps != scene.fps { springs = SpringFrames(fps: scene.fps) }
    let world = World(scene: scene)
    let viewIDs = world.nodeIndexByID.ids
    let names = names ?? scene.strategies
    var strategies: [any AvoidanceStrategy] = []
    for name in names {
      guard let strategy = registry.strategy(named: name) else {
        throw .unknownStrategy(name, known: registry.names)
      }
      strategies.append(strategy)
    }
    var runs: [TraceRun] = []
    runs.reserveCapacity(strategies.count)
    // The first run's keyboard, which the others reuse while they make the same changes.
    var firstKeyboard: KeyboardRecord?
    for strategy in strategies {
      let recordsKeyboard = runs.isEmpty && strategies.count > 1
      let (run, keyboard) = try replayRun(
        scene, strategy: strategy, in: world, viewIDs: viewIDs,
        recordingKeyboard: recordsKeyboard, followingKeyboard: firstKeyboard, springs: &springs)
      if recordsKeyboard { firstKeyboard = keyboard }
      runs.append(run)
    }
    return Trace(
      title: scene.title, device: scene.device, fps: scene.fps, until: scene.until,
      containerIDs: world.containerIDs, safeAreaIDs: world.safeAreaIDs,
      scrollViewIDs: world.scrollViewIDs, runs: runs, layout: world.layout)
  }

  /// Replays one run with `strategy`, and returns it with its keyboard's record when
  /// `recordingKeyboard` (see ``RunKeyboard``). Its samples read the keyboard spring through
  /// `springs` (see ``SpringFrames``).
  private static func replayRun(
    _ scene: Scene, strategy: any AvoidanceStrategy, in world: World, viewIDs: [String],
    recordingKeyboard: Bool, followingKeyboard reference: KeyboardRecord?,
    springs: inout SpringFrames
  ) throws(ReplayError) -> (TraceRun, KeyboardRecord?) {
    var simulation = Simulation(
      scene: scene, world: world, strategy: strategy, recordsKeyboard: recordingKeyboard,
      keyboardReference: reference)
    // Most scenes name no strategy in their expectations: their list is then used as it is.
    let expectations =
      scene.expectations.allSatisfy { $0.strategies == nil }
      ? scene.expectations
      : scene.expectations.filter { $0.strategies?.contains(strategy.name) ?? true }
    let sampleCount = Self.sampleCount(until: scene.until, fps: scene.fps)
    var timed = TimedExpectations(expectations, fps: scene.fps, sampleCount: sampleCount)
    let table = SampleTable(
      fps: scene.fps, containerCount: world.containers.count,
      safeAreaCount: world.safeAreas.count, scrollViewCount: world.scrollViews.count,
      viewIDs: viewIDs, count: sampleCount
    ) { table in
      var index = 0
      while index < sampleCount {
        let instant = Instant(sample: index, fps: scene.fps)
        timed.evaluate(upToSample: index, at: instant, simulation: &simulation, in: world)
        simulation.advance(toSample: index, at: instant, in: world)
        simulation.record(
          sample: index, at: instant, in: world, into: &table, springs: &springs)
        // Copied rather than replayed; the `at:` expectations among them are evaluated on the
        // next pass, each at its own time, which these samples do not change.
        let copies = min(
          simulation.restingSamples(after: index), sampleCount - index - 1)
        // Most samples have none: asked here, that costs no call.
        if copies > 0 { table.repeatLast(copies) }
        index += 1 + copies
      }
    }
    let until = Instant(microseconds: scene.until)
    timed.evaluate(upTo: until, simulation: &simulation, in: world)
    simulation.advance(to: until, in: world)
    if let failure = simulation.state.nonFiniteValue {
      switch failure.target {
      case .container(let index):
        throw .nonFinitePadding(
          strategy: strategy.name, value: failure.value, container: world.containerIDs[index],
          time: failure.time)
      case .scrollView(let index):
        throw .nonFiniteInset(
          strategy: strategy.name, value: failure.value, scrollView: world.scrollViewIDs[index],
          time: failure.time)
      }
    }
    timed.failRemaining(until: scene.until)
    let results = expectations.indices.map { index in
      timed.result(at: index, over: table, in: world)
    }
    let run = TraceRun(
      strategy: strategy.name, events: simulation.log, samples: table, expectations: results)
    return (run, simulation.state.keyboard.record(samples: table))
  }

  /// The number of samples `k / fps <= until`, that is `floor(until * fps / 1e6) + 1`.
  static func sampleCount(until: Microseconds, fps: Int) -> Int {
    guard until >= 0, fps > 0 else { return 0 }
    let (scaled, overflow) = until.multipliedReportingOverflow(by: Int64(fps))
    precondition(!overflow, "until * fps must fit in 64 bits")
    return Int(scaled / microsecondsPerSecond) + 1
  }
}
