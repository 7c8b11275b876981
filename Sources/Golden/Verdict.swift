/// The outcome of comparing a replayed trace with its golden: a value, printed by reporters.
package enum Verdict: Sendable, Equatable {
  /// The two texts are the same bytes.
  case identical
  /// The texts differ, but only in numbers within the tolerance (or in spacing);
  /// `largestDifference` is the biggest numeric difference, if any number differs.
  case withinTolerance(largestDifference: Divergence?)
  /// The traces disagree.
  case mismatch(Mismatch)

  /// Whether the golden holds: the texts are identical or agree within the tolerance.
  package var passes: Bool {
    if case .mismatch = self { return false }
    return true
  }
}

/// How two traces disagree: where first, where most, how much, and the differing lines.
package struct Mismatch: Sendable, Equatable {
  /// The tolerance the numbers were compared with.
  package var tolerance: Tolerance
  /// The first disagreement, reading the expected trace from the top.
  package var firstDivergence: Divergence
  /// The biggest difference between two lengths, wherever it is; nil when no length differs.
  package var largestDifference: Divergence?
  /// How many samples differ beyond the tolerance, summed over the runs.
  package var differingSampleCount: Int
  /// How many samples there are, summed over the runs (the longer side's, where they differ).
  package var sampleCount: Int
  /// The differing lines with a few lines of context.
  package var diff: UnifiedDiff

  /// Creates a mismatch.
  package init(
    tolerance: Tolerance, firstDivergence: Divergence, largestDifference: Divergence?,
    differingSampleCount: Int, sampleCount: Int, diff: UnifiedDiff
  ) {
    self.tolerance = tolerance
    self.firstDivergence = firstDivergence
    self.largestDifference = largestDifference
    self.differingSampleCount = differingSampleCount
    self.sampleCount = sampleCount
    self.diff = diff
  }
}
