import KeyboardAvoidance

/// One view of the scene's tree.
public struct ViewNode: Sendable, Equatable {
  /// What kind of view a node is; text inputs can take focus.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A plain container or decoration.
    case view
    /// A single-line text input.
    case textField
    /// A multi-line text input.
    case textEditor
    /// A button, whose tap never dismisses the keyboard.
    case button
    /// A scroll view: its frame is the viewport, its descendants are laid out at content offset
    /// 0 and move up by the offset (docs/semantics.md#scroll-views-and-drags).
    case scrollView

    /// Whether views of this kind can become first responder.
    public var isTextInput: Bool { self == .textField || self == .textEditor }
  }

  /// The node's kind.
  public var kind: Kind
  /// The node's id, unique in the scene.
  public var id: String
  /// The layout frame, in window coordinates, as authored.
  public var frame: Rect
  /// The `keyboardAdaptive` modifier, if the node is an adaptive container.
  public var adaptive: AdaptiveContainer?
  /// The `keyboardSafeArea` key, if the node's content is laid out in SwiftUI's keyboard safe
  /// area (docs/semantics.md#swiftuis-keyboard-safe-area).
  public var keyboardSafeArea: SafeAreaContainer?
  /// Whether the node carries `hideKeyboardOnTap`.
  public var hidesKeyboardOnTap: Bool
  /// The children; later siblings are drawn on top.
  public var children: [ViewNode]
  /// What the return key does while this text input is focused, as authored; nil for the
  /// kind's default (``ReturnKeyAction/defaultAction(for:)``).
  public var returnKey: ReturnKeyAction?
  /// The height of the keyboard toolbar shown above the keyboard while this text input is
  /// focused (its input accessory view), in points; 0 for none.
  public var toolbar: Double
  /// A scroll view's settings; nil for every other kind.
  public var scroll: ScrollSettings?
  /// Whether this text input scrolls into view when it is focused inside a scroll view, as
  /// authored; nil for the kind's default (``ViewNode/scrollsIntoViewByDefault(_:)``).
  public var scrollsIntoView: Bool?
  /// Where the node's mapping starts in the scene file.
  public var location: SourcePosition

  /// Creates a node.
  // Inlinable: the loader makes one for every view of every scene, and a call across modules
  // passes each optional setting through memory.
  @inlinable
  public init(
    kind: Kind, id: String, frame: Rect, adaptive: AdaptiveContainer? = nil,
    keyboardSafeArea: SafeAreaContainer? = nil, hidesKeyboardOnTap: Bool = false,
    children: [ViewNode] = [], returnKey: ReturnKeyAction? = nil, toolbar: Double = 0,
    scroll: ScrollSettings? = nil, scrollsIntoView: Bool? = nil,
    location: SourcePosition = SourcePosition(line: 1, column: 1)
  ) {
    self.kind = kind
    self.id = id
    self.frame = frame
    self.adaptive = adaptive
    self.keyboardSafeArea = keyboardSafeArea
    self.hidesKeyboardOnTap = hidesKeyboardOnTap
    self.children = children
    self.returnKey = returnKey
    self.toolbar = toolbar
    self.scroll = scroll
    self.scrollsIntoView = scrollsIntoView
    self.location = location
  }

  /// Whether an input of `kind` scrolls into view unless its scene says otherwise: a
  /// `textField` does, a `textEditor` does not (UIKit's `UITextView` leaves it to the app).
  public static func scrollsIntoViewByDefault(_ kind: Kind) -> Bool {
    kind == .textField
  }
}

/// The settings of a `keyboardAdaptive` container.
public struct AdaptiveContainer: Sendable, Equatable {
  /// How content moves when bottom padding is added.
  public enum Alignment: String, Sendable, Equatable, CaseIterable {
    /// Content does not move.
    case top
    /// Content moves up by half the padding.
    case center
    /// Content moves up by the padding.
    case bottom

    /// The fraction of the padding by which content moves up.
    public var factor: Double {
      switch self {
      case .top: 0
      case .center: 0.5
      case .bottom: 1
      }
    }
  }

  /// The content alignment.
  public var align: Alignment
  /// An override of the strategy's padding animation, if any.
  public var animation: PaddingAnimation?
  /// The gap the `adaptive` strategy keeps between the field and the keyboard.
  public var margin: Double

  /// Creates container settings.
  public init(align: Alignment = .bottom, animation: PaddingAnimation? = nil, margin: Double = 0) {
    self.align = align
    self.animation = animation
    self.margin = margin
  }
}
