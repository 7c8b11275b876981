public import KeyboardAvoidance

/// One entry of a run's event log.
///
/// Views are named by their index in the run's ``TraceRun/viewIDs`` (the scene's views in
/// document order, as in the trace's ``ViewLayout``), not by their id: an entry is then a plain
/// value, which the log appends, copies and frees without retaining anything. With the ids as
/// strings, a tap or focus entry cost about 170 instructions to copy, and the log's strings were
/// released one by one when the trace was destroyed: on 500 scenes (6,760 tap and focus
/// entries), indices took processing inputs from 9.10 M to 8.65 M instructions, writing the
/// event lines from 8.46 M to 7.52 M and destroying the traces from 3.42 M to 2.71 M.
/// ``TraceRun/viewIDs`` and ``Kind/description(viewIDs:)`` give the ids back.
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

extension TraceEvent.Kind {
  /// The entry as the text trace prints it after the time.
  ///
  /// - Parameter viewIDs: The ids the entry's view indices name: the run's
  ///   ``TraceRun/viewIDs``.
  /// - Returns: `tap 196.50,662.00 -> password`, `focus none`,
  ///   `keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7`.
  public func description(viewIDs: [String]) -> String {
    var text = TextBuffer()
    Trace.appendDescription(of: self, viewIDs: viewIDs, to: &text)
    return text.text
  }
}
