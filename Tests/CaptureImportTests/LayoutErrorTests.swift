import Foundation
import KeyboardAvoidance
import SceneLoading
import Testing

@testable import CaptureImport

/// What a dump that cannot make a scene is answered with, rendered as `kbreplay import` prints
/// it: element lines that cannot be read (positioned, also inside an escaped string), dumps with
/// no frames or nothing to keep, and each scene limit named.
@Suite struct LayoutErrorTests {
  static func rendered(_ dump: String, path: String = "dump.txt") -> String {
    switch LayoutImporter.scene(fromDump: Array(dump.utf8), path: path, device: nil) {
    case .success(let scene): return "imported:\n" + scene.text
    case .failure(let failure): return failure.rendered()
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var dump: String
    var rendered: String
  }

  static let cases = [
    Case(
      testDescription: "UIKit frames that cannot be read",
      dump: """
        <UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>
           | <UITextField: 0x3; frame = (16 abc; 361 44); layer = <CALayer: 0x4>>
           | <UIButton: 0x5; frame = (16 100; 361); layer = <CALayer: 0x6>>
           | <UIButton: 0x7; layer = <CALayer: 0x8>>

        """,
      rendered: """
        dump.txt:2:37: error: expected a number here; found 'abc'
           | <UITextField: 0x3; frame = (16 abc; 361 44); layer = <CALayer: 0x4>>
                                            ^
        dump.txt:3:42: error: expected a number here; found ')'
           | <UIButton: 0x5; frame = (16 100; 361); layer = <CALayer: 0x6>>
                                                 ^
        dump.txt:4:6: error: this view has no 'frame = (x y; width height)'
           | <UIButton: 0x7; layer = <CALayer: 0x8>>
             ^

        """),
    Case(
      testDescription: "numbers read as a log's are: a point needs digits on both sides",
      dump: """
        <UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>
           | <UITextField: 0x3; frame = (16 .5; 361 44); layer = <CALayer: 0x4>>
           | <UIButton: 0x5; frame = (16 100; 361. 44); layer = <CALayer: 0x6>>

        """,
      rendered: """
        dump.txt:2:37: error: expected a number here; found '.5'
           | <UITextField: 0x3; frame = (16 .5; 361 44); layer = <CALayer: 0x4>>
                                            ^
        dump.txt:3:39: error: expected a number here; found '361.'
           | <UIButton: 0x5; frame = (16 100; 361. 44); layer = <CALayer: 0x6>>
                                              ^

        """),
    Case(
      testDescription: "XCUITest frames that cannot be read",
      dump: """
        Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
          TextField, 0x3, {{1.0, 2.0}, {2.0, 3.0}
          Button, 0x4, label: 'x'
          Button, 0x5, {{1.0, 2.0}, {-2.0, 3.0}}

        """,
      rendered: """
        dump.txt:2:42: error: expected '}' in this frame, which reads {{x, y}, {width, height}} \
        in XCUITest's dumps and (x y; width height) in UIKit's
          TextField, 0x3, {{1.0, 2.0}, {2.0, 3.0}
                                                 ^
        dump.txt:3:3: error: this element has no frame {{x, y}, {width, height}} after its address
          Button, 0x4, label: 'x'
          ^
        dump.txt:4:30: error: a frame's width and height must not be negative
          Button, 0x5, {{1.0, 2.0}, {-2.0, 3.0}}
                                     ^

        """),
    Case(
      testDescription: "an escaped dump, placed in its unescaped text",
      dump: """
        (lldb) po app.debugDescription
        "Element subtree:\\n →Application, 0x1, pid: 5, label: \\'A\\'\\n    Window (Main), 0x2, \
        {{0.0, 0.0}, {393.0, 852.0}}\\n      TextField, 0x3, {{1.0, x}, {2.0, 3.0}}"

        """,
      rendered: """
        dump.txt:4:30: error: expected a number here; found 'x' (line and column in the \
        dump's unescaped text)
              TextField, 0x3, {{1.0, x}, {2.0, 3.0}}
                                     ^

        """),
    Case(
      testDescription: "a view controller hierarchy",
      dump: """
        <UINavigationController 0x7f8>, state: appeared, view: <UILayoutContainerView 0x7f9>
           | <UIViewController 0x7fa>, state: appeared, view: <UIView 0x7fb>

        """,
      rendered: noFrames),
    Case(
      testDescription: "an application alone",
      dump: "Element subtree:\n →Application, 0x1, pid: 5, label: 'A'\n", rendered: noFrames),
    Case(testDescription: "text that is no dump", dump: "hello\nworld\n", rendered: noFrames),
    Case(
      testDescription: "UIKit with nothing to keep",
      dump: """
        <UIView: 0x1; frame = (0 0; 300 500); layer = <CALayer: 0x2>>
           | <UILabel: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
        <UITextEffectsWindow: 0x5; frame = (0 0; 300 500); layer = <CALayer: 0x6>>
           | <UIButton: 0x7; frame = (0 0; 10 10); layer = <CALayer: 0x8>>

        """,
      rendered: """
        dump.txt: error: there is nothing to keep: the dump's first view holds no text input, \
        button or scroll view (outside text inputs and the keyboard)

        """),
    Case(
      testDescription: "XCUITest with nothing to keep",
      dump: """
        Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
          StaticText, 0x3, {{1.0, 2.0}, {2.0, 3.0}}
        Window, 0x5, {{0.0, 0.0}, {393.0, 852.0}}
          Keyboard, 0x4, {{0.0, 516.0}, {393.0, 336.0}}
            Button, 0x6, {{1.0, 2.0}, {2.0, 3.0}}

        """,
      rendered: """
        dump.txt: error: there is nothing to keep: no Window in the dump holds text input, \
        button or scroll view (outside text inputs and the keyboard)

        """),
    Case(
      testDescription: "a length past the limit",
      dump: """
        <UIWindow: 0x1; frame = (0 0; 300 500); layer = <CALayer: 0x2>>
           | <UIView: 0x1; frame = (0 999990; 300 500); layer = <CALayer: 0x2>>
           |    | <UIButton: 0x3; frame = (0 20; 10 10); layer = <CALayer: 0x4>>

        """,
      rendered: """
        dump.txt:3:11: error: this view's frame in window coordinates is beyond the limit for \
        lengths in a scene (1000000 pt)
           |    | <UIButton: 0x3; frame = (0 20; 10 10); layer = <CALayer: 0x4>>
                  ^

        """),
  ]

  /// A screen past the limit for lengths is an error at the root, as any view's frame.
  @Test func aScreenPastTheLimitIsAnError() {
    let dump = """
      Window, 0x1, {{0.0, 0.0}, {1000001.0, 10.0}}
        Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}

      """
    #expect(
      Self.rendered(dump) == """
        dump.txt:1:1: error: this view's frame in window coordinates is beyond the limit for \
        lengths in a scene (1000000 pt)
        Window, 0x1, {{0.0, 0.0}, {1000001.0, 10.0}}
        ^

        """)
  }

