import Golden
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import TraceFormat

/// Tests one scene as `kbreplay test` does: replay it, check its expectations, compare its trace
/// with the golden and record per the mode. The command and `verifyScene` (through
/// ``message(forSceneAt:path:)``) share it, so that both say the same about a scene.
package struct SceneTest: Sendable {
  /// What testing one scene came to.
  package struct Outcome: Sendable {
    /// The result.
    package var status = SceneStatus.pass
    /// Lines to print under the result line (without indentation).
    package var details: [String] = []
    /// Why it failed, in order; empty when it passed.
    package var failures: [SceneFailure] = []
    /// What the test wrote: a golden recorded or updated, a pending golden written.
    package var recorded = RecordedFiles()
    /// The replayed trace, when the scene loaded and replayed.
    package var trace: Trace?
    /// What the golden check found and did, when there was a trace to check.
    package var golden: GoldenReport?

    /// An outcome that has not failed yet.
    package init() {}
  }

  /// The golden comparison and record policy.
  package var check: GoldenCheck
  /// The strategies scenes may name.
  package var strategies: StrategyRegistry

  /// Creates a test.
  ///
  /// - Parameters:
  ///   - check: The golden comparison and record policy.
  ///   - strategies: The strategies scenes may name.
  package init(check: GoldenCheck, strategies: StrategyRegistry = .builtIns) {
    self.check = check
    self.strategies = strategies
  }

  /// Tests a scene that was loaded (or failed to load) from `path`.
  ///
  /// - Parameters:
  ///   - loaded: The scene, or why it did not load.
  ///   - path: The scene file's path as printed: in details, in failures and for its goldens.
  ///   - filePath: Where the scene file is, for reading and writing its goldens; nil when
  ///     `path` is usable as it is.
  /// - Returns: The outcome, with the trace when the scene replayed.
  package func test(
    _ loaded: Result<Scene, SceneLoadFailure>, path: String, filePath: String? = nil
  ) -> Outcome {
    var springs = SpringFrames(fps: 0)
    return test(loaded, path: path, filePath: filePath, springs: &springs)
  }

  /// Tests a scene as ``test(_:path:filePath:)`` does, replaying it through `springs`, a spring
  /// table the caller keeps from one scene to the next (see
  /// `Replayer.replay(_:strategies:only:springs:)`); the outcome is the same.
  package func test(
    _ loaded: Result<Scene, SceneLoadFailure>, path: String, filePath: String? = nil,
    springs: inout SpringFrames
  ) -> Outcome {
    var outcome = Outcome()
    let scene: Scene
    switch loaded {
    case .failure(let failure):
      outcome.status = .error
      outcome.details = failure.rendered().split(separator: "\n").map(String.init)
      outcome.failures = failure.diagnostics.map { diagnostic in
        SceneFailure(
          type: "invalid-scene", message: diagnostic.message, file: path,
          line: diagnostic.location.line, column: diagnostic.location.column)
      }
      return outcome
    case .success(let loadedScene):
      scene = loadedScene
    }
    let trace: Trace
    do {
      trace = try Replayer.replay(scene, strategies: strategies, springs: &springs)
    } catch {
      outcome.status = .error
      outcome.details = ["\(path): error: \(error)"]
      outcome.failures = [
        SceneFailure(type: "strategy", message: "\(error)", file: path, line: 1)
      ]
      return outcome
    }
    outcome.trace = trace
    addExpectations(of: trace, path: path, to: &outcome)
    let text = trace.textUTF8(sourceName: Self.sourceName(of: path))
    let paths = GoldenPaths(scenePath: filePath ?? path)
    let report = check.check(text, against: paths)
    outcome.golden = report
    // Messages name the goldens by `path`; they are the same files' names unless a `filePath`
    // was given.
    let printedPaths = filePath == nil ? paths : GoldenPaths(scenePath: path)
    addGolden(report, path: path, paths: printedPaths, to: &outcome)
    return outcome
  }

  /// The name a trace gives as its source: the last component of the scene's path.
  private static func sourceName(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  private func addExpectations(of trace: Trace, path: String, to outcome: inout Outcome) {
    for run in trace.runs {
      for expectation in run.expectations where !expectation.passed {
        let location = expectation.location
        outcome.details.append(expectation.failureLine(path: path, run: run.strategy))
        outcome.failures.append(
          SceneFailure(
            type: "expectation", message: expectation.failureMessage(run: run.strategy),
            file: path, line: location.line, column: location.column))
      }
    }
  }

  /// Adds what the golden check found to `outcome`, naming the goldens as `paths` gives them.
  private func addGolden(
    _ report: GoldenReport, path: String, paths: GoldenPaths, to outcome: inout Outcome
  ) {
    if let error = report.fileError {
      outcome.status = .error
      outcome.details.append("error: \(error.message)")
      outcome.failures.append(
        SceneFailure(type: "io", message: error.message, file: error.path, line: 1))
      return
    }
    let expectationsHold = outcome.failures.isEmpty
    switch report.outcome {
    case .passed: break
    case .recorded, .updated:
      let isNew = report.outcome == .recorded
      if isNew { outcome.recorded.new = 1 } else { outcome.recorded.updated = 1 }
      if expectationsHold {
        outcome.status = isNew ? .new : .updated
      } else {
        outcome.details.append("\(isNew ? "recorded" : "updated") \(paths.golden)")
      }
    case .missing:
      let message =
        "no golden \(paths.golden); record it with 'kbreplay test --record missing "
        + "\(path)' (or KBREPLAY_RECORD=missing)"
      outcome.details.append(message)
      outcome.failures.append(
        SceneFailure(type: "missing-golden", message: message, file: path, line: 1))
    case .mismatched:
      addMismatch(report, path: path, paths: paths, to: &outcome)
    }
    if !outcome.failures.isEmpty { outcome.status = .fail }
  }

  private func addMismatch(
    _ report: GoldenReport, path: String, paths: GoldenPaths, to outcome: inout Outcome
  ) {
    var failure = SceneFailure(type: "golden", message: "", file: paths.golden, line: 1)
    if let unreadable = report.unreadableTrace {
      let name = unreadable.side == .expected ? paths.golden : "the replayed trace"
      let rendered = unreadable.error.rendered(path: name)
      outcome.details.append("the golden cannot be compared: \(rendered)")
      failure.message = "not a readable trace: \(unreadable.error.message)"
      failure.line = unreadable.error.line
      failure.column = unreadable.error.column
    } else if case .mismatch(let mismatch) = report.verdict {
      outcome.details.append(
        "golden \(paths.golden) differs beyond the tolerance of \(mismatch.tolerance)")
      outcome.details += MismatchReport.lines(
        mismatch, expectedName: paths.golden, actualName: "\(path) (replayed)")
      failure.message =
        "golden differs: " + MismatchReport.describe(mismatch.firstDivergence)
        + " (tolerance \(mismatch.tolerance))"
      failure.line = mismatch.firstDivergence.expectedLine ?? 1
    }
    if report.changes.contains(where: Self.isPendingWrite) {
      outcome.recorded.pending = 1
      outcome.details.append(
        "wrote \(paths.pending); review it, then run 'kbreplay accept \(path)' "
          + "or 'kbreplay reject \(path)'")
    }
    outcome.failures.append(failure)
  }

  private static func isPendingWrite(_ change: GoldenReport.Change) -> Bool {
    if case .wrotePending = change { return true }
    return false
  }
}
