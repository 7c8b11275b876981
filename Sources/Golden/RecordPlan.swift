/// How a golden compares with the replayed trace, before anything is written.
package enum GoldenState: Sendable, Equatable, CaseIterable {
  /// There is no golden file.
  case missing
  /// The golden holds the same bytes.
  case identical
  /// The golden differs, but only within the tolerance.
  case withinTolerance
  /// The golden disagrees (or is not a readable trace).
  case mismatched
}

/// What a scene's golden check amounts to.
package enum GoldenOutcome: Sendable, Equatable {
  /// The golden holds.
  case passed
  /// There was no golden; one was recorded (NEW).
  case recorded
  /// The golden differed and was overwritten, or (under `all`) differed within the tolerance
  /// and was rewritten (UPDATED).
  case updated
  /// There is no golden and none was recorded.
  case missing
  /// The golden disagrees and was kept.
  case mismatched

  /// Whether the scene passes as far as its golden is concerned.
  package var passes: Bool {
    switch self {
    case .passed, .recorded, .updated: true
    case .missing, .mismatched: false
    }
  }
}

/// The decision for one golden: its outcome and which files to write or remove.
///
/// | state \ mode     | never      | missing           | failed    | all       |
/// |------------------|------------|-------------------|-----------|-----------|
/// | missing          | missing    | recorded          | recorded  | recorded  |
/// | identical        | passed     | passed            | passed    | passed    |
/// | within tolerance | passed     | passed            | passed    | updated   |
/// | mismatched       | mismatched | mismatched, .new  | updated   | updated   |
///
/// Whenever the golden ends up agreeing with the trace, a pending `X.golden.new` is stale and
/// is removed, except under `never`, which touches nothing.
package struct RecordPlan: Sendable, Equatable {
  /// The outcome.
  package var outcome: GoldenOutcome
  /// Whether to write the trace to `X.golden`.
  package var writesGolden: Bool
  /// Whether to write the trace to `X.golden.new`.
  package var writesPending: Bool
  /// Whether to remove `X.golden.new` if it exists.
  package var removesPending: Bool

  /// Creates a plan from its parts.
  package init(
    outcome: GoldenOutcome, writesGolden: Bool, writesPending: Bool, removesPending: Bool
  ) {
    self.outcome = outcome
    self.writesGolden = writesGolden
    self.writesPending = writesPending
    self.removesPending = removesPending
  }

  /// Decides what to do with a golden in a state under a mode.
  ///
  /// - Parameters:
  ///   - state: How the golden compares with the replayed trace.
  ///   - mode: The run's record mode.
  package init(for state: GoldenState, mode: RecordMode) {
    let tidies = mode != .never
    switch (state, mode) {
    case (.missing, .never):
      self.init(outcome: .missing, writesGolden: false, writesPending: false, removesPending: false)
    case (.missing, _):
      self.init(outcome: .recorded, writesGolden: true, writesPending: false, removesPending: true)
    case (.identical, _):
      self.init(outcome: .passed, writesGolden: false, writesPending: false, removesPending: tidies)
    case (.withinTolerance, .all):
      self.init(outcome: .updated, writesGolden: true, writesPending: false, removesPending: true)
    case (.withinTolerance, _):
      self.init(outcome: .passed, writesGolden: false, writesPending: false, removesPending: tidies)
    case (.mismatched, .never):
      self.init(
        outcome: .mismatched, writesGolden: false, writesPending: false, removesPending: false)
    case (.mismatched, .missing):
      self.init(
        outcome: .mismatched, writesGolden: false, writesPending: true, removesPending: false)
    case (.mismatched, .failed), (.mismatched, .all):
      self.init(outcome: .updated, writesGolden: true, writesPending: false, removesPending: true)
    }
  }
}
