import KeyboardAvoidance
import SceneModel

/// Turns a ``YAMLNode`` tree into a ``Scene``, collecting every problem instead of stopping at
/// the first.
///
/// The walk is split by topic: this file holds the shared machinery and the top level; the
/// extensions decode values, the device, the layout, the events and the expectations.
struct SceneDecoder {
  /// One step of a key path.
  enum PathComponent {
    case key(String)
    case index(Int)
  }

  /// What events and expectations need to know about a declared view.
  struct DeclaredView {
    var kind: ViewNode.Kind
    var isAdaptiveContainer: Bool
    /// Where the id is written, for "duplicate id" messages.
    var location: SourceLocation
  }

  /// The problems found so far, in the order found.
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the tree stops early (a syntax error): checks that need the whole document, such as
  /// missing keys and references to ids, are skipped so they do not bury the real problem.
  let isTruncated: Bool
  private var path: [PathComponent] = []
  /// Every view id, filled by the layout.
  var declaredViews: [String: DeclaredView] = [:]
  /// Adaptive container ids in document order.
  var containerIDs: [String] = []
  /// Views decoded so far, for the view limit.
  var viewCount = 0

  init(isTruncated: Bool) {
    self.isTruncated = isTruncated
  }

  private static let topLevelKeys = [
    "scene", "device", "screen", "safeArea", "keyboard", "strategy", "system", "sampling",
    "layout", "events", "expect",
  ]

  /// Decodes a whole document; nil when anything was wrong (see ``diagnostics``).
  mutating func decodeScene(_ root: YAMLNode, path filePath: String) -> Scene? {
    guard let fields = fields(of: root, allowed: Self.topLevelKeys, what: "a scene") else {
      return nil
    }
    let title = field("scene", of: fields) { $0.title($1) }
    let device = decodeDevice(fields)
    let strategies = field("strategy", of: fields) { $0.strategies($1) }
    let notifies = field("system", of: fields) { $0.system($1) }
    let sampling = field("sampling", of: fields) { $0.sampling($1) }
    let root = field("layout", of: fields) { $0.view($1, container: nil) }
    let events = field("events", of: fields) { $0.events($1) } ?? []
    require(["scene", "layout"], in: fields, what: "the scene")
    let until = resolveUntil(sampling?.until, events: events)
    let resolved = strategies ?? [.adaptive]
    let expectations =
      field("expect", of: fields) { $0.expectations($1, strategies: resolved, until: until) }
      ?? []
    guard diagnostics.isEmpty, let title, let root, let until else { return nil }
    return Scene(
      title: title, path: filePath, device: device, strategies: resolved,
      focusChangeNotifies: notifies ?? false, fps: sampling?.fps ?? 60, until: until, root: root,
      events: events.map(\.event), expectations: expectations)
  }

  // MARK: Reporting and key paths

  /// Records a problem at a location, with the current key path.
  mutating func report(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(location: location, message: message, keyPath: keyPath))
  }

  /// The current key path, such as `events[3].keyboard.height`.
  var keyPath: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Decodes the value of `key`, if present, one step deeper in the key path.
  mutating func field<T>(
    _ key: String, of fields: Fields, _ body: (inout SceneDecoder, YAMLNode) -> T?
  ) -> T? {
    guard let node = fields[key] else { return nil }
    return descend(.key(key)) { body(&$0, node) }
  }

  /// Runs `body` one step deeper in the key path.
  mutating func descend<T>(_ component: PathComponent, _ body: (inout SceneDecoder) -> T) -> T {
    path.append(component)
    defer { path.removeLast() }
    return body(&self)
  }

  // MARK: Mappings

  /// A mapping's entries, checked against the keys allowed in it.
  struct Fields {
    /// The mapping itself, where "missing key" problems point.
    var node: YAMLNode
    /// The accepted entries, in file order.
    var entries: [(key: String, keyLocation: SourceLocation, value: YAMLNode)]

    /// The value of a key, if the mapping has it.
    subscript(key: String) -> YAMLNode? {
      entries.first { $0.key == key }?.value
    }
  }

  /// Reads a mapping, reporting keys that are not text, duplicated or unknown (with a
  /// suggestion); nil (after reporting) when the node is not a mapping.
  mutating func fields(of node: YAMLNode, allowed: [String], what: String) -> Fields? {
    guard case .mapping(let entries) = node.content else {
      reportType(of: node, expected: "a mapping (\(what))")
      return nil
    }
    var fields = Fields(node: node, entries: [])
    fields.entries.reserveCapacity(entries.count)
    for entry in entries {
      guard let key = entry.key.scalarText else {
        if case .invalid = entry.key.content { continue }
        report("a key must be plain text, not a list or mapping", at: entry.key.location)
        continue
      }
      if fields[key] != nil {
        report(duplicateKeyMessage(key, in: fields), at: entry.key.location)
      } else if allowed.contains(key) {
        fields.entries.append((key, entry.key.location, entry.value))
      } else {
        report(unknownKeyMessage(key, allowed: allowed, what: what), at: entry.key.location)
      }
    }
    return fields
  }

  private func duplicateKeyMessage(_ key: String, in fields: Fields) -> String {
    let first = fields.entries.first { $0.key == key }?.keyLocation
    return "duplicate key '\(key)'" + (first.map { " (first at line \($0.line))" } ?? "")
  }

  private func unknownKeyMessage(_ key: String, allowed: [String], what: String) -> String {
    var message = "unknown key '\(key)' in \(what)"
    if let suggestion = Suggestion.closest(to: key, among: allowed) {
      message += "; did you mean '\(suggestion)'?"
    }
    return message
  }

  /// Reports each of `keys` that the mapping lacks, at the mapping.
  mutating func require(_ keys: [String], in fields: Fields, what: String) {
    guard !isTruncated else { return }
    for key in keys where fields[key] == nil {
      report("missing required key '\(key)' in \(what)", at: fields.node.location)
    }
  }
}
