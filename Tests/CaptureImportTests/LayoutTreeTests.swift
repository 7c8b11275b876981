import KeyboardAvoidance
import SceneLoading
import SceneModel
import Testing

@testable import CaptureImport

/// What a dump's tree becomes: kinds, the views kept and collapsed, window coordinates, the
/// keyboard safe area against the scroll-view rules, and the keyboard; each scene written lints.
@Suite struct LayoutTreeTests {
  /// A UIKit line `depth` levels down.
  static func view(_ depth: Int, _ name: String, _ frame: String, _ extra: String = "") -> String {
    String(repeating: "   | ", count: depth)
      + "<\(name): 0x7f01; frame = (\(frame))\(extra); layer = <CALayer: 0x6001>>"
  }

  static func scroll(offset: String = "0, 0", size: String, inset: String?) -> String {
    "; contentOffset: {\(offset)}; contentSize: {\(size)}"
      + (inset.map { "; adjustedContentInset: {\($0)}" } ?? "")
  }

  /// The scene's `layout:` section, from the dump's lines imported without a log; the scene
  /// must lint.
  static func layout(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String
  {
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    let scene = try LayoutImporter.scene(fromDump: bytes, path: "dump.txt", device: nil).get()
    if case .failure(let failure) = SceneLoader.load(bytes: Array(scene.text.utf8), path: "s.yaml")
    {
      Issue.record(
        "the scene does not lint:\n\(failure.rendered())", sourceLocation: sourceLocation)
    }
    let text = scene.text
    let start = try #require(text.range(of: "layout:\n"), sourceLocation: sourceLocation)
    let end = try #require(text.range(of: "events:"), sourceLocation: sourceLocation)
    return String(text[start.upperBound..<end.lowerBound])
  }

  static let window = view(0, "UIWindow", "0 0; 393 852")

  /// UIKit classes map by the end of their name (an app's own subclass included) or by their
  /// `baseClass`; the rest are views, and a view with nothing to keep is left out.
  @Test func uiKitClassesMapToKinds() throws {
    let layout = try Self.layout([
      Self.window,
      Self.view(1, "UITextField", "0 0; 100 10"),
      Self.view(1, "UISearchTextField", "0 10; 100 10"),
      Self.view(1, "SwiftUI.UIKitTextField", "0 20; 100 10"),
      Self.view(1, "Shop.RoundedTextView", "0 30; 100 10"),
      Self.view(1, "UIButton", "0 40; 100 10"),
      Self.view(1, "Shop.Pill", "0 50; 100 10", "; baseClass = UIButton"),
      Self.view(1, "UILabel", "0 60; 100 10"),
      Self.view(1, "UITableView", "0 70; 100 10", Self.scroll(size: "100, 5", inset: nil)),
      Self.view(1, "UICollectionView", "0 80; 100 10", Self.scroll(size: "100, 50", inset: nil)),
      Self.view(1, "UISwitch", "0 90; 100 10"),
    ])
    #expect(
      layout == """
          view: screen
          frame: [0, 0, 393, 852]
          children:
            - textField: text-field-1
              frame: [0, 0, 100, 10]
            - textField: text-field-2
              frame: [0, 10, 100, 10]
            - textField: text-field-3
              frame: [0, 20, 100, 10]
            - textEditor: text-editor-1
              frame: [0, 30, 100, 10]
            - button: button-1
              frame: [0, 40, 100, 10]
            - button: button-2
              frame: [0, 50, 100, 10]
            - scrollView: scroll-view-1
              frame: [0, 70, 100, 10]
              contentHeight: 10
            - scrollView: scroll-view-2
              frame: [0, 80, 100, 10]
              contentHeight: 50

        """)
  }

