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
  private var nameStart: Int32 = 0
  private var nameEnd: Int32 = 0

  /// What few elements carry, kept aside.
  struct Details {
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

  /// Where the text the id is derived from is in the dump's text (XCUITest's identifier,
  /// placeholder or label); empty for none.
  var name: Range<Int> {
    get { Int(nameStart)..<Int(nameEnd) }
    set {
      nameStart = Int32(clamping: newValue.lowerBound)
      nameEnd = Int32(clamping: newValue.upperBound)
    }
  }

  /// The kind of an XCUITest element type (`TextField`, `Button`, ...).
  static func kind(ofElementType type: ArraySlice<UInt8>) -> ViewNode.Kind {
    for (name, kind) in elementKinds where type.elementsEqual(name) { return kind }
    return .view
  }

  private static let elementKinds: [([UInt8], ViewNode.Kind)] =
    ([
      ("TextField", .textField), ("SecureTextField", .textField), ("SearchField", .textField),
      ("TextView", .textEditor), ("Button", .button), ("ScrollView", .scrollView),
      ("Table", .scrollView), ("CollectionView", .scrollView),
    ] as [(String, ViewNode.Kind)]).map { (Array($0.0.utf8), $0.1) }

  /// The kind of a UIKit class, by the end of its name: an app's own `UITextField` subclass
  /// reads as one too when its name says so.
  static func kind(ofClass name: ArraySlice<UInt8>) -> ViewNode.Kind {
    for (suffix, kind) in classKinds where name.count >= suffix.count {
      if name.suffix(suffix.count).elementsEqual(suffix) { return kind }
    }
    return .view
  }

  private static let classKinds: [([UInt8], ViewNode.Kind)] =
    ([
      ("TextField", .textField), ("TextView", .textEditor), ("Button", .button),
      ("ScrollView", .scrollView), ("TableView", .scrollView), ("CollectionView", .scrollView),
    ] as [(String, ViewNode.Kind)]).map { (Array($0.0.utf8), $0.1) }

  /// The role of a UIKit class.
  static func role(ofClass name: ArraySlice<UInt8>) -> Role {
    if keyboardClasses.contains(where: { name.elementsEqual($0) }) { return .keyboard }
    if name.count >= 6 && name.suffix(6).elementsEqual(DumpLines.Literal.window) { return .window }
    return name.firstIndex(of: hostingView) != nil ? .hosting : .plain
  }

  private static let hostingView = Array("HostingView".utf8)

  /// The UIKit classes that hold the software keyboard (its keys and its QuickType bar), as
  /// iOS versions print them. `UIInputSetContainerView`, which covers the whole screen, is not
  /// one: its height is not the keyboard's.
  static let keyboardClasses: [[UInt8]] = [
    "UIInputSetHostView", "UIKeyboardLayoutStar", "UIKeyboardImpl", "UIKeyboard",
    "_UIKBCompatInputView",
  ].map { Array($0.utf8) }
}
