public import KeyboardAvoidance

/// One entry of a run's event log.
public struct TraceEvent: Sendable, Equatable {
  /// What a tap hit.
  public enum Hit: Sendable, Equatable {
    /// The view with this id.
    case view(String)
    /// The on-screen part of the keyboard; the tap does nothing.
    case keyboard
    /// Nothing: the point is outside the root view.
    case nothing
  }

  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// A tap at a point and what it hit.
    case tap(Point, hit: Hit)
    /// The first responder changed to the input with this id, or to none.
    case focus(String?)
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

extension TraceEvent.Kind: CustomStringConvertible {
  /// The entry as the text trace prints it after the time: `tap 196.50,662.00 -> password`,
  /// `focus none`, `keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7`.
  public var description: String {
    var text = TextBuffer()
    Trace.appendDescription(of: self, to: &text)
    return text.text
  }
}
