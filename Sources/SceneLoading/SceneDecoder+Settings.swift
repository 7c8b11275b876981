import KeyboardAvoidance
import SceneModel
import Support

/// The scene's settings: device and overrides, strategies, system behaviour, sampling.
extension SceneDecoder {
  /// The sampling settings as written; `until` is resolved once the events are known.
  struct Sampling {
    var fps: Int?
    var until: Microseconds?
  }

  /// The preset named by `device` with the `screen`, `safeArea` and `keyboard` overrides applied.
  /// Falls back to the default preset after reporting an unknown name, so later checks still run.
  mutating func decodeDevice(_ fields: Fields) -> Device {
    // The default is looked up only when no valid preset is named: most scenes name one.
    var device =
      field(.device, of: fields, { $0.preset($1) })
      ?? Device.defaultPreset
    if let screen = field(.screen, of: fields, { $0.numbers($1, keys: [.width, .height]) }) {
      device.screen.width = screen[.width] ?? device.screen.width
      device.screen.height = screen[.height] ?? device.screen.height
    }
    let insetKeys: [SceneKey] = [.top, .bottom, .left, .right]
    if let insets = field(.safeArea, of: fields, { $0.numbers($1, keys: insetKeys) }) {
      device.safeArea.top = insets[.top] ?? device.safeArea.top
      device.safeArea.bottom = insets[.bottom] ?? device.safeArea.bottom
      device.safeArea.left = insets[.left] ?? device.safeArea.left
      device.safeArea.right = insets[.right] ?? device.safeArea.right
    }
    let keyboardKeys: [SceneKey] = [.height, .accessory]
    if let keyboard = field(.keyboard, of: fields, { $0.numbers($1, keys: keyboardKeys) }) {
      device.keyboardHeight = keyboard[.height] ?? device.keyboardHeight
      device.accessoryHeight = keyboard[.accessory] ?? device.accessoryHeight
    }
    return device
  }

  private mutating func preset(_ node: YAMLNode) -> Device? {
    if let device = document.withScalarBytes(of: node, Self.preset(spelledBy:)) { return device }
    guard let name = text(node, expected: "a device preset name") else { return nil }
    if let device = Device.preset(named: name) { return device }
    let names = Device.presets.map(\.name)
    var message = "unknown device '\(name)'"
    if let suggestion = Suggestion.closest(to: name, among: names) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += "; the presets are " + names.joined(separator: ", ")
    }
    report(message, at: node.location)
    return nil
  }

  /// The preset whose name `bytes` spell exactly, without making a string (most scenes name
  /// one). A name that matches no preset's bytes is matched as a string after this, which finds
  /// any other way to spell one.
  private static func preset(spelledBy bytes: some ScalarBytes) -> Device? {
    index(spelledBy: bytes, among: presetNames).map { Device.presets[$0] }
  }

  /// The UTF-8 bytes of every preset's name, in the order of ``Device/presets``.
  private static let presetNames = Device.presets.map { Array($0.name.utf8) }

  /// The index of the name in `names` that `bytes` spell exactly; nil for none (and for no
  /// bytes).
  private static func index(
    spelledBy bytes: some ScalarBytes, among names: [[UInt8]]
  ) -> Int? {
    guard !bytes.isEmpty else { return nil }
    return names.firstIndex { name in name.hasSameBytes(as: bytes) }
  }

  /// A mapping of non-negative numbers with the given optional keys.
  private mutating func numbers(_ node: YAMLNode, keys: [SceneKey]) -> [SceneKey: Double]? {
    guard let fields = fields(of: node, allowed: SceneKey.Allowed(keys), what: keyPath) else {
      return nil
    }
    var values: [SceneKey: Double] = [:]
    for key in keys {
      values[key] = field(key, of: fields) { $0.number($1, atLeast: 0) }
    }
    return values
  }

  /// One strategy name or a list of distinct names.
  mutating func strategies(_ node: YAMLNode) -> [String]? {
    switch document.content(of: node) {
    case .sequence(let list): return strategies(list, of: node)
    case .scalar: return strategies(CollectionOfOne(node), of: node)
    default:
      reportType(of: node, expected: "a strategy name or a list of them")
      return nil
    }
  }

  /// The distinct strategy names in `items`, the names under `node`; nil after reporting when
  /// any is wrong.
  private mutating func strategies(_ items: some Collection<YAMLNode>, of node: YAMLNode)
    -> [String]?
  {
    guard !items.isEmpty else {
      report("strategy needs at least one strategy", at: node.location)
      return nil
    }
    var names: [String] = []
    for item in items {
      guard let name = strategy(item) else { continue }
      if names.contains(name) {
        report("strategy '\(name)' is listed twice", at: item.location)
      } else {
        names.append(name)
      }
    }
    return names.count == items.count ? names : nil
  }

  /// One strategy name, which must be a known strategy's, with a suggestion when misspelt.
  mutating func strategy(_ node: YAMLNode) -> String? {
    guard let name = text(node, expected: "a strategy name") else { return nil }
    if strategyNames.contains(name) { return name }
    report(
      "unknown strategy '\(name)'; "
        + (Suggestion.closest(to: name, among: strategyNames).map { "did you mean '\($0)'?" }
          ?? "the strategies are " + strategyNames.joined(separator: ", ")),
      at: node.location)
    return nil
  }

  /// The `system` settings as written; nil for each key not written or not valid.
  struct SystemSettings {
    var focusChangeNotifies: Bool?
    var keyboardMode: KeyboardMode?
  }

  /// The words `system.keyboard` takes, in the order messages list them.
  private static let keyboardModeNames = KeyboardMode.allCases.map(\.rawValue)

  /// `system: {focusChangeNotifies, keyboard}`. A scripted keyboard makes no posting of its
  /// own, so `focusChangeNotifies: true` beside it is reported, at its value.
  mutating func system(_ node: YAMLNode) -> SystemSettings? {
    let allowed: SceneKey.Allowed = [.focusChangeNotifies, .keyboard]
    guard let fields = fields(of: node, allowed: allowed, what: "system") else { return nil }
    let settings = SystemSettings(
      focusChangeNotifies: field(.focusChangeNotifies, of: fields) { $0.bool($1) },
      keyboardMode: field(.keyboard, of: fields) { $0.keyboardMode($1) })
    if settings.focusChangeNotifies == true, settings.keyboardMode == .scripted,
      let value = fields[.focusChangeNotifies]
    {
      descend(.key(.focusChangeNotifies)) {
        $0.report(
          "system.focusChangeNotifies cannot be true with keyboard: scripted; a scripted "
            + "keyboard posts only at keyboard: {frame} events", at: value.location)
      }
      return nil
    }
    return settings
  }

  /// `model` or `scripted`, with a suggestion when misspelt.
  private mutating func keyboardMode(_ node: YAMLNode) -> KeyboardMode? {
    guard let name = text(node, expected: "model or scripted") else { return nil }
    if let mode = KeyboardMode(rawValue: name) { return mode }
    let hint =
      Suggestion.closest(to: name, among: Self.keyboardModeNames).map { "did you mean '\($0)'?" }
      ?? "use model or scripted"
    report("unknown system.keyboard '\(name)'; \(hint)", at: node.location)
    return nil
  }

  /// `sampling: {fps, until}`.
  mutating func sampling(_ node: YAMLNode) -> Sampling {
    guard let fields = fields(of: node, allowed: [.fps, .until], what: "sampling") else {
      return Sampling()
    }
    return Sampling(
      fps: field(.fps, of: fields) { $0.integer($1, in: SceneLimits.fpsRange) },
      until: field(.until, of: fields) { $0.time($1) })
  }
}
