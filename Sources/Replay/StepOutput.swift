import KeyboardAvoidance

/// Where steps put their effects, as data: what to log, the posting that ends later, and the
/// release of a finger that holds the keyboard.
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
  /// The release the current step scheduled: a drag that holds the keyboard lets go later.
  var release: Release?

  /// A hold's release, to be delivered at a later time.
  struct Release: Sendable, Equatable {
    var hold: Int
    var time: Microseconds
  }

  /// Appends a log entry made at `time`, the step's time.
  mutating func log(_ kind: TraceEvent.Kind, at time: Microseconds) {
    log.append(TraceEvent(time: time, kind: kind))
  }

  /// Schedules the release of hold `hold` at `time`.
  mutating func scheduleRelease(of hold: Int, at time: Microseconds) {
    release = Release(hold: hold, time: time)
  }

  /// Records `posting`, made by the current step.
  ///
  /// - Precondition: The step has made no other posting.
  mutating func post(_ posting: KeyboardPosting) {
    precondition(self.posting == nil, "a step posts at most once")
    self.posting = posting
  }
}
