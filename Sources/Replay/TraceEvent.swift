import KeyboardAvoidance

/// One entry of a run's event log.
///
/// Views are named by their index in the run's ``TraceRun/viewIDs`` (the scene's views in
/// document order, as in the trace's ``ViewLayout``), not by their id: an entry is then a plain
/// value, which the log appends, copies and frees without retaining anything.
/// ``TraceRun/viewIDs`` gives the ids back, and `TraceFormat` prints an entry as the trace
/// does.
public struct TraceEvent: Sendable, Equatable {
  /// What a tap hit.
  public enum Hit: Sendable, Equatable {
    /// The view at this index of the run's ``TraceRun/viewIDs``.
    case view(Int)
    /// The on-screen part of the keyboard; the tap does nothing.
    case keyboard
    /// Nothing: the point is outside the root view.
    case nothing
  }

  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// A tap at a point and what it hit.
    case tap(Point, hit: Hit)
    /// The first responder changed to the input at this index of the run's
    /// ``TraceRun/viewIDs``, or to none.
    case focus(Int?)
    /// A keyboard notification was delivered.
    case notification(KeyboardNotification)
    /// The return key was pressed while the input at this index of the run's
    /// ``TraceRun/viewIDs`` was focused, or while none was; logged before what it causes.
    case returnKey(Int?)
    /// A finger dragged from one point to another over a duration, starting in the scroll view
    /// at this index of the run's ``TraceRun/viewIDs``, or in none.
    case drag(from: Point, to: Point, duration: Microseconds, scrollView: Int?)
    /// The finger that held the keyboard let go: the keyboard is dismissed or restored.
    case release(Release)
  }

  /// What the end of an interactive dismissal did.
  public enum Release: String, Sendable, Equatable {
    /// The keyboard was dragged more than half way down and goes away.
    case dismiss
    /// The keyboard returns to where it was docked.
    case restore
  }

  /// When it happened.
  public var time: Microseconds
  /// What happened.
  public var kind: Kind

  /// Creates a log entry.
  public init(time: Microseconds, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
