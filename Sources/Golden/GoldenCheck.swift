import Support
import TraceFormat

/// Checks a replayed trace against a scene's golden and records per the mode: the one place
/// where golden files are written or removed during a test run.
package struct GoldenCheck: Sendable {
  /// When goldens are written.
  package var mode: RecordMode
  /// How far apart two lengths may be.
  package var tolerance: Tolerance
  /// Where in-flight temporary files are registered.
  package var temporaryFiles: TemporaryFiles

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - mode: When goldens are written.
  ///   - tolerance: How far apart two lengths may be.
  ///   - temporaryFiles: Where in-flight temporary files are registered.
  package init(mode: RecordMode, tolerance: Tolerance, temporaryFiles: TemporaryFiles = .shared) {
    self.mode = mode
    self.tolerance = tolerance
    self.temporaryFiles = temporaryFiles
  }

  /// Compares `trace` with the golden at `paths`, then writes or removes files as
  /// ``RecordPlan`` decides.
  ///
  /// - Parameters:
  ///   - trace: The replayed trace's text.
  ///   - paths: The scene's golden files.
  /// - Returns: What was found and done.
  package func check(_ trace: [UInt8], against paths: GoldenPaths) -> GoldenReport {
    var report = GoldenReport(outcome: .passed)
    let state: GoldenState
    // The golden is read a chunk at a time: first compared byte for byte with the trace (not
    // read at all when its size differs), then read as a trace, which stops at its first bad
    // line. A golden of any size costs no more memory than the trace.
    switch FileStore.contents(of: paths.golden, equal: trace) {
    case .failure(let error):
      return GoldenReport(outcome: .mismatched, fileError: error)
    case .success(nil):
      state = .missing
    case .success(true?):
      report.verdict = .identical
      state = .identical
    case .success(false?):
      switch compare(trace, withGoldenAt: paths.golden, into: &report) {
      case .success(let compared): state = compared
      case .failure(let error): return GoldenReport(outcome: .mismatched, fileError: error)
      }
    }
    let plan = RecordPlan(for: state, mode: mode)
    report.outcome = plan.outcome
    report.fileError = apply(plan, trace: trace, paths: paths, to: &report)
    return report
  }

  /// Reads the golden as a trace and compares it with `trace`, noting the verdict, or which
  /// side could not be read as a trace, in `report`.
  private func compare(
    _ trace: [UInt8], withGoldenAt path: String, into report: inout GoldenReport
  ) -> Result<GoldenState, FileError> {
    let golden: TraceDocument
    do throws(TraceReadError) {
      golden = try TraceDocument(contentsOf: path)
    } catch {
      switch error {
      case .file(let error): return .failure(error)
      case .trace(let error):
        report.unreadableTrace = TraceFileError(side: .expected, error: error)
        return .success(.mismatched)
      }
    }
    do {
      let actual = try TraceDocument(parsing: trace)
      let verdict = TraceDiffer.compare(expected: golden, actual: actual, tolerance: tolerance)
      report.verdict = verdict
      return .success(verdict.passes ? .withinTolerance : .mismatched)
    } catch {
      report.unreadableTrace = TraceFileError(side: .actual, error: error)
      return .success(.mismatched)
    }
  }

  private func apply(
    _ plan: RecordPlan, trace: [UInt8], paths: GoldenPaths, to report: inout GoldenReport
  ) -> FileError? {
    do {
      if plan.writesGolden {
        try FileStore.write(trace, to: paths.golden, temporaryFiles: temporaryFiles).get()
        report.changes.append(.wroteGolden(paths.golden))
      }
      if plan.writesPending {
        if try FileStore.contents(of: paths.pending, equal: trace).get() != true {
          try FileStore.write(trace, to: paths.pending, temporaryFiles: temporaryFiles).get()
        }
        report.changes.append(.wrotePending(paths.pending))
      }
      if plan.removesPending, try FileStore.remove(paths.pending).get() {
        report.changes.append(.removedPending(paths.pending))
      }
      return nil
    } catch {
      return error
    }
  }
}

/// What a golden check found and did.
package struct GoldenReport: Sendable, Equatable {
  /// A file the check wrote or removed.
  package enum Change: Sendable, Equatable {
    /// The golden was written (recorded or updated).
    case wroteGolden(String)
    /// A pending golden was written, or was already there with the same bytes.
    case wrotePending(String)
    /// A stale pending golden was removed.
    case removedPending(String)
  }

  /// The outcome.
  package var outcome: GoldenOutcome
  /// The comparison, when there was a readable golden.
  package var verdict: Verdict?
  /// The trace that could not be read back, when one could not (a hand-broken golden).
  package var unreadableTrace: TraceFileError?
  /// The files written or removed, in order.
  package var changes: [Change] = []
  /// A file that could not be read, written or removed; the run reports it as an error.
  package var fileError: FileError?

  /// Creates a report.
  package init(
    outcome: GoldenOutcome, verdict: Verdict? = nil, unreadableTrace: TraceFileError? = nil,
    changes: [Change] = [], fileError: FileError? = nil
  ) {
    self.outcome = outcome
    self.verdict = verdict
    self.unreadableTrace = unreadableTrace
    self.changes = changes
    self.fileError = fileError
  }
}
