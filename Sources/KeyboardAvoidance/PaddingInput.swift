/// Everything a strategy reads when it recomputes one adaptive container's bottom padding.
public struct PaddingInput: Sendable, Equatable {
  /// What made the strategy look.
  public enum Trigger: Sendable, Equatable {
    /// A keyboard notification was delivered.
    case notification(KeyboardNotification)
    /// The first responder changed (never in a ``ScrollInput``).
    case focusChange
  }

  /// The focused text input, as the container's code can see it.
  public struct FirstResponder: Sendable, Equatable {
    /// Its frame as UIKit reports it now: moved by the model padding of its container.
    public var modelFrame: Rect
    /// Its frame as authored, before any padding.
    public var layoutFrame: Rect
    /// Whether it is a descendant of the container being recomputed (in a ``ScrollInput``, of
    /// the scroll view).
    public var isInsideContainer: Bool
    /// Whether it is a descendant of a scroll view, which lifts it by its content inset and by
    /// scrolling it into view.
    public var isInsideScrollView: Bool

    /// Creates a first-responder description.
    public init(
      modelFrame: Rect, layoutFrame: Rect, isInsideContainer: Bool,
      isInsideScrollView: Bool = false
    ) {
      self.modelFrame = modelFrame
      self.layoutFrame = layoutFrame
      self.isInsideContainer = isInsideContainer
      self.isInsideScrollView = isInsideScrollView
    }
  }

  /// What made the strategy look.
  public var trigger: Trigger
  /// The keyboard's current end frame (that of the last posting).
  public var keyboardEnd: Rect
  /// The container's frame.
  public var container: Rect
  /// How far content moves per point of padding: 1 bottom, 0.5 center, 0 top.
  public var alignFactor: Double
  /// The gap the `adaptive` strategy keeps above the keyboard.
  public var margin: Double
  /// The simulated device's screen size.
  public var screen: Size
  /// The simulated device's safe-area insets.
  public var safeArea: Insets
  /// The focused input, if any; its model frame is moved by its container's padding, by its
  /// keyboard safe-area shift and by its scroll view's content offset.
  public var firstResponder: FirstResponder?
  /// What the container's code sees of itself: its frame, shortened by its keyboard safe-area
  /// shift, and the safe-area insets inside it (docs/semantics.md#swiftuis-keyboard-safe-area).
  public var geometry: ContainerGeometry
  /// The container's keyboard safe-area shift `S` (its model value): how far SwiftUI's own
  /// keyboard avoidance has already lifted its content; 0 outside safe-area containers.
  public var keyboardSafeAreaShift: Double

  /// Creates an input on `device`, of which it keeps the screen and the safe area (the parts a
  /// strategy reads), so that making one copies no name.
  ///
  /// - Parameters:
  ///   - trigger: What made the strategy look.
  ///   - keyboardEnd: The keyboard's current end frame.
  ///   - container: The container's layout frame.
  ///   - alignFactor: How far content moves per point of padding.
  ///   - margin: The gap the `adaptive` strategy keeps above the keyboard.
  ///   - device: The simulated device.
  ///   - firstResponder: The focused input, if any.
  ///   - geometry: What the container's code sees; nil means a container outside SwiftUI's
  ///     keyboard safe area (its frame as it is, the device's bottom inset inside it).
  ///   - keyboardSafeAreaShift: The container's keyboard safe-area shift.
  ///
  /// Inlinable, so that a replay, which makes one for every container at every notification,
  /// builds it in place.
  @inlinable
  public init(
    trigger: Trigger, keyboardEnd: Rect, container: Rect, alignFactor: Double, margin: Double,
    device: Device, firstResponder: FirstResponder?, geometry: ContainerGeometry? = nil,
    keyboardSafeAreaShift: Double = 0
  ) {
    self.trigger = trigger
    self.keyboardEnd = keyboardEnd
    self.container = container
    self.alignFactor = alignFactor
    self.margin = margin
    screen = device.screen
    safeArea = device.safeArea
    self.firstResponder = firstResponder
    self.geometry =
      geometry
      ?? ContainerGeometry(container: container, screen: device.screen, safeArea: device.safeArea)
    self.keyboardSafeAreaShift = keyboardSafeAreaShift
  }
}
