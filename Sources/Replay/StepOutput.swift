import KeyboardAvoidance

/// Where steps put their effects, as data: what to log, and the posting that ends later.
///
/// A run keeps one for its whole length: every step appends to the same log, and the run takes
/// the posting after each step, so a step allocates nothing of its own.
struct StepOutput: Sendable, Equatable {
  /// The run's log entries, in delivery order.
  var log: [TraceEvent] = []
  /// The posting made during the current step, which ends after its own duration.
  ///
  /// One at most: every input changes the keyboard's end frame once or not at all (a tap
  /// changes focus at most once, and a focus change posts at most once), so no list is needed.
  var posting: KeyboardPosting?

  /// Appends a log entry made at `time`, the step's time.
  mutating func log(_ kind: TraceEvent.Kind, at time: Microseconds) {
    log.append(TraceEvent(time: time, kind: kind))
  }

  /// Records `posting`, made by the current step.
  ///
  /// - Precondition: The step has made no other posting.
  mutating func post(_ posting: KeyboardPosting) {
    precondition(self.posting == nil, "a step posts at most once")
    self.posting = posting
  }
}
