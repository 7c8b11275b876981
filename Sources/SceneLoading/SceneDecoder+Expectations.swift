@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// The `expect` list.
extension SceneDecoder {
  private static let checkKeys: SceneKey.Allowed = [
    .padding, .safeArea, .offset, .contentInset, .keyboard, .covered, .gap, .focus,
  ]
  private static let moments: SceneKey.Allowed = [.at, .always, .settled]
  private static let itemKeys = SceneKey.Allowed(
    moments.keys + [.strategy, .tolerance] + checkKeys.keys)

  /// The expectations, in file order.
  ///
  /// - Parameters:
  ///   - node: The `expect` value.
  ///   - strategies: The strategies the scene replays, which a `strategy` filter must name.
  ///   - until: The last sample time, when known; `at: end` means it.
  /// - Returns: The valid expectations; problems go to ``diagnostics``.
  mutating func expectations(_ node: YAMLNode, strategies: [String], until: Microseconds?)
    -> [SceneExpectation]
  {
    guard case .sequence(let items) = document.content(of: node) else {
      reportType(of: node, expected: "a list of expectations")
      return []
    }
    var expectations: [SceneExpectation] = []
    expectations.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let expectation = descend(.index(index)) {
        $0.expectation(item, strategies: strategies, until: until)
      }
      if let expectation { expectations.append(expectation) }
    }
    return expectations
  }

  private mutating func expectation(
    _ node: YAMLNode, strategies: [String], until: Microseconds?
  ) -> SceneExpectation? {
    guard let fields = fields(of: node, allowed: Self.itemKeys, what: "an expectation") else {
      return nil
    }
    let count = problemCount
    let moment = exclusiveEntry(of: fields, among: Self.moments) {
      "an expectation has one of at, always or settled; this one already has '\($0.name)'"
    }
    guard let moment else {
      report("an expectation needs one of at, always or settled", at: node.location)
      return nil
    }
    let filter = field(.strategy, of: fields) { $0.strategyFilter($1, replayed: strategies) }
    let tolerance = field(.tolerance, of: fields) { $0.number($1, atLeast: 0) }
    let (when, checks) = momentAndChecks(moment.key, fields: fields, until: until)
    guard problemCount == count, let when, let checks else { return nil }
    return SceneExpectation(
      moment: when, strategies: filter, checks: checks, tolerance: tolerance ?? 0.01,
      location: node.location)
  }

  private mutating func momentAndChecks(_ key: SceneKey, fields: Fields, until: Microseconds?)
    -> (SceneExpectation.Moment?, [SceneExpectation.Check]?)
  {
    if key == .at {
      let time = field(.at, of: fields) { $0.expectedTime($1, until: until) }
      return (time.map { .at($0) }, checks(fields))
    }
    for entry in fields.entries {
      guard let check = entry.key.key, Self.checkKeys.set.contains(check) else { continue }
      report(
        "write the checks of '\(key.name)' inside it, as \(key.name): "
          + "{\(check.name): ...}",
        at: entry.key.location)
    }
    let checks = field(key, of: fields) { decoder, value in
      decoder.fields(of: value, allowed: Self.checkKeys, what: "checks").flatMap {
        decoder.checks($0)
      }
    }
    return (key == .always ? .always : .settled, checks)
  }

  private mutating func expectedTime(_ node: YAMLNode, until: Microseconds?) -> Microseconds? {
    if document.isScalar(node, spelling: "end") { return until }
    guard let time = time(node) else { return nil }
    if let until, time > until {
      report(
        "this expectation at \(DecimalFormat.seconds(microseconds: time, minimumDecimals: 0)) s is after until (\(DecimalFormat.seconds(microseconds: until, minimumDecimals: 0)) s)",
        at: node.location)
      return nil
    }
    return time
  }

  /// The checks of a mapping; reports an empty one.
  private mutating func checks(_ fields: Fields) -> [SceneExpectation.Check]? {
    var checks: [SceneExpectation.Check] = []
    // Room for one check per entry, so that adding one allocates at most once.
    checks.reserveCapacity(fields.entries.count)
    for entry in fields.entries {
      guard let key = entry.key.key, Self.checkKeys.set.contains(key) else { continue }
      descend(.key(key)) { $0.check(key, entry.value, into: &checks) }
    }
    if Self.checkKeys.keys.allSatisfy({ !fields.has($0) }) {
      report(
        "an expectation needs at least one check: padding, safeArea, offset, contentInset, "
          + "keyboard, covered, gap or focus",
        at: fields.node.location)
      return nil
    }
    return checks
  }

  /// Appends the checks that `node`, the value of `key`, states (none when it is wrong): added
  /// where they go rather than returned in an array of their own, one allocation fewer a check.
  private mutating func check(
    _ key: SceneKey, _ node: YAMLNode, into checks: inout [SceneExpectation.Check]
  ) {
    switch key {
    case .padding: checks += paddingChecks(node) ?? []
    case .safeArea: checks += safeAreaChecks(node) ?? []
    case .offset: checks += offsetChecks(node) ?? []
    case .contentInset: checks += contentInsetChecks(node) ?? []
    case .keyboard: if let value = expectedNumber(node) { checks.append(.keyboard(value)) }
    case .covered: if let value = expectedNumber(node) { checks.append(.covered(value)) }
    case .gap: if let value = expectedNumber(node) { checks.append(.gap(value)) }
    default:
      if document.isScalar(node, spelling: "none") {
        checks.append(.focus(nil))
        return
      }
      guard let (id, view) = knownView(node) else { return }
      guard view.kind.isTextInput else {
        report(
          "focus can only be a text input; '\(id)' is a \(view.kind.rawValue)", at: node.location)
        return
      }
      checks.append(.focus(id))
    }
  }

  /// `padding: N` or a range with one adaptive container, or `padding: {id: N or range}` (see
  /// ``isRange(_:ids:)`` for which mappings are ranges).
  private mutating func paddingChecks(_ node: YAMLNode) -> [SceneExpectation.Check]? {
    perContainerChecks(
      node, key: .padding, ids: containerIDs, kind: "adaptive container"
    ) { .padding(container: $0, $1) }
  }

  /// The checks of a key that takes one value per container of a kind (`padding`,
  /// `safeArea`, and per scroll view `offset` and `contentInset`): a number or a range when the
  /// scene has one such view, else a mapping from their ids to numbers or ranges.
  ///
  /// - Parameters:
  ///   - node: The check's value.
  ///   - key: The check's key.
  ///   - ids: The ids of the containers of that kind, in document order.
  ///   - kind: What the containers are called in messages.
  ///   - check: Makes the check of one container.
  /// - Returns: The checks, or nil after reporting the value.
  mutating func perContainerChecks(
    _ node: YAMLNode, key: SceneKey, ids: [String], kind: String,
    _ check: (String, ExpectedNumber) -> SceneExpectation.Check
  ) -> [SceneExpectation.Check]? {
    guard !ids.isEmpty || isTruncated else {
      report(
        "\(Self.article(key.name)) check needs \(Self.article(kind)); this scene has none",
        at: node.location)
      return nil
    }
    if case .mapping(let entries) = document.content(of: node) {
      guard isRange(entries, ids: ids), let container = ids.first else {
        return containerValues(entries, key: key, ids: ids, check)
      }
      return expectedNumber(node).map { [check(container, $0)] }
    }
    guard ids.count == 1, let container = ids.first else {
      // No container is known only when the file was cut short by a syntax error, before its
      // containers were read: nothing to say then.
      guard let first = ids.first else { return nil }
      report(
        "this scene has \(ids.count) \(kind)s (\(Self.list(ids))); "
          + "name one, as \(key.name): {\(first): ...}", at: node.location)
      return nil
    }
    return number(node).map { [check(container, .exactly($0))] }
  }

  /// `an adaptive container`, `a safe-area container`, `an offset`.
  private static func article(_ kind: String) -> String {
    (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind
  }

  /// The first few ids, then how many there are in all: a scene may have thousands.
  private static func list(_ ids: [String]) -> String {
    let shown = 5
    guard ids.count > shown else { return ids.joined(separator: ", ") }
    return ids.prefix(shown).joined(separator: ", ") + ", ... (\(ids.count) in all)"
  }

  /// `strategy: S` or a list, each replayed by the scene.
  private mutating func strategyFilter(_ node: YAMLNode, replayed: [String]) -> [String]? {
    guard let named = strategies(node) else { return nil }
    for (index, strategy) in named.enumerated() where !replayed.contains(strategy) {
      let location =
        if case .sequence(let items) = document.content(of: node) { items[index].location } else {
          node.location
        }
      report(
        "strategy '\(strategy)' is not replayed by this scene, which runs "
          + replayed.joined(separator: ", "), at: location)
    }
    return named
  }

  /// `padding: {id: N, ...}` (or `safeArea:`, `offset:`, `contentInset:`): keys are the ids of
  /// views of that kind, each at most once; each value is a number or a range.
  private mutating func containerValues(
    _ entries: YAMLDocument.Entries, key: SceneKey, ids: [String],
    _ check: (String, ExpectedNumber) -> SceneExpectation.Check
  ) -> [SceneExpectation.Check] {
    var checks: [SceneExpectation.Check] = []
    var seen: [String: YAMLNode] = [:]
    for entry in entries {
      guard let id = document.scalarText(of: entry.key), ids.contains(id) else {
        reportUnknownKey(entry.key, allowed: ids, what: key.name)
        continue
      }
      if let first = seen[id] {
        reportDuplicateKey(entry.key, first: first)
        continue
      }
      seen[id] = entry.key
      let name = PathComponent.name(start: entry.key.start, count: entry.key.count)
      if let value = descend(name, { $0.expectedNumber(entry.value) }) {
        checks.append(check(id, value))
      }
    }
    return checks
  }
}
