import KeyboardAvoidance

/// Something the simulated system reacts to.
enum SystemInput: Sendable, Equatable {
  /// An authored event of the timeline, its ids resolved.
  case authored(TimelineEvent.Action)
  /// The animation time of a posting is over: deliver its did-notifications.
  case postingEnded(KeyboardPosting)
  /// The finger of the hold with this number lets go
  /// (docs/semantics.md#drags-and-interactive-dismissal).
  case released(hold: Int)
}
