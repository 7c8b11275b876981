import KeyboardAvoidance

/// One authored event of the timeline.
public struct SceneEvent: Sendable, Equatable {
  /// What happens.
  public enum Action: Sendable, Equatable {
    /// A tap at the centre of the view with this id, as presented at the time.
    case tapView(String)
    /// A tap at a point.
    case tapPoint(Point)
    /// A programmatic focus change to this text input, or to nothing.
    case focus(String?)
    /// The docked software keyboard changes height.
    case keyboardHeight(Double, KeyboardAnimation)
    /// The keyboard moves to any frame.
    case keyboardFrame(Rect, KeyboardAnimation)
    /// A hardware keyboard is attached (true) or detached (false).
    case hardwareKeyboard(Bool)
    /// The return key is pressed on the keyboard: the focused input's ``ViewNode/returnKey``
    /// acts, if an input is focused.
    case returnKey
    /// A finger moves in a straight line from `from` to `to` over `duration`
    /// (docs/scene-format.md#drag).
    case drag(from: Point, to: Point, duration: Microseconds)
  }

  /// When it happens.
  public var at: Microseconds
  /// What happens.
  public var action: Action
  /// Where the event's mapping starts in the scene file.
  public var location: SourcePosition

  /// Creates an event.
  public init(
    at: Microseconds, action: Action,
    location: SourcePosition = SourcePosition(line: 1, column: 1)
  ) {
    self.at = at
    self.action = action
    self.location = location
  }
}

/// The duration and curve a keyboard change is announced with.
public struct KeyboardAnimation: Sendable, Equatable {
  /// The animation's duration.
  public var duration: Microseconds
  /// The animation's curve.
  public var curve: AnimationCurve

  /// Creates an animation description; the defaults are those of system postings.
  public init(duration: Microseconds = 250_000, curve: AnimationCurve = .keyboardSpring) {
    self.duration = duration
    self.curve = curve
  }
}
