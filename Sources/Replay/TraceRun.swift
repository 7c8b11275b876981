import KeyboardAvoidance

/// One strategy's replay: what happened, what was sampled, and which expectations held.
public struct TraceRun: Sendable, Equatable {
  /// The name of the strategy replayed.
  public var strategy: String
  /// The event log in delivery order: taps, focus changes and keyboard notifications.
  public var events: [TraceEvent]
  /// Every sample, `k / fps` for k = 0, 1, ... up to `until`.
  public var samples: SampleTable
  /// The results of the expectations that apply to this run, in file order.
  public var expectations: [ExpectationResult]

  /// Creates a run.
  public init(
    strategy: String, events: [TraceEvent], samples: SampleTable,
    expectations: [ExpectationResult]
  ) {
    self.strategy = strategy
    self.events = events
    self.samples = samples
    self.expectations = expectations
  }

  /// The ids of the scene's views, in document order: what the view indices of ``events``
  /// name.
  public var viewIDs: [String] { samples.viewIDs }
}