  static let noFrames = """
    dump.txt: error: the dump has no element with a frame: expected XCUITest's element tree \
    (print(app.debugDescription)) or UIKit's recursiveDescription; a view controller hierarchy \
    (_printHierarchy) has no frames

    """

  @Test(arguments: cases) func aDumpThatCannotImportSaysWhy(_ item: Case) {
    #expect(Self.rendered(item.dump) == item.rendered)
  }

  /// A window holding `count` lines made by `line` (1-based), one level down.
  static func window(_ count: Int, _ line: (Int) -> String) -> String {
    var dump = "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>\n"
    for index in 1...count { dump += "   | " + line(index) + "\n" }
    return dump
  }

  static func button(_ index: Int) -> String {
    "<UIButton: 0x\(index); frame = (0 \(index); 10 1); layer = <CALayer: 0x5>>"
  }

  /// Views nested `depth` deep below the root, each holding a button and the next.
  static func nested(_ depth: Int) -> String {
    var dump = "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>\n"
    for level in 1..<depth {
      dump += String(repeating: "   | ", count: level) + "<UIView: 0x3; frame = (0 0; 9 9)>\n"
      dump += String(repeating: "   | ", count: level + 1) + button(level) + "\n"
    }
    dump += String(repeating: "   | ", count: depth) + button(depth) + "\n"
    return dump
  }

