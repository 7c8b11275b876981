/// The settings of a `scrollView` node (docs/scene-format.md#scroll-views).
public struct ScrollSettings: Sendable, Equatable {
  /// What a drag that starts in the scroll view does to the keyboard.
  public enum DismissMode: String, Sendable, Equatable, CaseIterable {
    /// Nothing (`none` in a scene): the keyboard stays.
    case never = "none"
    /// The focused input resigns as the drag starts.
    case onDrag
    /// The finger holds the keyboard while it is below the keyboard's top, and the release
    /// dismisses or restores it.
    case interactive
  }

  /// The height of the scrolled content, as authored; nil for the default, the lowest edge of
  /// the descendants below the viewport's top, and at least the viewport's height.
  public var contentHeight: Double?
  /// What drags do to the keyboard.
  public var dismissMode: DismissMode

  /// Creates scroll-view settings.
  public init(contentHeight: Double? = nil, dismissMode: DismissMode = .never) {
    self.contentHeight = contentHeight
    self.dismissMode = dismissMode
  }
}
