import Replay

/// What exploring one scene came to: a row per variation, each with a verdict per run.
package struct Exploration: Sendable {
  /// One variation and its runs' verdicts.
  package struct Row: Sendable {
    /// The variation.
    package var variation: Variation
    /// A verdict per run, in the order of ``Exploration/strategies``.
    package var runs: [RunVerdict]
    /// The replayed trace, when the explorer keeps the traces of breaking rows and the
    /// variation replayed.
    package var trace: Trace?

    /// Whether some run breaks.
    package var breaks: Bool { runs.contains(where: \.breaks) }
  }

  /// The scene file's path as printed.
  package var path: String
  /// The runs, in the scene's order.
  package var strategies: [String]
  /// The checks applied to every row.
  package var checks: ExploreChecks
  /// The rows, the baseline first.
  package var rows: [Row]

  /// How many rows each run breaks in, in the order of ``strategies``.
  package var breakCounts: [Int] {
    strategies.indices.map { index in rows.count { $0.runs[index].breaks } }
  }

  /// How many rows have a breaking run.
  package var breakingRowCount: Int { rows.count(where: \.breaks) }
}
