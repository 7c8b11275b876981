import SceneModel

/// Builds a ``YAMLDocument`` from libyaml events, enforcing the nesting and alias limits before
/// any recursion can happen (libyaml 0.2.5 checks neither).
struct NodeTreeBuilder: YAMLEventHandler {
  /// A collection still being read: plain values only, so the stack is cheap to update. Its
  /// anchor, if any, waits in ``NodeTreeBuilder/openAnchors``.
  struct OpenCollection {
    var isMapping: Bool
    var location: SourcePosition
    /// Where the collection's children start in ``NodeTreeBuilder/pendingChildren``.
    var firstChild: Int
    /// ``NodeTreeBuilder/nodeTotal`` when the collection started: the nodes in its subtree are
    /// the difference once it ends.
    var nodeTotalAtStart: Int
    /// Levels below this collection so far.
    var height = 0
    /// Whether a merge key (`<<`) is among the keys.
    var hasMergeKey = false
  }

  /// An open collection's anchor, with the depth of the collection (its index in the stack).
  private struct OpenAnchor {
    var depth: Int
    var name: String
  }

  /// A completed anchored node, with its size for the alias budget.
  private struct Anchor {
    var node: Int32
    var nodeCount: Int
    var height: Int
  }

  /// The outcome: the document's root (nil when there is none) and the problems found.
  struct Result {
    var document: YAMLDocument
    var root: YAMLNode?
    var diagnostics: DiagnosticList
    /// Whether reading stopped early, at a syntax error or a broken limit; the tree is then
    /// partial, and checks that need the whole document must be skipped.
    var isTruncated: Bool
    /// Whether reading stopped at a broken limit (nesting, aliases); the tree is then not decoded.
    var brokeLimit: Bool
    /// In a partial tree, where the innermost collection left open begins: nodes from there on
    /// may be cut short (a flow list missing its `]`), so problems found in them are not trusted.
    var trustedUntil: SourcePosition?
  }

  private let document: YAMLDocument
  /// The format's keys, for the lookup of every mapping key; their spellings start
  /// ``YAMLDocument/bytes``.
  private let keySpellings = SceneKey.Spellings.shared
  /// The open collections, innermost last.
  private let stack: FlatBuffer<OpenCollection>
  /// The anchors of the open collections that have one, innermost last: most collections have
  /// none, and then cost nothing here.
  private var openAnchors: [OpenAnchor] = []
  /// The children of every open collection, innermost last: one buffer for all of them.
  private let pendingChildren: FlatBuffer<Int32>
  private var anchors: [String: Anchor] = [:]
  /// Nodes completed so far, aliases counted as their expansion.
  private var nodeTotal = 0
  private var expandedNodes = 0
  private var root: YAMLNode?
  private var documentCount = 0
  private var brokeLimit = false
  private var diagnostics = DiagnosticList()

  /// Reads every event of `parser` into a document.
  ///
  /// - Parameters:
  ///   - parser: The parser, positioned at the start of its input.
  ///   - inputSize: The input's size in bytes, to size the buffers once instead of growing them.
  ///   - buffers: The memory to build in: the document is made of its buffers, so it is valid
  ///     only as long as they are not used for another load.
  /// - Returns: The document and the problems found while building it.
  static func build(from parser: YAMLParser, inputSize: Int, in buffers: LoadBuffers) -> Result {
    var builder = NodeTreeBuilder(inputSize: inputSize, buffers: buffers)
    var isComplete: Bool
    do {
      let scalarBytes = builder.document.bytes
      isComplete = try parser.parse(into: &builder, copyingScalarsTo: scalarBytes)
    } catch {
      builder.report(error.message, at: error.location)
      isComplete = false
    }
    let trustedUntil = isComplete ? nil : builder.stack.last?.location
    while !builder.stack.isEmpty { builder.collectionEnd() }
    return Result(
      document: builder.document, root: builder.root, diagnostics: builder.diagnostics,
      isTruncated: !isComplete, brokeLimit: builder.brokeLimit, trustedUntil: trustedUntil)
  }

  private init(inputSize: Int, buffers: LoadBuffers) {
    // Scalars hold fewer bytes than the file, but for a few escapes. Scene files run at about
    // one node per 6 bytes (measured on the benchmark corpus). Space reserved but never used
    // costs address space, not memory.
    let spellings = keySpellings.bytes
    let document = YAMLDocument(
      nodes: buffers.nodes, links: buffers.links, bytes: buffers.bytes,
      capacities: (
        nodes: inputSize / 5 + 16, links: inputSize / 5 + 16, bytes: spellings.count + inputSize
      ))
    document.bytes.append(contentsOf: spellings)
    self.document = document
    stack = buffers.openCollections
    stack.removeAll()
    pendingChildren = buffers.pendingChildren
    pendingChildren.removeAll()
  }

