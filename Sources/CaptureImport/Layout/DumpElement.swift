import KeyboardAvoidance
import SceneModel

/// One element line of a view-hierarchy dump, as read: what it is, where it is, and its parent
/// (docs/capture.md#importing-a-layout).
///
/// Elements are kept in document order, so a parent always comes before its children.
struct DumpElement {
  /// What the element means to the layout beyond its kind.
  enum Role: UInt8 {
    /// Nothing more.
    case plain
    /// A window: XCUITest's `Window`, a UIKit class ending in `Window`.
    case window
    /// The software keyboard: XCUITest's `Keyboard`, a UIKit class of the keyboard's.
    case keyboard
    /// SwiftUI's hosting view: a UIKit class whose name contains `HostingView`.
    case hosting
  }

  /// The frame as printed: in screen points (XCUITest) or in the superview's coordinates
  /// (UIKit); nil for XCUITest's `Application` line. Once the tree is built, in window
  /// coordinates.
  var frame: Rect?
  /// The kind the element is written as, before the nesting rules.
  var kind: ViewNode.Kind
  var role: Role
  // 32-bit: a dump holds at most 32 MiB, and a million elements take 48 bytes each.
  private var parentIndex: Int32 = -1
  private var startOffset: Int32

  /// What few elements carry, kept aside.
  struct Details {
    /// The text the id is derived from: XCUITest's identifier, placeholder or label.
    var name: String?
    /// A UIKit scroll view's content height (`contentSize`), when printed.
    var contentHeight: Double?
    /// A UIKit scroll view's `adjustedContentInset.top` (0 when not printed).
    var insetTop: Double = 0
  }

  init(kind: ViewNode.Kind, role: Role, offset: Int) {
    self.kind = kind
    self.role = role
    startOffset = Int32(clamping: offset)
  }

  /// The index of the parent element; nil at the top level.
  var parent: Int? {
    get { parentIndex < 0 ? nil : Int(parentIndex) }
    set { parentIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
  }

  /// The offset of its first byte in the dump's text, for diagnostics.
  var offset: Int { Int(startOffset) }

  /// The kind of an XCUITest element type (`TextField`, `Button`, ...).
  static func kind(ofElementType type: Substring) -> ViewNode.Kind {
    switch type {
    case "TextField", "SecureTextField", "SearchField": .textField
    case "TextView": .textEditor
    case "Button": .button
    case "ScrollView", "Table", "CollectionView": .scrollView
    default: .view
    }
  }

  /// The kind of a UIKit class, by the end of its name: an app's own `UITextField` subclass
  /// reads as one too when its name says so.
  static func kind(ofClass name: Substring) -> ViewNode.Kind {
    if name.hasSuffix("TextField") { return .textField }
    if name.hasSuffix("TextView") { return .textEditor }
    if name.hasSuffix("Button") { return .button }
    if name.hasSuffix("ScrollView") || name.hasSuffix("TableView")
      || name.hasSuffix("CollectionView")
    {
      return .scrollView
    }
    return .view
  }

  /// The role of a UIKit class.
  static func role(ofClass name: Substring) -> Role {
    if keyboardClasses.contains(name) { return .keyboard }
    if name.hasSuffix("Window") { return .window }
    if name.contains("HostingView") { return .hosting }
    return .plain
  }

  /// The UIKit classes that hold the software keyboard (its keys and its QuickType bar), as
  /// iOS versions print them. `UIInputSetContainerView`, which covers the whole screen, is not
  /// one: its height is not the keyboard's.
  static let keyboardClasses: Set<Substring> = [
    "UIInputSetHostView", "UIKeyboardLayoutStar", "UIKeyboardImpl", "UIKeyboard",
    "_UIKBCompatInputView",
  ]
}
