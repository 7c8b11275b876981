import KeyboardAvoidance
import SceneModel

/// The layout a view-hierarchy dump gives a scene (docs/capture.md#importing-a-layout): its
/// view tree in window coordinates, its screen and keyboard, and what the scene's comments say
/// about it.
struct DumpLayout: Equatable {
  /// Which tool printed the dump.
  var shape: DumpText.Shape
  /// The root, `view: screen`, covering the screen.
  var root: ViewNode
  /// The root's size.
  var screen: Size
  /// The keyboard's height, when the dump shows a keyboard docked at the screen's bottom.
  var keyboardHeight: Double?
  /// How many element lines the dump has.
  var elementCount: Int
  /// How many views the layout holds, the root included.
  var viewCount: Int
  /// Whether a scroll view is kept.
  var hasScrollView: Bool
  /// Warnings about the dump; the layout is usable anyway.
  var warnings: [ImportDiagnostic] = []

  /// The dump's kind, as a comment names it.
  var source: String {
    switch shape {
    case .xcuiTest: "an XCUITest element tree"
    case .uiKit: "a UIKit recursiveDescription"
    }
  }

  /// The comments about the layout, in order: what it keeps and leaves out, how XCUITest's
  /// scrolled frames are taken, and where `keyboardAdaptive` goes.
  var comments: [String] {
    var lines = [
      "The layout keeps \(viewCount) of the dump's \(elementCount) elements: the text "
        + "inputs, buttons and scroll views, and the views on the way to them",
      "Left out (\(elementCount - viewCount)): text, images and decoration, other windows, "
        + "what is inside a text input or the keyboard, and views that only hold one other",
    ]
    if shape == .xcuiTest && hasScrollView {
      lines.append(
        "XCUITest prints frames where they are on screen: a scroll view's content is "
          + "written as it was scrolled when the dump was taken, not at rest")
    }
    lines.append(
      "No view is keyboardAdaptive: a dump cannot show where the app's own avoidance code "
        + "is; add keyboardAdaptive: true to the view it pads")
    return lines
  }

  /// The text inputs, in document order.
  var textInputs: [ViewNode] { Self.textInputs(of: root) }

  /// The text inputs of the tree under `root`, in document order.
  static func textInputs(of root: ViewNode) -> [ViewNode] {
    views(of: root).filter(\.kind.isTextInput)
  }

  /// The ids of the tree under `root`, the root's included.
  static func ids(of root: ViewNode) -> [String] {
    views(of: root).map(\.id)
  }

  private static func views(of root: ViewNode) -> [ViewNode] {
    var views: [ViewNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      views.append(node)
      stack += node.children.reversed()
    }
    return views
  }
}
