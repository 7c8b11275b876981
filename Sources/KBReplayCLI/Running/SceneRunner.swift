import Golden
import KBReplay
import Replay
import Report
import SceneCheck
import SceneLoading
import Support
import TraceFormat

/// Tests one scene of a suite with ``SceneTest`` (what `verifyScene` uses too), adding what only
/// a suite run has: goldens two scene files would share, and each scene's part of the HTML
/// report. Returns a summary; the trace does not outlive the call.
struct SceneRunner: Sendable {
  /// The golden comparison and record policy.
  var check: GoldenCheck

  /// Whether each scene's part of the HTML report is rendered (with the golden read back when
  /// it differs, to draw it under the trace).
  var rendersReport = false

  /// What a worker thread keeps from one scene to the next: its loader and its spring table
  /// (see `SpringFrames`). Neither lets one scene see another's content.
  struct Worker {
    /// The worker's scene loader.
    var loader: SceneLoader
    /// The worker's spring table, replaced when a scene has another frame rate.
    var springs = SpringFrames(fps: 0)
  }

  /// Tests `scene`.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - index: Its place in the run, from 0; names its section in the report.
  ///   - worker: The state of the worker running it.
  /// - Returns: The result, with the scene's part of the report when ``rendersReport``.
  func run(_ scene: SuiteScan.Scene, index: Int = 0, worker: inout Worker) -> SceneResult {
    var result = SceneResult(
      path: scene.path, relativePath: scene.relativePath, suite: scene.suite, status: .pass)
    let replayed = test(scene, worker: &worker, into: &result)
    if rendersReport {
      let report = SceneReport(
        anchor: "scene-\(index + 1)", path: scene.path, status: result.status.reportStatus,
        details: result.details, trace: replayed?.trace, comparison: replayed?.comparison)
      result.report = ReportPart(row: report.summaryRow, section: HTMLReport.section(report))
    }
    return result
  }

  /// Loads, replays and checks `scene`, filling in `result`; returns, when the report is
  /// rendered, the trace and the golden it differs from.
  private func test(
    _ scene: SuiteScan.Scene, worker: inout Worker, into result: inout SceneResult
  ) -> (trace: Trace, comparison: SceneReport.Comparison?)? {
    if let other = scene.sharesGoldenWith {
      let message =
        "\(other) and \(scene.path) would share the golden "
        + "\(GoldenPaths(scenePath: scene.path).golden); rename one of them"
      result.status = .error
      result.details = [message]
      result.failures = [.init(type: "io", message: message, file: scene.path, line: 1)]
      return nil
    }
    let loaded = worker.loader.load(contentsOf: scene.path)
    let outcome = SceneTest(check: check, strategies: worker.loader.strategies)
      .test(loaded, path: scene.path, springs: &worker.springs)
    result.status = outcome.status
    result.details = outcome.details
    result.failures = outcome.failures
    result.recorded = outcome.recorded
    guard rendersReport, let trace = outcome.trace, let golden = outcome.golden else { return nil }
    return (trace, Self.comparison(golden, golden: GoldenPaths(scenePath: scene.path).golden))
  }

  /// The golden and how the trace differs from it, when it differs and was left as it was
  /// (a golden that was rewritten, or cannot be read, has nothing to draw).
  private static func comparison(
    _ report: GoldenReport, golden path: String
  ) -> SceneReport.Comparison? {
    guard report.outcome == .mismatched, case .mismatch(let mismatch) = report.verdict,
      case .success(let bytes?) = FileStore.read(path),
      let golden = try? TraceDocument(parsing: bytes)
    else { return nil }
    return SceneReport.Comparison(golden: golden, mismatch: mismatch)
  }
}
