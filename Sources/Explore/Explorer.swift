import KeyboardAvoidance
import Replay
import SceneModel

/// Replays a scene's variations under explore's checks and gives each run its verdict
/// (docs/explore.md). Pure: the caller reads the scene and prints the result.
package struct Explorer: Sendable {
  /// Where the scene's strategy names are looked up.
  package var registry: StrategyRegistry
  /// Which of a scene's expectations are checked.
  package var selection: ExploreChecks.Selection
  /// Whether breaking rows keep their trace (for a report); otherwise no trace outlives its row.
  package var keepsTraces: Bool

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - registry: Where strategy names are looked up.
  ///   - selection: Which of a scene's expectations are checked.
  ///   - keepsTraces: Whether breaking rows keep their trace.
  package init(
    registry: StrategyRegistry = .builtIns, selection: ExploreChecks.Selection = .invariants,
    keepsTraces: Bool = false
  ) {
    self.registry = registry
    self.selection = selection
    self.keepsTraces = keepsTraces
  }

  /// Explores `scene`.
  ///
  /// - Parameters:
  ///   - scene: The scene as written.
  ///   - path: The scene file's path as printed in failures.
  ///   - runs: The strategies to replay, each listed by the scene; nil for the scene's list.
  ///   - springs: A spring table kept from one replay to the next (see `SpringFrames`).
  /// - Returns: A row per variation, the baseline first.
  package func explore(
    _ scene: Scene, path: String, runs: [String]? = nil, springs: inout SpringFrames
  ) -> Exploration {
    let checks = ExploreChecks(of: scene, selection: selection)
    let strategies = runs ?? scene.strategies
    let rows = SceneVariations.variations(of: scene).map { variation in
      var checked = variation.scene
      checked.expectations = checks.expectations
      let (verdicts, trace) = verdicts(
        of: checked, strategies: strategies, checks: checks, path: path, springs: &springs)
      var row = Exploration.Row(variation: variation, runs: verdicts)
      if keepsTraces && row.breaks { row.trace = trace }
      return row
    }
    return Exploration(path: path, strategies: strategies, checks: checks, rows: rows)
  }

  /// The verdict of each run of `scene`, whose expectations are the checks, and its trace.
  ///
  /// The runs are replayed together; when that throws, each is replayed alone, so that one
  /// run's error does not hide the others' verdicts.
  private func verdicts(
    of scene: Scene, strategies: [String], checks: ExploreChecks, path: String,
    springs: inout SpringFrames
  ) -> ([RunVerdict], Trace?) {
    if let trace = try? Replayer.replay(
      scene, strategies: registry, only: strategies, springs: &springs)
    {
      return (trace.runs.map { verdict(of: $0, checks: checks, path: path) }, trace)
    }
    var verdicts: [RunVerdict] = []
    var runs: [TraceRun] = []
    var last: Trace?
    for strategy in strategies {
      do {
        let trace = try Replayer.replay(
          scene, strategies: registry, only: [strategy], springs: &springs)
        verdicts.append(verdict(of: trace.runs[0], checks: checks, path: path))
        runs.append(trace.runs[0])
        last = trace
      } catch {
        verdicts.append(
          RunVerdict(strategy: strategy, kind: .error, failures: ["\(path): error: \(error)"]))
      }
    }
    last?.runs = runs
    return (verdicts, last)
  }

  /// The verdict of one replayed run: each failed check as `kbreplay test` prints it.
  private func verdict(of run: TraceRun, checks: ExploreChecks, path: String) -> RunVerdict {
    let position = checks.isDefault ? ExploreChecks.defaultCheckPosition : nil
    let failures = run.expectations.filter { !$0.passed }.map { result in
      result.failureLine(path: path, run: run.strategy, position: position)
    }
    return RunVerdict(
      strategy: run.strategy, kind: failures.isEmpty ? .pass : .fail, failures: failures)
  }
}
