/// Checks a replayed trace against a scene's golden and records per the mode: the one place
/// where golden files are written or removed during a test run.
public struct GoldenCheck: Sendable {
  /// When goldens are written.
  public var mode: RecordMode
  /// How far apart two lengths may be.
  public var tolerance: Tolerance
  /// Where in-flight temporary files are registered.
  public var temporaryFiles: TemporaryFiles

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - mode: When goldens are written.
  ///   - tolerance: How far apart two lengths may be.
  ///   - temporaryFiles: Where in-flight temporary files are registered.
  public init(mode: RecordMode, tolerance: Tolerance, temporaryFiles: TemporaryFiles = .shared) {
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
  public func check(_ trace: [UInt8], against paths: GoldenPaths) -> GoldenReport {
    let golden: [UInt8]?
    switch FileStore.read(paths.golden) {
    case .success(let bytes): golden = bytes
    case .failure(let error): return GoldenReport(outcome: .mismatched, fileError: error)
    }
    var report = GoldenReport(outcome: .passed)
    let state: GoldenState
    if let golden {
      do {
        let verdict = try TraceDiffer.compare(expected: golden, actual: trace, tolerance: tolerance)
        report.verdict = verdict
        switch verdict {
        case .identical: state = .identical
        case .withinTolerance: state = .withinTolerance
        case .mismatch: state = .mismatched
        }
      } catch {
        report.unreadableTrace = error
        state = .mismatched
      }
    } else {
      state = .missing
    }
    let plan = RecordPlan(for: state, mode: mode)
    report.outcome = plan.outcome
    report.fileError = apply(plan, trace: trace, paths: paths, to: &report)
    return report
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
        let existing = try FileStore.read(paths.pending).get()
        if existing != trace {
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
public struct GoldenReport: Sendable, Equatable {
  /// A file the check wrote or removed.
  public enum Change: Sendable, Equatable {
    /// The golden was written (recorded or updated).
    case wroteGolden(String)
    /// A pending golden was written, or was already there with the same bytes.
    case wrotePending(String)
    /// A stale pending golden was removed.
    case removedPending(String)
  }

  /// The outcome.
  public var outcome: GoldenOutcome
  /// The comparison, when there was a readable golden.
  public var verdict: Verdict?
  /// The trace that could not be read back, when one could not (a hand-broken golden).
  public var unreadableTrace: TraceFileError?
  /// The files written or removed, in order.
  public var changes: [Change] = []
  /// A file that could not be read, written or removed; the run reports it as an error.
  public var fileError: FileError?

  /// Creates a report.
  public init(
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