  mutating func documentStart(at location: SourcePosition) -> Bool {
    documentCount += 1
    guard documentCount == 1 else {
      report("a scene file holds one YAML document; a second one starts here", at: location)
      return false
    }
    return true
  }

  @inline(__always)  // Into the event loop, which runs it for every event.
  mutating func scalar(
    _ range: Range<Int>, isPlain: Bool, anchor: String?, at location: SourcePosition
  ) -> Bool {
    let bytes = document.bytes[range]
    var key: SceneKey?
    var value = ScalarValue.string
    let isKey = isAtKeyPosition
    let start: Int32
    // Every key of the format is text when plain (a test checks it), so a key is looked for
    // first: the usual key is then not resolved at all, and its bytes are removed again, as
    // its spelling starts the document's bytes.
    if isKey, let known = keySpellings.key(spelledBy: bytes) {
      key = known
      start = keySpellings.start(of: known)
      document.bytes.removeAll(from: range.lowerBound)
    } else {
      if isPlain {
        value = ScalarValue.resolve(plain: bytes)
        if isKey && value == .mergeKey { stack[stack.count - 1].hasMergeKey = true }
      }
      start = Self.index(range.lowerBound)
    }
    let node = YAMLNode(
      kind: .scalar, value: value, key: key, location: location, start: start,
      count: Self.index(bytes.count))
    complete(add(node), anchor: anchor, nodeCount: 1)
    return true
  }

  mutating func collectionStart(isMapping: Bool, anchor: String?, at location: SourcePosition)
    -> Bool
  {
    guard stack.count < SceneLimits.maximumDepth else {
      return breakLimit(depthMessage, at: location)
    }
    if let anchor { openAnchors.append(OpenAnchor(depth: stack.count, name: anchor)) }
    stack.append(
      OpenCollection(
        isMapping: isMapping, location: location, firstChild: pendingChildren.count,
        nodeTotalAtStart: nodeTotal))
    return true
  }

  mutating func unsupportedTag(_ tag: String, at location: SourcePosition) {
    report("unsupported tag '\(tag)'; scene files use plain YAML values", at: location)
  }

  /// Whether the next node completes a key of the innermost mapping.
  private var isAtKeyPosition: Bool {
    guard let open = stack.last, open.isMapping else { return false }
    return (pendingChildren.count &- open.firstChild) & 1 == 0
  }

  private var depthMessage: String {
    "nesting is deeper than \(SceneLimits.maximumDepth) levels"
  }

  /// Links to an anchored node again; returns false when the alias budget or depth is broken.
  mutating func alias(_ name: String, at location: SourcePosition) -> Bool {
    guard let anchor = anchors[name] else {
      let isOpen = openAnchors.contains { $0.name == name }
      report(
        isOpen
          ? "alias *\(name) refers to a node that contains it; recursive aliases are not allowed"
          : "unknown alias *\(name); no anchor &\(name) precedes it",
        at: location)
      let invalid = YAMLNode(
        kind: .invalid, value: .string, key: nil, location: location, start: 0, count: 0)
      complete(add(invalid), anchor: nil, nodeCount: 1)
      return true
    }
    expandedNodes += anchor.nodeCount
    guard expandedNodes <= SceneLimits.maximumAliasExpansion else {
      return breakLimit(
        "aliases expand to more than \(SceneLimits.maximumAliasExpansion) nodes; "
          + "is this an alias bomb?", at: location)
    }
    guard stack.count + anchor.height <= SceneLimits.maximumDepth else {
      return breakLimit(depthMessage + " once alias *\(name) is expanded", at: location)
    }
    // A copy of the node itself, so that problems with it as a whole point at the alias; its
    // children are shared.
    var copy = document.nodes[Int(anchor.node)]
    copy.location = location
    if copy.value == .mergeKey && isAtKeyPosition { stack[stack.count - 1].hasMergeKey = true }
    complete(add(copy), anchor: nil, nodeCount: anchor.nodeCount)
    raiseHeight(to: anchor.height)
    return true
  }

  /// Finishes the innermost open collection.
  @inline(__always)  // Into the event loop, which runs it for every collection.
  mutating func collectionEnd() {
    guard !stack.isEmpty else { return }
    let open = stack.removeLast()
    let start = Self.index(document.links.count)
    if open.hasMergeKey {
      let merged = mergedEntries(pendingChildren.elements(open.firstChild..<pendingChildren.count))
      document.links.append(contentsOf: merged)
    } else {
      document.links.append(contentsOf: pendingChildren, from: open.firstChild)
    }
    pendingChildren.removeAll(from: open.firstChild)
    let count = Self.index(document.links.count) &- start
    let node = YAMLNode(
      kind: open.isMapping ? .mapping : .sequence, value: .string, key: nil,
      location: open.location, start: start, count: count)
    // The subtree's nodes, this one included.
    let nodeCount = nodeTotal &+ 1 &- open.nodeTotalAtStart
    let height = open.height &+ 1
    // The depth alone, not a copy of the last element, which would retain and release its name.
    // Most collections have no anchor: passing a literal nil spares releasing an optional string.
    if !openAnchors.isEmpty && openAnchors[openAnchors.count - 1].depth == stack.count {
      let anchor = openAnchors.removeLast().name
      complete(add(node), anchor: anchor, nodeCount: 1, height: height, subtree: nodeCount)
    } else {
      complete(add(node), anchor: nil, nodeCount: 1, height: height, subtree: nodeCount)
    }
    raiseHeight(to: height)
  }

