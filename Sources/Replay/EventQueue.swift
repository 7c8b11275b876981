import KeyboardAvoidance

/// The run's inputs in the order the system sees them: by time, then by sequence.
///
/// Authored events keep file order among equal times. Postings end `duration` after they were
/// made, and a finger holding the keyboard lets go when its drag ends; such an input that is due
/// at the same time as an authored event is delivered first, and among themselves they keep
/// the order in which they were scheduled.
struct EventQueue: Sendable {
  private struct Ending: Comparable, Sendable {
    var time: Microseconds
    var sequence: Int
    var input: SystemInput

    static func < (lhs: Ending, rhs: Ending) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }

    static func == (lhs: Ending, rhs: Ending) -> Bool {
      (lhs.time, lhs.sequence) == (rhs.time, rhs.sequence)
    }
  }

  private let authored: [TimelineEvent]
  private var nextAuthored = 0
  private var endings = MinHeap<Ending>()
  private var nextSequence = 0
  /// The time of the next input, or nil when none is left: asked for every sample, nearly
  /// always to find nothing due.
  private(set) var nextTime: Microseconds?

  /// Creates a queue of authored events, which are in delivery order (see
  /// ``TimelineEvent/timeline(of:index:nodes:)``).
  init(events: [TimelineEvent]) {
    authored = events
    nextTime = authored.first?.at
  }

  /// Schedules the end of `posting`, made at `time`, after its duration.
  mutating func scheduleEnd(of posting: KeyboardPosting, madeAt time: Microseconds) {
    let (end, overflow) = time.addingReportingOverflow(posting.timing.duration)
    schedule(.postingEnded(posting), at: overflow ? .max : end)
  }

  /// Schedules `input`, made by the system rather than authored, at `time`.
  mutating func schedule(_ input: SystemInput, at time: Microseconds) {
    endings.insert(Ending(time: time, sequence: nextSequence, input: input))
    nextSequence += 1
    updateNextTime()
  }

  /// Whether an input is due at or before `instant`.
  func hasDue(atOrBefore instant: Instant) -> Bool {
    guard let nextTime else { return false }
    return instant.isAtOrAfter(nextTime)
  }

  /// Removes and returns the next input due at or before `instant`, with its time.
  mutating func popDue(atOrBefore instant: Instant) -> (Microseconds, SystemInput)? {
    guard hasDue(atOrBefore: instant) else { return nil }
    defer { updateNextTime() }
    let hasEvent = nextAuthored < authored.count
    if let ending = endings.minimum, !hasEvent || ending.time <= authored[nextAuthored].at {
      endings.removeMinimum()
      return (ending.time, ending.input)
    }
    let event = authored[nextAuthored]
    nextAuthored += 1
    return (event.at, .authored(event.action))
  }

  private mutating func updateNextTime() {
    let event = nextAuthored < authored.count ? authored[nextAuthored].at : nil
    switch (endings.minimum?.time, event) {
    case (let ending?, let event?): nextTime = min(ending, event)
    case (let ending, let event): nextTime = ending ?? event
    }
  }
}
