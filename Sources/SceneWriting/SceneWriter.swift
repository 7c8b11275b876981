@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// Writes a ``SceneModel/Scene`` as canonical scene text, which the loader reads back as the
/// same scene (source positions aside); `kbreplay import` writes its scenes through it.
///
/// The canonical form: the top-level keys in the order `scene, device, screen, safeArea,
/// keyboard, system, strategy, sampling, layout, events, expect`; a setting equal to the
/// device preset's or the default left out unless the caller states it; `strategy` and
/// `sampling: {until}` always written. In a view the kind key comes first, then `frame`, then
/// the other keys in docs/scene-format.md's order, `children` last, each key equal to its
/// default left out. Events and expectations are one a line in flow style, events in the
/// order the replay processes them (stably by time). Times are written with at least one
/// decimal (`1.0`), lengths in their shortest round-trip form, text through ``YAMLScalar``.
package struct SceneWriter: Sendable {
  /// Top-level settings written even when they equal the preset's or the default.
  package struct Stated: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `screen: {width, height}`.
    package static let screen = Stated(rawValue: 1 << 0)
    /// `safeArea: {top, bottom, left, right}`.
    package static let safeArea = Stated(rawValue: 1 << 1)
    /// `keyboard: {height, accessory}`.
    package static let keyboard = Stated(rawValue: 1 << 2)
    /// `system: {focusChangeNotifies, keyboard}`, both keys.
    package static let system = Stated(rawValue: 1 << 3)
    /// `sampling: {fps, until}`, `fps` included.
    package static let fps = Stated(rawValue: 1 << 4)
    /// Every top-level setting.
    package static let all: Stated = [.screen, .safeArea, .keyboard, .system, .fps]
  }

  /// The settings written even when they are the defaults.
  package var stated: Stated

  /// Creates a writer that states `stated` (nothing beyond what differs, by default).
  package init(stating stated: Stated = []) {
    self.stated = stated
  }

  /// The scene's text, ending with a newline, with `comments` where they are attached.
  package func text(_ scene: Scene, comments: SceneComments = SceneComments()) -> String {
    var lines = comments.top.map(Self.comment)
    lines.append("scene: " + YAMLScalar.text(scene.title))
    lines.append("device: " + YAMLScalar.text(scene.device.name))
    let preset = Device.preset(named: scene.device.name)
    let device = scene.device
    if stated.contains(.screen) || preset?.screen != device.screen {
      lines.append(
        "screen: " + Self.map([("width", device.screen.width), ("height", device.screen.height)]))
    }
    if stated.contains(.safeArea) || preset?.safeArea != device.safeArea {
      let insets = device.safeArea
      lines.append(
        "safeArea: "
          + Self.map([
            ("top", insets.top), ("bottom", insets.bottom), ("left", insets.left),
            ("right", insets.right),
          ]))
    }
    if stated.contains(.keyboard) || preset?.keyboardHeight != device.keyboardHeight
      || preset?.accessoryHeight != device.accessoryHeight
    {
      lines.append(
        "keyboard: "
          + Self.map([("height", device.keyboardHeight), ("accessory", device.accessoryHeight)]))
    }
    var system: [String] = []
    if stated.contains(.system) || scene.focusChangeNotifies {
      system.append("focusChangeNotifies: \(scene.focusChangeNotifies)")
    }
    if stated.contains(.system) || scene.keyboardMode != .model {
      system.append("keyboard: " + scene.keyboardMode.rawValue)
    }
    if !system.isEmpty { lines.append("system: {" + system.joined(separator: ", ") + "}") }
    lines.append("strategy: " + Self.strategies(scene.strategies))
    let fps = stated.contains(.fps) || scene.fps != 60 ? "fps: \(scene.fps), " : ""
    lines.append("sampling: {\(fps)until: \(Self.time(scene.until))}")
    lines.append("layout:")
    Self.append(scene.root, indent: "  ", to: &lines)
    let order = scene.events.indices.sorted {
      (scene.events[$0].at, $0) < (scene.events[$1].at, $1)
    }
    lines.append(order.isEmpty ? "events: []" : "events:")
    for index in order {
      lines += (comments.beforeEvent[index] ?? []).map { "  " + Self.comment($0) }
      let remark = comments.trailing[index].map { "  " + Self.comment($0) } ?? ""
      lines.append("  - " + Self.event(scene.events[index]) + remark)
    }
    lines += comments.afterEvents.map { "  " + Self.comment($0) }
    if !scene.expectations.isEmpty {
      lines.append("expect:")
      for expectation in scene.expectations {
        lines.append("  - " + Self.expectation(expectation))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Values

  /// A time, with at least one decimal: `1.0`, `0.25`.
  package static func time(_ microseconds: Microseconds) -> String {
    DecimalFormat.seconds(microseconds: microseconds, minimumDecimals: 1)
  }

  /// A length or other number, whole when it is, else in its shortest round-trip form.
  package static func length(_ value: Double) -> String {
    DecimalFormat.wholeOrRoundTrip(value)
  }

  /// `[x, y, width, height]`.
  package static func frame(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(length).joined(separator: ", ") + "]"
  }

  /// `[x, y]`.
  package static func point(_ point: Point) -> String {
    "[\(length(point.x)), \(length(point.y))]"
  }

  private static func comment(_ text: String) -> String {
    text.isEmpty ? "#" : "# " + YAMLScalar.commentText(text)
  }

  private static func map(_ pairs: [(String, Double)]) -> String {
    "{" + pairs.map { "\($0.0): \(length($0.1))" }.joined(separator: ", ") + "}"
  }

  private static func strategies(_ names: [String]) -> String {
    names.count == 1
      ? YAMLScalar.text(names[0])
      : "[" + names.map(YAMLScalar.text).joined(separator: ", ") + "]"
  }

  private static func id(_ id: String?) -> String {
    id.map(YAMLScalar.text) ?? "none"
  }

  // MARK: - Views

  private static func append(_ node: ViewNode, indent: String, to lines: inout [String]) {
    lines.append(indent + node.kind.rawValue + ": " + YAMLScalar.text(node.id))
    lines.append(indent + "frame: " + frame(node.frame))
    for (key, value) in settings(of: node) {
      lines.append(indent + key + ": " + value)
    }
    guard !node.children.isEmpty else { return }
    lines.append(indent + "children:")
    for child in node.children {
      var childLines: [String] = []
      append(child, indent: indent + "    ", to: &childLines)
      childLines[0] = indent + "  - " + childLines[0].dropFirst(indent.count + 4)
      lines += childLines
    }
  }

  /// A node's keys after `frame` and before `children`, each only when it is not the default.
  private static func settings(of node: ViewNode) -> [(String, String)] {
    var keys: [(String, String)] = []
    if let adaptive = node.adaptive { keys.append(("keyboardAdaptive", self.adaptive(adaptive))) }
    if let safeArea = node.keyboardSafeArea {
      // An adaptive container's content follows its keyboardAdaptive align, and a scroll
      // view's moves not at all: only a plain view names its own.
      let ownAlign = node.adaptive == nil && node.kind != .scrollView && safeArea.align != .bottom
      keys.append(
        ("keyboardSafeArea", ownAlign ? "{align: \(safeArea.align.rawValue)}" : "true"))
    }
    if node.hidesKeyboardOnTap { keys.append(("hideKeyboardOnTap", "true")) }
    if let returnKey = node.returnKey, returnKey != ReturnKeyAction.defaultAction(for: node.kind) {
      switch returnKey {
      case .dismiss: keys.append(("returnKey", "dismiss"))
      case .newline: keys.append(("returnKey", "newline"))
      case .focus(let target): keys.append(("returnKey", "{focus: \(YAMLScalar.text(target))}"))
      }
    }
    if node.toolbar != 0 { keys.append(("toolbar", length(node.toolbar))) }
    if let scrolls = node.scrollsIntoView, scrolls != ViewNode.scrollsIntoViewByDefault(node.kind) {
      keys.append(("scrollsIntoView", "\(scrolls)"))
    }
    if let scroll = node.scroll {
      if let height = scroll.contentHeight { keys.append(("contentHeight", length(height))) }
      if scroll.dismissMode != .never {
        keys.append(("keyboardDismissMode", scroll.dismissMode.rawValue))
      }
    }
    return keys
  }

  private static func adaptive(_ container: AdaptiveContainer) -> String {
    var keys: [String] = []
    if container.align != .bottom { keys.append("align: " + container.align.rawValue) }
    if let animation = container.animation {
      keys.append("animation: " + paddingAnimation(animation))
    }
    if container.margin != 0 { keys.append("margin: " + length(container.margin)) }
    return keys.isEmpty ? "true" : "{" + keys.joined(separator: ", ") + "}"
  }

  private static func paddingAnimation(_ animation: PaddingAnimation) -> String {
    switch animation {
    case .immediate: return "{curve: none}"
    case .followKeyboard: return "{curve: keyboard}"
    case .curve(let curve, let duration):
      let name =
        switch curve {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        // Not a curve a scene names: the keyboard's own curve is `keyboard`, which follows the
        // notification's duration.
        case .keyboardSpring: "keyboard"
        }
      return curve == .keyboardSpring
        ? "{curve: keyboard}" : "{curve: \(name), duration: \(time(duration))}"
    }
  }

  // MARK: - Events

  /// One event's flow mapping, `{at: 0.5, focus: email}`.
  package static func event(_ event: SceneEvent) -> String {
    let action: String
    switch event.action {
    case .tapView(let id): action = "tap: " + YAMLScalar.text(id)
    case .tapPoint(let point): action = "tap: " + self.point(point)
    case .focus(let id): action = "focus: " + self.id(id)
    case .keyboardHeight(let height, let animation):
      action = "keyboard: {height: \(length(height)), " + self.animation(animation) + "}"
    case .keyboardFrame(let rect, let animation):
      action = "keyboard: {frame: \(frame(rect)), " + self.animation(animation) + "}"
    case .hardwareKeyboard(let attached): action = "hardwareKeyboard: \(attached)"
    case .returnKey: action = "key: return"
    case .drag(let from, let to, let duration):
      action =
        "drag: {from: \(point(from)), to: \(point(to)), duration: \(time(duration))}"
    }
    return "{at: \(time(event.at)), \(action)}"
  }

  private static func animation(_ animation: KeyboardAnimation) -> String {
    "duration: \(time(animation.duration)), curve: \(animation.curve.uikitRawValue)"
  }

  // MARK: - Expectations

  /// One expectation's flow mapping, `{at: 1.0, keyboard: 336}`.
  package static func expectation(_ expectation: SceneExpectation) -> String {
    let checks = self.checks(expectation.checks)
    var keys: [String]
    switch expectation.moment {
    case .at(let time): keys = ["at: " + self.time(time)] + checks
    case .always: keys = ["always: {" + checks.joined(separator: ", ") + "}"]
    case .settled: keys = ["settled: {" + checks.joined(separator: ", ") + "}"]
    }
    if let strategies = expectation.strategies {
      keys.append("strategy: " + self.strategies(strategies))
    }
    if expectation.tolerance != 0.01 { keys.append("tolerance: " + length(expectation.tolerance)) }
    return "{" + keys.joined(separator: ", ") + "}"
  }

  /// The checks as `key: value` entries, those of one key with ids gathered in one mapping
  /// where the key first appears.
  private static func checks(_ checks: [SceneExpectation.Check]) -> [String] {
    var entries: [(key: String, value: String?, byID: [String])] = []
    func add(_ key: String, id: String, _ expected: ExpectedNumber) {
      let item = YAMLScalar.text(id) + ": " + number(expected)
      if let index = entries.firstIndex(where: { $0.key == key && $0.value == nil }) {
        entries[index].byID.append(item)
      } else {
        entries.append((key, nil, [item]))
      }
    }
    for check in checks {
      switch check {
      case .padding(let id, let expected): add("padding", id: id, expected)
      case .safeArea(let id, let expected): add("safeArea", id: id, expected)
      case .offset(let id, let expected): add("offset", id: id, expected)
      case .contentInset(let id, let expected): add("contentInset", id: id, expected)
      case .keyboard(let expected): entries.append(("keyboard", number(expected), []))
      case .covered(let expected): entries.append(("covered", number(expected), []))
      case .gap(let expected): entries.append(("gap", number(expected), []))
      case .focus(let id): entries.append(("focus", self.id(id), []))
      }
    }
    return entries.map { entry in
      entry.key + ": " + (entry.value ?? "{" + entry.byID.joined(separator: ", ") + "}")
    }
  }

  private static func number(_ expected: ExpectedNumber) -> String {
    switch expected {
    case .exactly(let value): length(value)
    case .atLeast(let minimum): "{min: \(length(minimum))}"
    case .atMost(let maximum): "{max: \(length(maximum))}"
    case .between(let minimum, let maximum): "{min: \(length(minimum)), max: \(length(maximum))}"
    }
  }
}
