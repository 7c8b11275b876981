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
    /// A key of the format (kept as the enum, so walking the tree makes no strings).
    case key(SceneKey)
    /// A key named by the scene itself, such as a container id: where the key's bytes are in
    /// ``YAMLDocument/bytes``, so that the path holds small plain values only and stepping in
    /// (for every value of every scene) stores a few bytes, not a whole node.
    case name(start: Int32, count: Int32)
    case index(Int)
  }

  /// What events and expectations need to know about a declared view.
  struct DeclaredView {
    var kind: ViewNode.Kind
    var isAdaptiveContainer: Bool
    /// Where the id is written, for "duplicate id" messages.
    var location: SourcePosition
  }

  /// The document being decoded.
  let document: YAMLDocument.View
  /// The problems found so far.
  private(set) var diagnostics = DiagnosticList()
  /// How many problems were found, including those dropped as untrusted: a node is valid only
  /// if decoding it added none.
  private(set) var problemCount = 0
  /// Whether the tree stops early (a syntax error): checks that need the whole document, such as
  /// missing keys and references to ids, are skipped so they do not bury the real problem.
  let isTruncated: Bool
  /// In a tree cut short, where the collection left open begins: problems from there on are
  /// dropped, as that collection's contents are not what the author meant.
  let trustedUntil: SourcePosition?
  /// The key path to the node being decoded, outermost step first; its memory is the loader's
  /// (``LoadBuffers``), so stepping in and out allocates nothing.
  let path: FlatBuffer<PathComponent>
  /// Every view id, filled by the layout.
  var declaredViews: DeclaredViews
  /// Adaptive container ids in document order.
  var containerIDs: [String]
  /// Keyboard safe-area container ids in document order.
  var safeAreaIDs: [String] = []
  /// The keyboard safe-area container the view being decoded is inside, if any.
  var enclosingSafeArea: String?
  /// Scroll view ids in document order; empty in most scenes.
  var scrollViewIDs: [String] = []
  /// The scroll view the view being decoded is inside, if any.
  var enclosingScrollView: String?
  /// The names a scene may list in `strategy:`: the built-ins, then any registered.
  let strategyNames: [String]
  /// Views decoded so far, for the view limit.
  var viewCount = 0
  /// Every view id in byte order, made once the layout is read, for suggestions.
  private var sortedViewIDs: [String]?
  /// The ids that `returnKey: {focus: ID}` names, with their key paths: checked once the whole
  /// layout is read, since an input may name one declared after it.
  var returnKeyTargets: [ReturnKeyTarget] = []

  /// Creates a decoder; it must not outlive the view (see ``YAMLDocument/withView(_:)``).
  ///
  /// - Parameters:
  ///   - document: The document to decode.
  ///   - isTruncated: Whether the tree stops early (see ``isTruncated``).
  ///   - trustedUntil: Where problems stop being reported (see ``trustedUntil``).
  ///   - keyPath: A buffer for the key path, which the decoder empties and uses.
  ///   - lists: Empty lists of declared views and container ids to fill, which may have room
  ///     (see ``takeLists()``).
  ///   - strategyNames: The names a scene may list in `strategy:`.
  init(
    document: YAMLDocument.View, isTruncated: Bool, trustedUntil: SourcePosition? = nil,
    keyPath: FlatBuffer<PathComponent>, lists: (DeclaredViews, [String]),
    strategyNames: [String] = StrategyRegistry.builtIns.names
  ) {
    self.document = document
    self.strategyNames = strategyNames
    self.isTruncated = isTruncated
    self.trustedUntil = trustedUntil
    (declaredViews, containerIDs) = lists
    keyPath.removeAll()
    path = keyPath
  }

  private static let topLevelKeys: SceneKey.Allowed = [
    .scene, .device, .screen, .safeArea, .keyboard, .strategy, .system, .sampling, .layout,
    .events, .expect,
  ]

  /// Decodes a whole document; nil when anything was wrong (see ``diagnostics``).
  mutating func decodeScene(_ root: YAMLNode, path filePath: String) -> Scene? {
    guard let fields = fields(of: root, allowed: Self.topLevelKeys, what: "a scene") else {
      return nil
    }
    let title = field(.scene, of: fields) { $0.title($1) }
    let device = decodeDevice(fields)
    let strategies = field(.strategy, of: fields) { $0.strategies($1) }
    let system = field(.system, of: fields) { $0.system($1) }
    let sampling = field(.sampling, of: fields) { $0.sampling($1) }
    let root = field(.layout, of: fields) { $0.view($1, container: nil) }
    checkReturnKeyTargets()
    let events = field(.events, of: fields) { $0.events($1) } ?? DecodedEvents()
    require([.scene, .layout], in: fields, what: "the scene")
    let until = resolveUntil(sampling?.until, events: events)
    let resolved = strategies ?? [BuiltInStrategy.adaptive.name]
    let expectations =
      field(.expect, of: fields) { $0.expectations($1, strategies: resolved, until: until) }
      ?? []
    guard problemCount == 0, let title, let root, let until else { return nil }
    checkReplaySize(fields, fps: sampling?.fps ?? 60, until: until, runs: resolved.count)
    guard problemCount == 0 else { return nil }
    return Scene(
      title: title, path: filePath, device: device, strategies: resolved,
      focusChangeNotifies: system?.focusChangeNotifies ?? false,
      keyboardMode: system?.keyboardMode ?? .model, fps: sampling?.fps ?? 60, until: until,
      root: root, events: events.events, expectations: expectations)
  }

  /// Hands over the lists of declared views and container ids, emptied here, where nothing
  /// else holds them (emptying a list held twice would copy it): the next decoder can fill them
  /// again in the room they have (``LoadBuffers``). A list that grew large is let go.
  mutating func takeLists() -> (DeclaredViews, [String]) {
    declaredViews.removeAll()
    containerIDs.removeAll(keepingCapacity: containerIDs.capacity <= 32)
    defer {
      declaredViews = DeclaredViews()
      containerIDs = []
    }
    return (declaredViews, containerIDs)
  }

  // MARK: Reporting and key paths

  /// Records a problem at a location, with the current key path.
  mutating func report(_ message: String, at location: SourcePosition) {
    problemCount += 1
    if let trustedUntil, !(location < trustedUntil) { return }
    diagnostics.append(Diagnostic(location: location, message: message, keyPath: keyPath))
  }

  /// Reports a problem with `word` that may be a typo of one of `candidates`; the suggestion is
  /// looked for only if the diagnostic is among those kept (see ``SceneLoader``).
  mutating func report(
    _ message: String, at location: SourcePosition, suggesting word: String,
    among candidates: [String]
  ) {
    problemCount += 1
    if let trustedUntil, !(location < trustedUntil) { return }
    var diagnostic = Diagnostic(location: location, message: message, keyPath: keyPath)
    diagnostic.pendingSuggestion = Diagnostic.PendingSuggestion(word: word, candidates: candidates)
    diagnostics.append(diagnostic)
  }

  /// Every declared view id in a stable order (the layout must have been decoded).
  mutating func viewIDsInOrder() -> [String] {
    if let sortedViewIDs { return sortedViewIDs }
    let sorted = declaredViews.ids.sorted()
    sortedViewIDs = sorted
    return sorted
  }

  /// The current key path, such as `events[3].keyboard.height`.
  var keyPath: String {
    var text = ""
    for index in 0..<path.count {
      switch path[index] {
      case .key(let key): text += text.isEmpty ? key.name : "." + key.name
      case .name(let start, let count):
        let name = document.text(ofBytesIn: Int(start)..<Int(start) + Int(count))
        text += text.isEmpty ? name : "." + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Decodes the value of `key`, if present, one step deeper in the key path.
  mutating func field<T>(
    _ key: SceneKey, of fields: Fields, _ body: (inout SceneDecoder, YAMLNode) -> T?
  ) -> T? {
    guard let node = fields[key] else { return nil }
    return descend(.key(key)) { body(&$0, node) }
  }

  /// Runs `body` one step deeper in the key path.
  mutating func descend<T>(_ component: PathComponent, _ body: (inout SceneDecoder) -> T) -> T {
    path.append(component)
    defer { _ = path.removeLast() }
    return body(&self)
  }

  // MARK: Mappings

  /// A mapping's entries, after checking its keys against the keys allowed in it.
  struct Fields {
    /// The mapping itself, where "missing key" problems point.
    var node: YAMLNode
    /// All entries, in file order; lookups see the first of duplicated keys only.
    var entries: YAMLDocument.Entries
    /// Every format key among the entries' keys, allowed or not: most lookups are for keys a
    /// mapping does not have, and this answers them without reading the entries.
    var present: SceneKey.Set

    /// Whether the mapping has the key; the same as `self[key] != nil`, without reading the
    /// entries (``present`` holds the keys of whole entries only, as the lookup finds them).
    func has(_ key: SceneKey) -> Bool {
      present.contains(key)
    }

    /// The value of a key, if the mapping has it.
    subscript(key: SceneKey) -> YAMLNode? {
      guard present.contains(key) else { return nil }
      return entries.firstIndex(ofKey: key).map { entries.value(at: $0) }
    }

    /// The first entry with the key, if any.
    func entry(_ key: SceneKey) -> (key: YAMLNode, value: YAMLNode)? {
      guard present.contains(key) else { return nil }
      return entries.firstIndex(ofKey: key).map { entries[$0] }
    }
  }

  /// Reads a mapping, reporting keys that are not text, duplicated or unknown (with a
  /// suggestion); nil (after reporting) when the node is not a mapping.
  ///
  /// - Complexity: O(entries), whatever the duplicates.
  mutating func fields(of node: YAMLNode, allowed: SceneKey.Allowed, what: String) -> Fields? {
    guard case .mapping(let entries) = document.content(of: node) else {
      reportType(of: node, expected: "a mapping (\(what))")
      return nil
    }
    var present = SceneKey.Set()
    // Where each key was first seen, by raw value: needed only for a duplicate.
    var firstSeen: [Int]?
    for index in entries.indices {
      let key = entries.key(at: index)
      guard let known = key.key, allowed.set.contains(known) else {
        if let known = key.key { present.insert(known) }
        reportUnknownKey(key, allowed: allowed.keys.map(\.name), what: what)
        continue
      }
      guard present.contains(known) else {
        present.insert(known)
        continue
      }
      // Over all entries: a later duplicate of another key may have its first after `index`.
      let first = firstSeen ?? Self.firstIndexes(in: entries)
      firstSeen = first
      reportDuplicateKey(key, first: entries.key(at: first[Int(known.rawValue)]))
    }
    return Fields(node: node, entries: entries, present: present)
  }

  /// For each key, by raw value, the index of the first entry with it (-1 when there is none).
  private static func firstIndexes(in entries: YAMLDocument.Entries) -> [Int] {
    var first = [Int](repeating: -1, count: SceneKey.allCases.count)
    for index in entries.indices {
      if let key = entries.key(at: index).key, first[Int(key.rawValue)] < 0 {
        first[Int(key.rawValue)] = index
      }
    }
    return first
  }

  /// Reports a key that is not allowed where it is: not text, or unknown here.
  mutating func reportUnknownKey(_ key: YAMLNode, allowed: [String], what: String) {
    switch document.content(of: key) {
    case .invalid: return
    case .scalar:
      let text = document.scalarText(of: key) ?? ""
      report(
        "unknown key '\(text)' in \(what)", at: key.location, suggesting: text, among: allowed)
    case .sequence, .mapping:
      report("a key must be plain text, not a list or mapping", at: key.location)
    }
  }

  /// Reports the second occurrence of a key.
  mutating func reportDuplicateKey(_ key: YAMLNode, first: YAMLNode) {
    let text = document.scalarText(of: key) ?? ""
    report("duplicate key '\(text)' (first at line \(first.location.line))", at: key.location)
  }

  /// The first entry whose key is one of `choices`, such as a view's kind or an event's action;
  /// any further such entry is reported with `duplicateMessage(first key)`.
  mutating func exclusiveEntry(
    of fields: Fields, among choices: SceneKey.Allowed, duplicateMessage: (SceneKey) -> String
  ) -> (key: SceneKey, value: YAMLNode)? {
    var first: (key: SceneKey, value: YAMLNode)?
    for entry in fields.entries {
      guard let key = entry.key.key, choices.set.contains(key) else { continue }
      if let first {
        report(duplicateMessage(first.key), at: entry.key.location)
      } else {
        first = (key, entry.value)
      }
    }
    return first
  }

  /// Reports each of `keys` that the mapping lacks, at the mapping.
  mutating func require(_ keys: [SceneKey], in fields: Fields, what: String) {
    guard !isTruncated else { return }
    for key in keys where !fields.has(key) {
      report("missing required key '\(key.name)' in \(what)", at: fields.node.location)
    }
  }
}
