import KBReplay
import SceneCheck

/// Prints `test` results as they come, in path order, and keeps only what the end of the run
/// needs: counts, the first annotations and, with `--junit`, each scene's summary. With
/// `--report`, each scene's section is handed to the report file as it is printed.
///
/// Its methods are called one at a time (deliveries under the parallel run's lock, the rest
/// after it), which is why it may be shared as `@unchecked Sendable`.
final class TestReporter: @unchecked Sendable {
  private let console: any Console
  private let showsProgress: Bool
  private let total: Int
  private let keepsResults: Bool
  private let annotates: Bool
  private let reportFile: HTMLReportFile?
  private var isProgressShown = false

  /// Scenes passed, failed and in error.
  private(set) var passed = 0
  private(set) var failed = 0
  private(set) var errors = 0
  /// Golden files written.
  private(set) var recorded = RecordedFiles()
  /// Every result, in order, when kept for JUnit.
  private(set) var results: [SceneResult] = []
  /// The annotation lines, at most ``GitHubAnnotations/limit``.
  private(set) var annotations: [String] = []
  /// Failures beyond the annotation limit.
  private(set) var unannotated = 0

  init(
    console: any Console, showsProgress: Bool, total: Int, keepsResults: Bool, annotates: Bool,
    reportFile: HTMLReportFile? = nil
  ) {
    self.reportFile = reportFile
    self.console = console
    self.showsProgress = showsProgress
    self.total = total
    self.keepsResults = keepsResults
    self.annotates = annotates
  }

  /// Prints one scene's line and details, and counts it.
  func deliver(_ result: SceneResult, finished: Int) {
    var result = result
    if let part = result.report {
      reportFile?.add(part)
      result.report = nil
    }
    clearProgress()
    let text = SceneTestText.utf8(
      status: result.status, path: result.path, details: result.details)
    console.write(utf8: text, to: .standardOutput)
    switch result.status {
    case .pass, .new, .updated: passed += 1
    case .fail: failed += 1
    case .error: errors += 1
    }
    recorded += result.recorded
    if annotates {
      for failure in result.failures {
        if annotations.count < GitHubAnnotations.limit {
          annotations.append(GitHubAnnotations.line(for: failure, scene: result.path))
        } else {
          unannotated += 1
        }
      }
    }
    if keepsResults { results.append(result) }
    if showsProgress && finished < total {
      console.write("[\(finished)/\(total)] testing scenes...", to: .standardError)
      isProgressShown = true
    }
  }

  /// Removes the progress line, if one is shown.
  func clearProgress() {
    guard isProgressShown else { return }
    console.write("\r\u{1B}[K", to: .standardError)
    isProgressShown = false
  }

  /// The annotation lines to print, the summary of left-out ones last.
  var annotationLines: [String] {
    annotations + (unannotated > 0 ? [GitHubAnnotations.summary(omitted: unannotated)] : [])
  }

  /// A line about golden files written, if any were: `goldens: 2 new, 1 pending review ...`.
  var recordedLine: String? {
    var parts: [String] = []
    if recorded.new > 0 { parts.append("\(recorded.new) new") }
    if recorded.updated > 0 { parts.append("\(recorded.updated) updated") }
    if recorded.pending > 0 {
      parts.append(
        "\(recorded.pending) pending (*.golden.new; review, then 'kbreplay accept' or "
          + "'kbreplay reject')")
    }
    return parts.isEmpty ? nil : "goldens written: " + parts.joined(separator: ", ")
  }

  /// `N passed, N failed`, then `, N error(s)` when there were any.
  var summaryLine: String {
    let line = "\(passed) passed, \(failed) failed"
    return errors == 0 ? line : line + ", \(errors) \(errors == 1 ? "error" : "errors")"
  }
}
