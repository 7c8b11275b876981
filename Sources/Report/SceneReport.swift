import Golden
import Replay
import TraceFormat

/// What a scene's section of the report shows: the result, the details printed under it, and
/// the trace to plot and draw (with the golden it was compared with, when that differed).
package struct SceneReport: Sendable {
  /// The scene's result.
  package enum Status: String, Sendable, Equatable, CaseIterable {
    /// Expectations held and the golden agrees (or, for `run`, there is no golden).
    case passed = "PASS"
    /// An expectation failed, or the golden is missing or disagrees.
    case failed = "FAIL"
    /// Expectations held; the golden was missing and has been recorded.
    case new = "NEW"
    /// Expectations held; the golden differed and has been rewritten.
    case updated = "UPDATED"
    /// The scene is invalid, or a file could not be read or written.
    case error = "ERROR"

    /// Whether the scene is listed first: failed or in error.
    package var isFailing: Bool { self == .failed || self == .error }
  }

  /// The golden a trace differs from, and how.
  package struct Comparison: Sendable {
    /// The golden trace, read back.
    package var golden: TraceDocument
    /// How the replayed trace differs from it.
    package var mismatch: Mismatch

    /// Creates a comparison.
    package init(golden: TraceDocument, mismatch: Mismatch) {
      self.golden = golden
      self.mismatch = mismatch
    }
  }

  /// The section's `id`, unique in the document (links point at it): letters, digits, `-`.
  package var anchor: String
  /// The scene file, as printed.
  package var path: String
  /// The result.
  package var status: Status
  /// The lines printed under the result (failed expectations, differences, diagnostics).
  package var details: [String]
  /// The replayed trace; nil for a scene that could not be replayed.
  package var trace: Trace?
  /// The golden the trace differs from, for a scene that failed on it.
  package var comparison: Comparison?

  /// Creates a scene's report.
  ///
  /// - Parameters:
  ///   - anchor: The section's `id`: letters, digits and `-` only.
  ///   - path: The scene file, as printed.
  ///   - status: The result.
  ///   - details: The lines printed under the result.
  ///   - trace: The replayed trace, if the scene was replayed.
  ///   - comparison: The golden it differs from, if it does.
  package init(
    anchor: String, path: String, status: Status, details: [String] = [], trace: Trace? = nil,
    comparison: Comparison? = nil
  ) {
    precondition(
      !anchor.isEmpty && anchor.unicodeScalars.allSatisfy { Self.anchorScalars.contains($0) },
      "an anchor is letters, digits and '-'")
    self.anchor = anchor
    self.path = path
    self.status = status
    self.details = details
    self.trace = trace
    self.comparison = comparison
  }

  private static let anchorScalars = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-".unicodeScalars)

  /// The scene's row in the summary.
  package var summaryRow: ReportSummary.Row {
    ReportSummary.Row(
      anchor: anchor, path: path, title: trace?.title, status: status, reason: details.first)
  }
}
