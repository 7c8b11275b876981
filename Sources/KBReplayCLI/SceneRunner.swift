import Golden
import Replay
import Report
import SceneLoading
import Support
import TraceFormat

/// Tests one scene: load, replay, check expectations, compare with the golden and record per
/// the mode. Returns a summary; the trace does not outlive the call.
struct SceneRunner: Sendable {
  /// The golden comparison and record policy.
  var check: GoldenCheck

  /// Whether each scene's part of the HTML report is rendered (with the golden read back when
  /// it differs, to draw it under the trace).
  var rendersReport = false

  /// Tests `scene`.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - index: Its place in the run, from 0; names its section in the report.
  ///   - loader: The loader of the worker running it.
  /// - Returns: The result, with the scene's part of the report when ``rendersReport``.
  func run(_ scene: SuiteScan.Scene, index: Int = 0, loader: inout SceneLoader) -> SceneResult {
    var result = SceneResult(
      path: scene.path, relativePath: scene.relativePath, suite: scene.suite, status: .pass)
    let replayed = test(scene, loader: &loader, into: &result)
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
    _ scene: SuiteScan.Scene, loader: inout SceneLoader, into result: inout SceneResult
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
    switch loader.load(contentsOf: scene.path) {
    case .failure(let failure):
      result.status = .error
      result.details = failure.rendered().split(separator: "\n").map(String.init)
      result.failures = failure.diagnostics.map { diagnostic in
        .init(
          type: "invalid-scene", message: diagnostic.message, file: scene.path,
          line: diagnostic.location.line, column: diagnostic.location.column)
      }
      return nil
    case .success(let loaded):
      let trace: Trace
      do {
        trace = try Replayer.replay(loaded, strategies: loader.strategies)
      } catch {
        result.status = .error
        result.details = ["\(scene.path): error: \(error)"]
        result.failures = [.init(type: "strategy", message: "\(error)", file: scene.path, line: 1)]
        return nil
      }
      addExpectations(of: trace, to: &result)
      let text = trace.textUTF8(sourceName: FolderWalk.name(of: scene.path))
      let paths = GoldenPaths(scenePath: scene.path)
      let report = check.check(text, against: paths)
      addGolden(report, paths: paths, scene: scene, to: &result)
      guard rendersReport else { return nil }
      return (trace, Self.comparison(report, golden: paths.golden))
    }
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

  private func addExpectations(of trace: Trace, to result: inout SceneResult) {
    for run in trace.runs {
      for expectation in run.expectations where !expectation.passed {
        let location = expectation.location
        let message = "\(expectation.message) (run \(run.strategy))"
        result.details.append(
          "\(result.path):\(location.line):\(location.column): error: \(message)")
        result.failures.append(
          .init(
            type: "expectation", message: message, file: result.path, line: location.line,
            column: location.column))
      }
    }
  }

  private func addGolden(
    _ report: GoldenReport, paths: GoldenPaths, scene: SuiteScan.Scene,
    to result: inout SceneResult
  ) {
    if let error = report.fileError {
      result.status = .error
      result.details.append("error: \(error.message)")
      result.failures.append(.init(type: "io", message: error.message, file: error.path, line: 1))
      return
    }
    let expectationsHold = result.failures.isEmpty
    switch report.outcome {
    case .passed: break
    case .recorded, .updated:
      let isNew = report.outcome == .recorded
      if isNew { result.recorded.new = 1 } else { result.recorded.updated = 1 }
      if expectationsHold {
        result.status = isNew ? .new : .updated
      } else {
        result.details.append("\(isNew ? "recorded" : "updated") \(paths.golden)")
      }
    case .missing:
      let message =
        "no golden \(paths.golden); record it with 'kbreplay test --record missing "
        + "\(scene.path)' (or KBREPLAY_RECORD=missing)"
      result.details.append(message)
      result.failures.append(
        .init(type: "missing-golden", message: message, file: scene.path, line: 1))
    case .mismatched:
      addMismatch(report, paths: paths, scene: scene, to: &result)
    }
    if !result.failures.isEmpty { result.status = .fail }
  }

  private func addMismatch(
    _ report: GoldenReport, paths: GoldenPaths, scene: SuiteScan.Scene,
    to result: inout SceneResult
  ) {
    var failure = SceneResult.Failure(
      type: "golden", message: "", file: paths.golden, line: 1)
    if let unreadable = report.unreadableTrace {
      let name = unreadable.side == .expected ? paths.golden : "the replayed trace"
      let rendered = unreadable.error.rendered(path: name)
      result.details.append("the golden cannot be compared: \(rendered)")
      failure.message = "not a readable trace: \(unreadable.error.message)"
      failure.line = unreadable.error.line
      failure.column = unreadable.error.column
    } else if case .mismatch(let mismatch) = report.verdict {
      result.details.append(
        "golden \(paths.golden) differs beyond the tolerance of \(mismatch.tolerance)")
      result.details += MismatchReport.lines(
        mismatch, expectedName: paths.golden, actualName: "\(scene.path) (replayed)")
      failure.message =
        "golden differs: " + MismatchReport.describe(mismatch.firstDivergence)
        + " (tolerance \(mismatch.tolerance))"
      failure.line = mismatch.firstDivergence.expectedLine ?? 1
    }
    if report.changes.contains(.wrotePending(paths.pending)) {
      result.recorded.pending = 1
      result.details.append(
        "wrote \(paths.pending); review it, then run 'kbreplay accept \(scene.path)' "
          + "or 'kbreplay reject \(scene.path)'")
    }
    result.failures.append(failure)
  }
}
