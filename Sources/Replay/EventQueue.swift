import KeyboardAvoidance
import SceneModel

/// The run's inputs in the order the system sees them: by time, then by sequence.
///
/// Authored events keep file order among equal times. Postings end `duration` after they were
/// made; an ending that is due at the same time as an authored event is delivered first.
struct EventQueue: Sendable {
  private struct Ending: Comparable, Sendable {
    var time: Microseconds
    var sequence: Int
    var posting: KeyboardPosting

    static func < (lhs: Ending, rhs: Ending) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }

    static func == (lhs: Ending, rhs: Ending) -> Bool {
      (lhs.time, lhs.sequence) == (rhs.time, rhs.sequence)
    }
  }

  private let authored: [SceneEvent]
  private var nextAuthored = 0
  private var endings = MinHeap<Ending>()
  private var nextSequence = 0

  /// Creates a queue of the scene's events, sorted stably by time.
  init(events: [SceneEvent]) {
    authored = events.enumerated()
      .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }

  /// Schedules the end of `posting`, made at `time`, after its duration.
  mutating func scheduleEnd(of posting: KeyboardPosting, madeAt time: Microseconds) {
    let (end, overflow) = time.addingReportingOverflow(posting.timing.duration)
    endings.insert(
      Ending(time: overflow ? .max : end, sequence: nextSequence, posting: posting))
    nextSequence += 1
  }

  /// Removes and returns the next input due at or before `instant`, with its time.
  mutating func popDue(atOrBefore instant: Instant) -> (Microseconds, SystemInput)? {
    // This runs for every sample, nearly always to find nothing due: times are compared
    // before any event is copied.
    let hasEvent = nextAuthored < authored.count
    if let ending = endings.minimum, !hasEvent || ending.time <= authored[nextAuthored].at {
      guard instant.isAtOrAfter(ending.time) else { return nil }
      endings.removeMinimum()
      return (ending.time, .postingEnded(ending.posting))
    }
    guard hasEvent, instant.isAtOrAfter(authored[nextAuthored].at) else { return nil }
    let event = authored[nextAuthored]
    nextAuthored += 1
    return (event.at, .authored(event.action))
  }
}
