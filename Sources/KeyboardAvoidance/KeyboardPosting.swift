/// One change of the keyboard's end frame, which the system announces with notifications.
///
/// At its time the posting delivers `keyboardWillChangeFrame` and then `keyboardWillShow` or
/// `keyboardWillHide`; `duration` later it delivers the three did-counterparts in the same way.
///
/// The notification lists are inlinable, so that a replay step delivering them can keep the
/// short list on the stack.
public struct KeyboardPosting: Sendable, Equatable {
  /// The previous end frame.
  public var begin: Rect
  /// The new end frame.
  public var end: Rect
  /// The announced animation.
  public var timing: AnimationTiming

  /// Creates a posting.
  public init(begin: Rect, end: Rect, timing: AnimationTiming) {
    self.begin = begin
    self.end = end
    self.timing = timing
  }

  /// Whether the posting announces a show: its end frame is docked and on screen.
  public func isShow(on screen: Size) -> Bool {
    end.isShownDockedKeyboard(on: screen)
  }

  /// The notifications delivered when the posting is made, in delivery order.
  @inlinable
  public func willNotifications(on screen: Size) -> [KeyboardNotification] {
    let names = willNotificationNames(on: screen)
    return [notification(names.first), notification(names.second)]
  }

  /// The notifications delivered when the posting's duration is over, in delivery order.
  @inlinable
  public func didNotifications(on screen: Size) -> [KeyboardNotification] {
    let names = didNotificationNames(on: screen)
    return [notification(names.first), notification(names.second)]
  }

  /// The names of ``willNotifications(on:)``, in delivery order, without building the list: a
  /// replay delivers them one at a time, and a list would cost an allocation for each posting.
  @inlinable
  public func willNotificationNames(
    on screen: Size
  ) -> (first: KeyboardNotification.Name, second: KeyboardNotification.Name) {
    (.keyboardWillChangeFrame, isShow(on: screen) ? .keyboardWillShow : .keyboardWillHide)
  }

  /// The names of ``didNotifications(on:)``, in delivery order, without building the list.
  @inlinable
  public func didNotificationNames(
    on screen: Size
  ) -> (first: KeyboardNotification.Name, second: KeyboardNotification.Name) {
    (.keyboardDidChangeFrame, isShow(on: screen) ? .keyboardDidShow : .keyboardDidHide)
  }

  /// The posting's notification called `name`: its frames and timing under that name.
  @inlinable
  public func notification(_ name: KeyboardNotification.Name) -> KeyboardNotification {
    KeyboardNotification(name: name, begin: begin, end: end, timing: timing)
  }
}
