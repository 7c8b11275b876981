import KeyboardAvoidance

/// Where steps put their effects, as data: what to log, and which postings end later.
///
/// A run keeps one for its whole length: every step appends to the same log, and the run takes
/// the postings after each step, so a step allocates nothing of its own.
struct StepOutput: Sendable, Equatable {
  /// The run's log entries, in delivery order.
  var log: [TraceEvent] = []
  /// Postings made during the current step; each ends after its own duration.
  var postings: [KeyboardPosting] = []

  /// Appends a log entry made at `time`, the step's time.
  mutating func log(_ kind: TraceEvent.Kind, at time: Microseconds) {
    log.append(TraceEvent(time: time, kind: kind))
  }
}