  /// XCUITest's types map by name; `Window (Main)` is a window, and the root.
  @Test func elementTypesMapToKinds() throws {
    let layout = try Self.layout([
      "Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}",
      "  TextField, 0x3, {{0.0, 0.0}, {10.0, 10.0}}",
      "  SecureTextField, 0x4, {{0.0, 10.0}, {10.0, 10.0}}",
      "  SearchField, 0x5, {{0.0, 20.0}, {10.0, 10.0}}",
      "  TextView, 0x6, {{0.0, 30.0}, {10.0, 10.0}}",
      "  Button, 0x7, {{0.0, 40.0}, {10.0, 10.0}}",
      "  ScrollView, 0x8, {{0.0, 50.0}, {10.0, 10.0}}",
      "  Table, 0x9, {{0.0, 60.0}, {10.0, 10.0}}",
      "  CollectionView, 0xa, {{0.0, 70.0}, {10.0, 10.0}}",
      "  Switch, 0xb, {{0.0, 80.0}, {10.0, 10.0}}, value: 1",
      "  StaticText, 0xc, {{0.0, 90.0}, {10.0, 10.0}}, label: 'Hi'",
    ])
    #expect(
      layout == """
          view: screen
          frame: [0, 0, 375, 667]
          children:
            - textField: text-field-1
              frame: [0, 0, 10, 10]
            - textField: text-field-2
              frame: [0, 10, 10, 10]
            - textField: text-field-3
              frame: [0, 20, 10, 10]
            - textEditor: text-editor-1
              frame: [0, 30, 10, 10]
            - button: button-1
              frame: [0, 40, 10, 10]
            - scrollView: scroll-view-1
              frame: [0, 50, 10, 10]
            - scrollView: scroll-view-2
              frame: [0, 60, 10, 10]
            - scrollView: scroll-view-3
              frame: [0, 70, 10, 10]

        """)
  }

  /// Pass-through views with one kept child go; a view holding two stays; a hosting view
  /// with one child stays for its key; what is inside a text input or the keyboard is not
  /// kept, and neither is a view with nothing kept under it.
  @Test func theKeptTreeCollapsesPassThroughViews() throws {
    let layout = try Self.layout([
      Self.window,
      Self.view(1, "UITransitionView", "0 0; 393 852"),
      Self.view(2, "UIView", "10 10; 300 300"),
      Self.view(3, "UIView", "5 5; 200 200"),
      Self.view(4, "UITextField", "1 1; 100 30"),
      Self.view(5, "UIButton", "80 5; 20 20"),
      Self.view(4, "UIButton", "1 40; 100 30"),
      Self.view(2, "_UIHostingView<Form>", "0 400; 393 100"),
      Self.view(3, "UIView", "0 0; 393 100"),
      Self.view(4, "UIButton", "0 50; 30 30"),
      Self.view(2, "UIView", "0 500; 393 100"),
      Self.view(3, "UILabel", "0 0; 393 100"),
      Self.view(2, "UIKeyboardLayoutStar", "0 600; 393 252"),
      Self.view(3, "UIButton", "0 0; 30 30"),
    ])
    #expect(
      layout == """
          view: screen
          frame: [0, 0, 393, 852]
          children:
            - view: view-1
              frame: [0, 0, 393, 852]
              children:
                - view: view-2
                  frame: [15, 15, 200, 200]
                  children:
                    - textField: text-field-1
                      frame: [16, 16, 100, 30]
                    - button: button-1
                      frame: [16, 55, 100, 30]
                - view: view-3
                  frame: [0, 400, 393, 100]
                  keyboardSafeArea: true
                  children:
                    - button: button-2
                      frame: [0, 450, 30, 30]

        """)
  }

  /// UIKit frames are summed up the tree; a scroll view's content sits at rest below its
  /// adjustedContentInset.top, whatever its content offset; a scroll view inside another is a
  /// view, its own content at rest in it.
  @Test func uiKitFramesAreSummedAndScrollContentIsAtRest() throws {
    let layout = try Self.layout([
      Self.window,
      Self.view(1, "UIView", "0 100; 393 700"),
      Self.view(
        2, "UIScrollView", "0 50; 393 600",
        Self.scroll(offset: "0, 340", size: "393, 2000", inset: "44, 0, 34, 0")),
      Self.view(3, "UIView", "16 10; 361 900"),
      Self.view(4, "UITextField", "0 20; 361 44"),
      Self.view(
        4, "UITableView", "0 100; 361 300",
        Self.scroll(offset: "0, -10", size: "361, 100", inset: "10, 0, 0, 0")),
      Self.view(5, "UITableViewCell", "0 0; 361 44"),
      Self.view(6, "UITextField", "8 4; 300 36"),
      Self.view(5, "UITableViewCell", "0 44; 361 44"),
      Self.view(6, "UIButton", "8 4; 100 36"),
      Self.view(2, "UIButton", "20 650; 353 44"),
    ])
    #expect(
      layout == """
          view: screen
          frame: [0, 0, 393, 852]
          children:
            - view: view-1
              frame: [0, 100, 393, 700]
              children:
                - scrollView: scroll-view-1
                  frame: [0, 150, 393, 600]
                  contentHeight: 2000
                  children:
                    - view: view-2
                      frame: [16, 204, 361, 900]
                      children:
                        - textField: text-field-1
                          frame: [16, 224, 361, 44]
                        - view: view-3
                          frame: [16, 304, 361, 300]
                          children:
                            - textField: text-field-2
                              frame: [24, 318, 300, 36]
                            - button: button-1
                              frame: [24, 362, 100, 36]
                - button: button-2
                  frame: [20, 750, 353, 44]

        """)
  }

  /// Only the outermost hosting view in no scroll view is a safe-area container: not one
  /// inside it, not one inside a scroll view, not a text input whose class names a hosting
  /// view; a scroll view inside it stays a scroll view.
  @Test func theKeyboardSafeAreaYieldsToTheScrollViewRules() throws {
    let layout = try Self.layout([
      Self.view(0, "UIView", "0 0; 390 844"),
      Self.view(1, "UIScrollView", "0 0; 390 400", Self.scroll(size: "390, 400", inset: nil)),
      Self.view(2, "_UIHostingView<A>", "0 0; 390 200"),
      Self.view(3, "UITextField", "0 0; 100 30"),
      Self.view(3, "UIButton", "0 40; 100 30"),
      Self.view(1, "Shop.HostingViewTextField", "300 0; 90 30"),
      Self.view(1, "_UIHostingView<B>", "0 400; 390 444"),
      Self.view(2, "_UIHostingView<C>", "0 0; 390 200"),
      Self.view(3, "UITextField", "0 0; 100 30"),
      Self.view(3, "UIButton", "0 40; 100 30"),
      Self.view(
        2, "HostingScrollView", "0 200; 390 244", Self.scroll(size: "390, 500", inset: nil)),
      Self.view(3, "UITextField", "0 0; 100 30"),
    ])
    #expect(
      layout == """
          view: screen
          frame: [0, 0, 390, 844]
          children:
            - scrollView: scroll-view-1
              frame: [0, 0, 390, 400]
              contentHeight: 400
              children:
                - view: view-1
                  frame: [0, 0, 390, 200]
                  children:
                    - textField: text-field-1
                      frame: [0, 0, 100, 30]
                    - button: button-1
                      frame: [0, 40, 100, 30]
            - textField: text-field-2
              frame: [300, 0, 90, 30]
            - view: view-2
              frame: [0, 400, 390, 444]
              keyboardSafeArea: true
              children:
                - view: view-3
                  frame: [0, 400, 390, 200]
                  children:
                    - textField: text-field-3
                      frame: [0, 400, 100, 30]
                    - button: button-2
                      frame: [0, 440, 100, 30]
                - scrollView: scroll-view-2
                  frame: [0, 600, 390, 244]
                  contentHeight: 500
                  children:
                    - textField: text-field-4
                      frame: [0, 600, 100, 30]

        """)
  }

  /// The keyboard's height is the first keyboard view, in any window, whose bottom is the
  /// screen's: not a floating one, and never the full-screen container around it.
  @Test func theKeyboardIsTheOneDockedAtTheBottom() throws {
    func height(_ lines: [String]) throws -> Double? {
      let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
      return try LayoutImporter.layout(fromDump: bytes, path: "d.txt").get().keyboardHeight
    }
    let main = [Self.window, Self.view(1, "UIButton", "0 0; 10 10")]
    let effects = Self.view(0, "UITextEffectsWindow", "0 0; 393 852")
    let container = Self.view(1, "UIInputSetContainerView", "0 0; 393 852")
    #expect(try height(main) == nil)
    #expect(
      try height(main + [effects, container, Self.view(2, "UIInputSetHostView", "0 516; 393 336")])
        == 336)
    #expect(
      try height(
        main + [effects, container, Self.view(2, "UIInputSetHostView", "20 300; 300 200")])
        == nil)
    #expect(try height(main + [Self.view(1, "UIKeyboardLayoutStar", "0 10; 393 291")]) == nil)
    #expect(
      try height(main + [effects, Self.view(1, "UIInputSetHostView", "0 -100; 393 952")]) == nil)
    #expect(
      try height(
        main + [
          effects, Self.view(1, "UIView", "0 100; 393 752"),
          Self.view(2, "UIKeyboard", "0 400; 393 352"),
        ])
        == 352)
    let xcuiTest = [
      "Window (Main), 0x1, {{0.0, 0.0}, {393.0, 852.0}}",
      "  Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}",
      "Window, 0x3, {{0.0, 0.0}, {393.0, 852.0}}",
      "  Keyboard, 0x4, {{0.0, 561.0}, {393.0, 291.0}}",
    ]
    #expect(try height(xcuiTest) == 291)
  }
}
