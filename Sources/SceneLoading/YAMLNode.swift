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
  /// A scalar's index in ``YAMLDocument/texts``, or where a collection's children start in
  /// ``YAMLDocument/links``.
  var start: Int32
  /// A collection's number of children (keys and values both count in a mapping).
  var count: Int32
}

/// A parsed YAML document as three flat arrays: the nodes, the child links of collections and the
/// texts of scalars. Aliases and merge keys are resolved by linking to the nodes they name.
struct YAMLDocument {
  /// Every node; children precede their parents.
  var nodes: [YAMLNode] = []
  /// Child node indexes of every collection; a mapping's are key, value, key, value...
  var links: [Int32] = []
  /// The text of every scalar.
  var texts: [String] = []

  /// A node's content, for pattern matching.
  enum Content {
    case scalar(String, ScalarValue)
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
    case .scalar: return .scalar(texts[Int(node.start)], node.value)
    case .sequence: return .sequence(Items(document: self, range: range))
    case .mapping: return .mapping(Entries(document: self, range: range))
    case .invalid: return .invalid
    }
  }

  /// The text of a scalar node, or nil for collections.
  func scalarText(of node: YAMLNode) -> String? {
    node.kind == .scalar ? texts[Int(node.start)] : nil
  }
}