  /// Past each limit the error names it; at the limit the scene lints.
  @Test func pastALimitTheErrorNamesIt() throws {
    #expect(
      Self.rendered(Self.window(10_000, Self.button)) == """
        dump.txt:10001:6: error: this view would be the layout's view number 10001; a scene \
        holds at most 10000 views (the views limit)
           | <UIButton: 0x10000; frame = (0 10000; 10 1); layer = <CALayer: 0x5>>
             ^

        """)
    #expect(
      Self.rendered(Self.nested(31)).hasPrefix(
        "dump.txt:61:156: error: this view would be nested 31 views deep; a scene's nesting "
          + "depth limit (64) allows 30 below the root\n"))
    let inputs = Self.window(3_599) { "<UITextField: 0x\($0); frame = (0 0; 10 1)>" }
    #expect(
      Self.rendered(inputs) == """
        dump.txt: error: the layout has 3599 text inputs; focused one second apart they would \
        take the scene past its until limit (3600 s), which allows 3598: import a smaller part \
        of the screen

        """)
    var labels = "Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"
    for index in 0..<2_000 {
      labels += "  Button, 0x3, {{0.0, \(index).0}, {2.0, 3.0}}, label: '\(index)"
      labels += String(repeating: "x", count: 2_100) + "'\n"
    }
    #expect(Self.rendered(labels).contains("(the file size limit, 4 MiB)"))
    let tooLarge = [UInt8](repeating: 0x20, count: CaptureLimits.maximumLogSize + 1)
    let failure = LayoutImporter.scene(fromDump: tooLarge, path: "big.txt", device: nil)
    #expect(throws: ImportFailure.self) { try failure.get() }
    if case .failure(let failure) = failure {
      #expect(failure.rendered().hasPrefix("big.txt: error: the dump is 33554433 bytes;"))
    }
  }

  /// At each limit the scene is written, and lints.
  @Test func atALimitTheSceneLints() throws {
    for dump in [
      Self.window(9_999, Self.button), Self.nested(30),
      Self.window(3_598) { "<UITextField: 0x\($0); frame = (0 0; 10 1)>" },
    ] {
      let text = try LayoutImporter.scene(fromDump: Array(dump.utf8), path: "d", device: nil)
        .get().text
      #expect(throws: Never.self) {
        try SceneLoader.load(bytes: Array(text.utf8), path: "d.yaml").get()
      }
    }
  }

  /// A UIKit dump of a view, not a window: its size is the screen's and it is at (0, 0), with
  /// a warning; no preset has that screen, so it is written out.
  @Test func aDumpThatDoesNotStartWithAWindowWarns() throws {
    let dump = """
      <UIView: 0x1; frame = (20 40; 300 500); layer = <CALayer: 0x2>>
         | <UIButton: 0x3; frame = (5 20; 10 10); layer = <CALayer: 0x4>>

      """
    let scene = try LayoutImporter.scene(fromDump: Array(dump.utf8), path: "v.txt", device: nil)
      .get()
    #expect(
      scene.warnings.map { $0.rendered(path: "v.txt") } == [
        """
        v.txt:1:1: warning: the dump does not start with a window: this view's size is taken \
        as the screen's, and it is placed at (0, 0)
        <UIView: 0x1; frame = (20 40; 300 500); layer = <CALayer: 0x2>>
        ^

        """
      ])
    #expect(
      scene.text.contains(
        """
        # The device is iphone-15 with the dump's screen: no preset has the dump's window \
        (300 x 500); its safe area and keyboard metrics are iphone-15's
        """))
    #expect(scene.text.contains("screen: {width: 300, height: 500}\n"))
    #expect(scene.text.contains("  - button: button-1\n      frame: [5, 20, 10, 10]\n"))
  }
}
