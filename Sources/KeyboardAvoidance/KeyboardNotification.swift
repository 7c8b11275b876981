/// One of the six keyboard notifications, with the frames and animation it carries.
public struct KeyboardNotification: Sendable, Equatable {
  /// The notification's name, spelled as UIKit's without the `UIResponder.` prefix.
  public enum Name: String, Sendable, Equatable, CaseIterable {
    /// Delivered first for every posting.
    case keyboardWillChangeFrame
    /// Delivered when the new frame is docked and on screen.
    case keyboardWillShow
    /// Delivered when the new frame is not docked or not on screen (undocking included).
    case keyboardWillHide
    /// Delivered first when the posting's animation time is over.
    case keyboardDidChangeFrame
    /// The did-counterpart of ``keyboardWillShow``.
    case keyboardDidShow
    /// The did-counterpart of ``keyboardWillHide``.
    case keyboardDidHide

    /// Whether the notification announces a change rather than reporting a finished one.
    public var isWill: Bool {
      switch self {
      case .keyboardWillChangeFrame, .keyboardWillShow, .keyboardWillHide: true
      case .keyboardDidChangeFrame, .keyboardDidShow, .keyboardDidHide: false
      }
    }
  }

  /// Which notification this is.
  public var name: Name
  /// The keyboard's frame before the change (the previous end frame).
  public var begin: Rect
  /// The keyboard's frame after the change.
  public var end: Rect
  /// The announced animation.
  public var timing: AnimationTiming

  /// Creates a notification.
  public init(name: Name, begin: Rect, end: Rect, timing: AnimationTiming) {
    self.name = name
    self.begin = begin
    self.end = end
    self.timing = timing
  }
}
