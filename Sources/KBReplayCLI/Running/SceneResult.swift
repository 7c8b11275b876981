import KBReplay
import Report
import SceneCheck

/// What testing one scene came to: a small summary kept after its trace is gone.
struct SceneResult: Sendable, Equatable {
  /// The scene's result, as its line shows it.
  typealias Status = SceneStatus
  /// One reason a scene failed, for JUnit and CI annotations.
  typealias Failure = SceneFailure

  /// The scene file.
  var path: String
  /// The path relative to the suite root.
  var relativePath: String
  /// Which suite the scene belongs to.
  var suite: Int
  /// The result.
  var status: Status
  /// Lines to print under the result line (without indentation).
  var details: [String] = []
  /// Why it failed, in order; empty when it passed.
  var failures: [Failure] = []
  /// What the run wrote: a golden recorded or updated, a pending golden written.
  var recorded: RecordedFiles = RecordedFiles()
  /// The scene's part of the HTML report, when one is written: dropped once it is written out.
  var report: ReportPart?
}

/// A scene's part of the HTML report: its section, rendered where the scene ran (while its
/// trace existed), and its row in the summary.
struct ReportPart: Sendable, Equatable {
  /// The summary row.
  var row: ReportSummary.Row
  /// The section's markup.
  var section: String
}

extension SceneStatus {
  /// The same result in the report's terms.
  var reportStatus: SceneReport.Status {
    switch self {
    case .pass: .passed
    case .new: .new
    case .updated: .updated
    case .fail: .failed
    case .error: .error
    }
  }
}
