import KeyboardAvoidance
import SceneModel

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
      ?? Device.preset(named: Device.defaultPresetName) ?? Device.presets[0]
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
    if let device = Self.preset(spelledBy: document.scalarBytes(of: node)) { return device }
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
  private static func preset(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Device? {
    index(spelledBy: bytes, among: presetNames).map { Device.presets[$0] }
  }

  /// The UTF-8 bytes of every preset's name, in the order of ``Device/presets``.
  private static let presetNames = Device.presets.map { Array($0.name.utf8) }

  /// The index of the name in `names` that `bytes` spell exactly; nil for none (and for no
  /// bytes).
  private static func index(
    spelledBy bytes: UnsafeBufferPointer<UInt8>, among names: [[UInt8]]
  ) -> Int? {
    guard !bytes.isEmpty else { return nil }
    for index in names.indices
    where names[index].withUnsafeBufferPointer({ $0.hasSameBytes(as: bytes) }) {
      return index
    }
    return nil
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
  mutating func strategies(_ node: YAMLNode) -> [Strategy]? {
    switch document.content(of: node) {
    case .sequence(let list): return strategies(list, of: node)
    case .scalar: return strategies(CollectionOfOne(node), of: node)
    default:
      reportType(of: node, expected: "a strategy name or a list of them")
      return nil
    }
  }

  /// The distinct strategies named by `items`, the names under `node`; nil after reporting
  /// when any is wrong. The items are read where they are, without copying them into an array.
  private mutating func strategies(_ items: some Collection<YAMLNode>, of node: YAMLNode)
    -> [Strategy]?
  {
    guard !items.isEmpty else {
      report("strategy needs at least one strategy", at: node.location)
      return nil
    }
    var strategies: [Strategy] = []
    strategies.reserveCapacity(items.count)
    for item in items {
      guard let strategy = strategy(item) else { continue }
      if strategies.contains(strategy) {
        report("strategy '\(strategy.rawValue)' is listed twice", at: item.location)
      } else {
        strategies.append(strategy)
      }
    }
    return strategies.count == items.count ? strategies : nil
  }

  /// One strategy name, with a suggestion when misspelt.
  mutating func strategy(_ node: YAMLNode) -> Strategy? {
    if let strategy = Self.strategy(spelledBy: document.scalarBytes(of: node)) { return strategy }
    // No strategy's name as a string either (see ``strategy(spelledBy:)``): an error.
    guard let name = text(node, expected: "a strategy name") else { return nil }
    let names = Strategy.allCases.map(\.rawValue)
    report(
      "unknown strategy '\(name)'; "
        + (Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
          ?? "the strategies are " + names.joined(separator: ", ")),
      at: node.location)
    return nil
  }

  /// The strategy whose name `bytes` spell exactly, without making a string.
  ///
  /// The names are lowercase ASCII, which no other string equals (no Unicode scalar is
  /// canonically equivalent to a lowercase ASCII letter): the strategies that a name equals as a
  /// `String` are exactly those whose bytes it has, so this finds what the string match would.
  static func strategy(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Strategy? {
    index(spelledBy: bytes, among: strategyNames).map { strategies[$0] }
  }

  /// Every strategy, kept: `Strategy.allCases` makes its array anew at every call.
  private static let strategies = Strategy.allCases
  /// The UTF-8 bytes of every strategy's name, in the order of ``strategies``.
  private static let strategyNames = strategies.map { Array($0.rawValue.utf8) }

  /// `system: {focusChangeNotifies}`.
  mutating func system(_ node: YAMLNode) -> Bool? {
    guard let fields = fields(of: node, allowed: [.focusChangeNotifies], what: "system") else {
      return nil
    }
    return field(.focusChangeNotifies, of: fields) { $0.bool($1) }
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
