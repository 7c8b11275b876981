import SceneModel

/// One node of a ``YAMLDocument``: a plain value with no references, so walking and copying
/// nodes costs no reference counting.
struct YAMLNode {
  /// What a node is.
  enum Kind: UInt8 {
    case scalar
    case sequence
    case mapping
    /// A node that could not be built (an unknown alias); already reported, so never reported
    /// again.
    case invalid
  }

  var kind: Kind
  /// What a scalar means; `.string` for collections.
  var value: ScalarValue
  /// The format's key this scalar spells, when it is a mapping key that the format knows.
  var key: SceneKey?
  /// libyaml's start mark of the node (for an alias, of the alias).
  var location: SourceLocation
  /// Where a scalar's bytes start in ``YAMLDocument/bytes``, or where a collection's children
  /// start in ``YAMLDocument/links``.
  var start: Int32
  /// A scalar's number of bytes, or a collection's number of children (keys and values both
  /// count in a mapping).
  var count: Int32
}

/// A parsed YAML document as three flat arrays: the nodes, the child links of collections and the
/// bytes of scalars (text is made only for the scalars that need it). Aliases and merge keys are resolved by linking to the nodes they name.
struct YAMLDocument {
  /// Every node; children precede their parents.
  var nodes: [YAMLNode] = []
  /// Child node indexes of every collection; a mapping's are key, value, key, value...
  var links: [Int32] = []
  /// The UTF-8 bytes of every scalar, one after another.
  var bytes: [UInt8] = []

  /// A node's content, for pattern matching.
  enum Content {
    /// A scalar and what it means; its text is ``YAMLDocument/scalarText(of:)``.
    case scalar(ScalarValue)
    case sequence(Items)
    case mapping(Entries)
    case invalid
  }

  /// The children of a sequence.
  struct Items: RandomAccessCollection {
    fileprivate var document: YAMLDocument
    fileprivate var range: Range<Int>
    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> YAMLNode {
      document.nodes[Int(document.links[range.lowerBound + position])]
    }
  }

  /// The key-value pairs of a mapping.
  struct Entries: RandomAccessCollection {
    /// The document the entries belong to.
    var document: YAMLDocument
    fileprivate var range: Range<Int>
    var startIndex: Int { 0 }
    var endIndex: Int { range.count / 2 }
    subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) {
      let link = range.lowerBound + 2 * position
      return (
        document.nodes[Int(document.links[link])], document.nodes[Int(document.links[link + 1])]
      )
    }
  }

  func content(of node: YAMLNode) -> Content {
    let range = Int(node.start)..<Int(node.start + node.count)
    switch node.kind {
    case .scalar: return .scalar(node.value)
    case .sequence: return .sequence(Items(document: self, range: range))
    case .mapping: return .mapping(Entries(document: self, range: range))
    case .invalid: return .invalid
    }
  }

  /// The text of a scalar node, or nil for collections.
  func scalarText(of node: YAMLNode) -> String? {
    guard node.kind == .scalar else { return nil }
    return String(decoding: bytes[Int(node.start)..<Int(node.start + node.count)], as: UTF8.self)
  }

  /// Calls `body` with a scalar's bytes (empty for collections).
  func withBytes<T>(of node: YAMLNode, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    let range = node.kind == .scalar ? Int(node.start)..<Int(node.start + node.count) : 0..<0
    return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Whether a node is a scalar spelling exactly `word`.
  func isScalar(_ node: YAMLNode, spelling word: StaticString) -> Bool {
    guard node.kind == .scalar, Int(node.count) == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { spelling in
      withBytes(of: node) { scalar in spelling.hasSameBytes(as: scalar) }
    }
  }
}
