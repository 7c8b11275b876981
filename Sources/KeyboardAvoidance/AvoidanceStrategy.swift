/// Keyboard-avoidance code under test: how an adaptive container's bottom padding reacts to
/// keyboard notifications and focus changes, and how a scroll view's bottom content inset reacts
/// to keyboard notifications.
///
/// A replay asks the strategy once for each adaptive container, in document order, at each of
/// the six keyboard notifications and at each focus change; then, at each notification, once for
/// each scroll view, in document order. The four built-ins
/// (``BuiltInStrategy``) are values of this protocol and use nothing a user's strategy cannot.
public protocol AvoidanceStrategy: Sendable {
  /// The name scenes use in `strategy:` and traces print on `run:` lines; it must match
  /// `[a-z][a-z0-9-]*`.
  var name: String { get }

  /// How the padding animates to a new value, unless the scene's container overrides it.
  var animation: PaddingAnimation { get }

  /// The model padding the strategy sets in reaction to `input`, or nil for no reaction.
  ///
  /// - Parameter input: What happened, and what the container's code can see.
  /// - Returns: The new padding in points, or nil to keep the current one. A value that is not
  ///   finite ends the replay with an error naming the strategy, the container and the time.
  func padding(for input: PaddingInput) -> Double?

  /// Whether the strategy may react to an input with `trigger`; when it says no,
  /// ``padding(for:)`` is not called for it, and no input is made for it.
  ///
  /// The default says yes to every trigger. A strategy that ignores some triggers (as most
  /// ignore did-notifications) may say so, which spares a replay the work of describing the
  /// container and the focused field to it; the answer must agree with ``padding(for:)``,
  /// which would return nil.
  func reacts(to trigger: PaddingInput.Trigger) -> Bool

  /// The bottom content inset the strategy gives a scroll view in reaction to `input`, or nil
  /// for no reaction.
  ///
  /// - Parameter input: The notification, and what the scroll view's code can see.
  /// - Returns: The new inset in points (applied at once, not animated), or nil to keep the
  ///   current one. A value that is not finite ends the replay with an error, as for padding.
  func contentInset(for input: ScrollInput) -> Double?
}

extension AvoidanceStrategy {
  /// Yes, to every trigger: ``padding(for:)`` is asked every time.
  public func reacts(to trigger: PaddingInput.Trigger) -> Bool { true }

  /// No reaction: the inset stays where it is (0 unless set before).
  public func contentInset(for input: ScrollInput) -> Double? { nil }
}
