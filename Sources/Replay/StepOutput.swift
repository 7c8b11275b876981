import KeyboardAvoidance

/// The effects of one step, as data: what to log, and which postings end later.
struct StepOutput: Sendable, Equatable {
  /// Log entries in order; they all carry the step's time.
  var log: [TraceEvent.Kind] = []
  /// Postings made during the step; each ends after its own duration.
  var postings: [KeyboardPosting] = []
}
