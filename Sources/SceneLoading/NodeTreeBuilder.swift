import SceneModel

/// Builds a ``YAMLNode`` tree from libyaml events, enforcing the nesting and alias limits before
/// any recursion can happen (libyaml 0.2.5 checks neither).
struct NodeTreeBuilder {
  /// A collection still being read.
  private struct OpenCollection {
    var isMapping: Bool
    var anchor: String?
    var location: SourceLocation
    var children: [YAMLNode] = []
    /// Nodes in this subtree so far, aliases counted as their expansion.
    var nodeCount = 1
    /// Levels below this collection so far.
    var height = 0
  }

  /// A completed anchored node, with its size for the alias budget.
  private struct Anchor {
    var node: YAMLNode
    var nodeCount: Int
    var height: Int
  }

  /// The outcome: the document's root (nil when there is none) and the problems found.
  struct Result {
    var root: YAMLNode?
    var diagnostics: [Diagnostic]
    /// Whether reading stopped early, at a syntax error or a broken limit; the tree is then
    /// partial, and checks that need the whole document must be skipped.
    var isTruncated: Bool
    /// In a partial tree, where the innermost collection left open begins: nodes from there on
    /// may be cut short (a flow list missing its `]`), so problems found in them are not trusted.
    var trustedUntil: SourceLocation?
  }

  private var stack: [OpenCollection] = []
  private var anchors: [String: Anchor] = [:]
  private var expandedNodes = 0
  private var root: YAMLNode?
  private var diagnostics: [Diagnostic] = []

  /// Reads every event of `parser` into a tree.
  static func build(from parser: YAMLParser) -> Result {
    var builder = NodeTreeBuilder()
    let isComplete = builder.read(parser)
    let trustedUntil = isComplete ? nil : builder.stack.last?.location
    while !builder.stack.isEmpty { builder.close() }
    return Result(
      root: builder.root, diagnostics: builder.diagnostics, isTruncated: !isComplete,
      trustedUntil: trustedUntil)
  }

  /// Consumes events until the stream ends; returns false when it had to stop early.
  private mutating func read(_ parser: YAMLParser) -> Bool {
    var documents = 0
    while true {
      let event: YAMLEvent
      do {
        event = try parser.next()
      } catch {
        report(error.message, at: error.location)
        return false
      }
      switch event {
      case .documentStart(let location):
        documents += 1
        if documents > 1 {
          report("a scene file holds one YAML document; a second one starts here", at: location)
          return false
        }
      case .scalar(let text, let value, let anchor, let location):
        let node = YAMLNode(content: .scalar(text, value), location: location)
        complete(node, anchor: anchor, nodeCount: 1, height: 0)
      case .sequenceStart(let anchor, let location), .mappingStart(let anchor, let location):
        let isMapping = if case .mappingStart = event { true } else { false }
        guard stack.count < SceneLimits.maximumDepth else {
          report(depthMessage, at: location)
          return false
        }
        stack.append(OpenCollection(isMapping: isMapping, anchor: anchor, location: location))
      case .collectionEnd:
        close()
      case .alias(let name, let location):
        guard expand(alias: name, at: location) else { return false }
      case .unsupportedTag(let tag, let location):
        report("unsupported tag '\(tag)'; scene files use plain YAML values", at: location)
      case .documentEnd:
        continue
      case .streamEnd:
        return true
      }
    }
  }

  private var depthMessage: String {
    "nesting is deeper than \(SceneLimits.maximumDepth) levels"
  }

  /// Inserts a copy of an anchored node; returns false when the alias budget or depth is broken.
  private mutating func expand(alias name: String, at location: SourceLocation) -> Bool {
    guard let anchor = anchors[name] else {
      let isOpen = stack.contains { $0.anchor == name }
      report(
        isOpen
          ? "alias *\(name) refers to a node that contains it; recursive aliases are not allowed"
          : "unknown alias *\(name); no anchor &\(name) precedes it",
        at: location)
      complete(
        YAMLNode(content: .invalid, location: location), anchor: nil, nodeCount: 1, height: 0)
      return true
    }
    expandedNodes += anchor.nodeCount
    guard expandedNodes <= SceneLimits.maximumAliasExpansion else {
      report(
        "aliases expand to more than \(SceneLimits.maximumAliasExpansion) nodes; "
          + "is this an alias bomb?", at: location)
      return false
    }
    guard stack.count + anchor.height <= SceneLimits.maximumDepth else {
      report(depthMessage + " once alias *\(name) is expanded", at: location)
      return false
    }
    var copy = anchor.node
    copy.location = location
    complete(copy, anchor: nil, nodeCount: anchor.nodeCount, height: anchor.height)
    return true
  }

  /// Finishes the innermost open collection.
  private mutating func close() {
    guard let open = stack.popLast() else { return }
    let content: YAMLNode.Content
    if open.isMapping {
      content = .mapping(entries(of: open.children))
    } else {
      content = .sequence(open.children)
    }
    let node = YAMLNode(content: content, location: open.location)
    complete(node, anchor: open.anchor, nodeCount: open.nodeCount, height: open.height + 1)
  }

  /// Pairs keys with values and applies merge keys (`<<`): explicit keys win, then earlier
  /// merged mappings over later ones.
  private mutating func entries(of children: [YAMLNode]) -> [YAMLNode.Entry] {
    var explicit: [YAMLNode.Entry] = []
    var merged: [YAMLNode.Entry] = []
    explicit.reserveCapacity(children.count / 2)
    var index = 0
    while index + 1 < children.count {
      let entry = YAMLNode.Entry(key: children[index], value: children[index + 1])
      index += 2
      guard case .scalar(_, .mergeKey) = entry.key.content else {
        explicit.append(entry)
        continue
      }
      merged += mergeSources(entry.value)
    }
    guard !merged.isEmpty else { return explicit }
    var seen = Set(explicit.compactMap(\.key.scalarText))
    for entry in merged where seen.insert(entry.key.scalarText ?? "").inserted {
      explicit.append(entry)
    }
    return explicit
  }

  private mutating func mergeSources(_ value: YAMLNode) -> [YAMLNode.Entry] {
    switch value.content {
    case .mapping(let entries):
      return entries
    case .invalid:
      return []
    case .sequence(let items):
      var entries: [YAMLNode.Entry] = []
      for item in items {
        guard case .mapping(let more) = item.content else {
          report("a merge key '<<' takes a mapping or a list of mappings", at: item.location)
          continue
        }
        entries += more
      }
      return entries
    case .scalar:
      report("a merge key '<<' takes a mapping or a list of mappings", at: value.location)
      return []
    }
  }

  /// Hands a finished node to its parent (or makes it the root) and registers its anchor.
  private mutating func complete(_ node: YAMLNode, anchor: String?, nodeCount: Int, height: Int) {
    if let anchor {
      anchors[anchor] = Anchor(node: node, nodeCount: nodeCount, height: height)
    }
    guard !stack.isEmpty else {
      root = node
      return
    }
    stack[stack.count - 1].children.append(node)
    stack[stack.count - 1].nodeCount += nodeCount
    stack[stack.count - 1].height = max(stack[stack.count - 1].height, height)
  }

  private mutating func report(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(location: location, message: message))
  }
}
