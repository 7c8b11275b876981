import KeyboardAvoidance
import SceneModel

/// Small builders for scenes, so tests state only what matters to them.
public enum SceneFixtures {
  /// The iphone-15 preset: 393 x 852, safe area 59 / 34, keyboard 336, accessory 55.
  public static let iphone15 = preset("iphone-15")
  /// The ipad preset: 768 x 1024, safe area 20 / 0, keyboard 313, accessory 55.
  public static let ipad = preset("ipad")

  /// The device preset `name`; traps when there is none.
  public static func preset(_ name: String) -> Device {
    guard let device = Device.preset(named: name) else {
      preconditionFailure("unknown preset \(name)")
    }
    return device
  }

  /// A rectangle from its origin and size.
  public static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// A text field `id` at `frame`.
  public static func field(
    _ id: String, _ frame: Rect, hidesKeyboardOnTap: Bool = false
  ) -> ViewNode {
    ViewNode(kind: .textField, id: id, frame: frame, hidesKeyboardOnTap: hidesKeyboardOnTap)
  }

  /// A button `id` at `frame`.
  public static func button(_ id: String, _ frame: Rect) -> ViewNode {
    ViewNode(kind: .button, id: id, frame: frame)
  }

  /// An adaptive container `screen` at `[0, 59, 393, 759]` (the iphone-15 safe area).
  public static func screen(
    _ children: [ViewNode], frame: Rect = rect(0, 59, 393, 759),
    adaptive: AdaptiveContainer = AdaptiveContainer(), hidesKeyboardOnTap: Bool = false
  ) -> ViewNode {
    ViewNode(
      kind: .view, id: "screen", frame: frame, adaptive: adaptive,
      hidesKeyboardOnTap: hidesKeyboardOnTap, children: children)
  }

  /// The password scene's screen (docs/scene-format.md#writing-scenes): email, password (bottom
  /// 684) and a submit button.
  public static func passwordScreen() -> ViewNode {
    screen(
      [
        field("email", rect(16, 300, 361, 44)),
        field("password", rect(16, 640, 361, 44), hidesKeyboardOnTap: true),
        button("submit", rect(16, 700, 361, 50)),
      ], hidesKeyboardOnTap: true)
  }

  /// A long form on the iphone-15: the scroll view `form` fills the safe area,
  /// `[0, 59, 393, 759]` (viewport maxY 818), and holds `notes` at `[16, 700, 361, 44]` and
  /// `last` at `[16, 1400, 361, 44]`, so its content is 1444 - 59 = 1385 high.
  public static func longForm(
    _ extra: [ViewNode] = [], dismissMode: ScrollSettings.DismissMode = .never,
    contentHeight: Double? = nil
  ) -> ViewNode {
    ViewNode(
      kind: .view, id: "root", frame: rect(0, 0, 393, 852),
      children: [
        ViewNode(
          kind: .scrollView, id: "form", frame: rect(0, 59, 393, 759),
          children: [
            field("notes", rect(16, 700, 361, 44)),
            field("last", rect(16, 1400, 361, 44)),
          ] + extra,
          scroll: ScrollSettings(contentHeight: contentHeight, dismissMode: dismissMode))
      ])
  }

  /// An event at `at` microseconds, placed at `line` of the scene file.
  public static func event(_ at: Microseconds, _ action: SceneEvent.Action, line: Int = 1)
    -> SceneEvent
  {
    SceneEvent(at: at, action: action, location: SourcePosition(line: line, column: 5))
  }

  /// A scene of `root` and `events`, until a second after the last event unless given.
  public static func scene(
    _ root: ViewNode, events: [SceneEvent], strategies: [String] = ["adaptive"],
    device: Device = iphone15, until: Microseconds? = nil, fps: Int = 60,
    focusChangeNotifies: Bool = false, keyboardMode: KeyboardMode = .model,
    expectations: [SceneExpectation] = []
  ) -> Scene {
    Scene(
      title: "test", path: "test.yaml", device: device, strategies: strategies,
      focusChangeNotifies: focusChangeNotifies, keyboardMode: keyboardMode, fps: fps,
      until: until ?? ((events.map(\.at).max() ?? 0) + 1_000_000), root: root, events: events,
      expectations: expectations)
  }

  /// A few different scenes, so that concurrent replays do not all do the same work.
  public static func variedScenes() -> [Scene] {
    let busy: [SceneEvent] = [
      event(100_000, .tapView("password")),
      event(400_000, .keyboardHeight(291, KeyboardAnimation())),
      event(700_000, .tapView("email")), event(900_000, .hardwareKeyboard(true)),
      event(1_200_000, .tapPoint(Point(x: 200, y: 100))),
    ]
    return [
      scene(passwordScreen(), events: busy, strategies: BuiltInStrategy.allCases.map(\.name)),
      scene(passwordScreen(), events: Array(busy.prefix(2)), strategies: ["classic"], fps: 120),
      scene(passwordScreen(), events: busy, strategies: ["adaptive"], device: ipad, fps: 30),
      scene(passwordScreen(), events: [], strategies: ["naive", "none"]),
    ]
  }
}