  /// A mapping's key-value links with merge keys (`<<`) applied: written keys win, then earlier
  /// merged mappings over later ones.
  private mutating func mergedEntries(_ children: [Int32]) -> [Int32] {
    var written: [Int32] = []
    var merged: [Int32] = []
    var index = children.startIndex
    while index + 1 < children.endIndex {
      let key = document.nodes[Int(children[index])]
      if key.value == .mergeKey {
        merged += mergeSources(document.nodes[Int(children[index + 1])])
      } else {
        written += [children[index], children[index + 1]]
      }
      index += 2
    }
    var seen = Set((0..<written.count / 2).compactMap { keyText(written[2 * $0]) })
    for pair in 0..<merged.count / 2 where seen.insert(keyText(merged[2 * pair]) ?? "").inserted {
      written += [merged[2 * pair], merged[2 * pair + 1]]
    }
    return written
  }

  private func keyText(_ node: Int32) -> String? {
    document.scalarText(of: document.nodes[Int(node)])
  }

  /// The key-value links a merge key's value contributes. A scalar's `start` and `count` are
  /// about its bytes, not links, so only collections are sliced.
  private mutating func mergeSources(_ value: YAMLNode) -> [Int32] {
    switch value.kind {
    case .mapping:
      return document.links.elements(value.range)
    case .invalid:
      return []
    case .sequence:
      var entries: [Int32] = []
      for link in document.links.elements(value.range) {
        let item = document.nodes[Int(link)]
        if item.kind == .invalid { continue }  // An unknown alias, already reported.
        guard item.kind == .mapping else {
          report("a merge key '<<' takes a mapping or a list of mappings", at: item.location)
          continue
        }
        entries += document.links.elements(item.range)
      }
      return entries
    case .scalar:
      report("a merge key '<<' takes a mapping or a list of mappings", at: value.location)
      return []
    }
  }

  private mutating func add(_ node: YAMLNode) -> Int32 {
    document.nodes.append(node)
    return Self.index(document.nodes.count &- 1)
  }

  /// A count or index of the document's buffers as stored in a node.
  ///
  /// The buffers hold less than ``SceneLimits/maximumFileSize`` elements (nodes and links come
  /// from events, and aliases add at most ``SceneLimits/maximumAliasExpansion`` more), far from
  /// `Int32.max`, so the conversion is not checked: for every node, the checks cost more than the
  /// stores.
  private static func index(_ value: Int) -> Int32 {
    Int32(truncatingIfNeeded: value)
  }

  /// Hands a finished node to its parent (or makes it the root) and registers its anchor.
  ///
  /// - Parameters:
  ///   - node: The node's index.
  ///   - anchor: Its anchor's name, if it has one.
  ///   - nodeCount: How many nodes it adds to the running total (an alias adds its expansion;
  ///     a collection only itself, as its children were counted as they came).
  ///   - height: Its height, for its anchor.
  ///   - subtree: The nodes in its subtree, for its anchor (aliases counted as their expansion).
  private mutating func complete(
    _ node: Int32, anchor: String?, nodeCount: Int, height: Int = 0, subtree: Int = 1
  ) {
    nodeTotal &+= nodeCount  // Bounded like the buffers (see `index(_:)`).
    if let anchor {
      anchors[anchor] = Anchor(node: node, nodeCount: subtree, height: height)
    }
    if stack.isEmpty {
      root = document.nodes[Int(node)]
    } else {
      pendingChildren.append(node)
    }
  }

  /// Makes the innermost open collection at least `height` levels above a child's bottom.
  private mutating func raiseHeight(to height: Int) {
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    if height > stack[top].height { stack[top].height = height }
  }

  /// Reports a broken limit and stops reading: what was read so far is not decoded, because a
  /// document cut short by force (say, an alias bomb) would only add noise to the real problem.
  private mutating func breakLimit(_ message: String, at location: SourcePosition) -> Bool {
    report(message, at: location)
    brokeLimit = true
    return false
  }

  fileprivate mutating func report(_ message: String, at location: SourcePosition) {
    diagnostics.append(Diagnostic(location: location, message: message))
  }
}
