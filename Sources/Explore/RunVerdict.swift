/// What one run (one strategy) of one variation came to under explore's checks.
package struct RunVerdict: Sendable, Equatable {
  /// Whether the run held.
  package enum Kind: String, Sendable, Equatable {
    /// Every check held.
    case pass
    /// A check failed.
    case fail
    /// The run could not be replayed (a strategy gave a value that is not finite).
    case error
  }

  /// The run's strategy.
  package var strategy: String
  /// Whether it held.
  package var kind: Kind
  /// Each failing check (or the replay's error) as `kbreplay test` prints it, in its order.
  package var failures: [String]

  /// Creates a verdict.
  ///
  /// - Parameters:
  ///   - strategy: The run's strategy.
  ///   - kind: Whether it held.
  ///   - failures: The failures' texts; empty when it passed.
  package init(strategy: String, kind: Kind, failures: [String] = []) {
    self.strategy = strategy
    self.kind = kind
    self.failures = failures
  }

  /// Whether the run breaks: it failed or could not be replayed.
  package var breaks: Bool { kind != .pass }
}
