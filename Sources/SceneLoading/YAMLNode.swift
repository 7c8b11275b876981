import SceneModel
import Support

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
  var location: SourcePosition
  /// Where a scalar's bytes start in ``YAMLDocument/bytes``, or where a collection's children
  /// start in ``YAMLDocument/links``.
  var start: Int32
  /// A scalar's number of bytes, or a collection's number of children (keys and values both
  /// count in a mapping).
  var count: Int32

  /// The range of ``start`` and ``count`` in the buffer they index: for every node the decoder
  /// reads, so it is made without checks (both are non-negative Int32s, whose sum as Int cannot
  /// overflow).
  var range: Range<Int> {
    Range(uncheckedBounds: (Int(start), Int(start) &+ Int(count)))
  }
}

/// A parsed YAML document as three flat buffers: the nodes, the child links of collections and the
/// bytes of scalars (text is made only for the scalars that need it). Aliases and merge keys are
/// resolved by linking to the nodes they name.
struct YAMLDocument {
  /// Every node; children precede their parents.
  let nodes: FlatBuffer<YAMLNode>
  /// Child node indexes of every collection; a mapping's are key, value, key, value...
  let links: FlatBuffer<Int32>
  /// The UTF-8 bytes of every scalar, one after another, after the spellings of the format's
  /// keys (``SceneKey/Spellings``): a mapping key the format knows points at its spelling there.
  let bytes: FlatBuffer<UInt8>

  /// Creates a document in the given buffers, emptied, with room for the given numbers of
  /// nodes, links and bytes.
  init(
    nodes: FlatBuffer<YAMLNode>, links: FlatBuffer<Int32>, bytes: FlatBuffer<UInt8>,
    capacities: (nodes: Int, links: Int, bytes: Int)
  ) {
    nodes.removeAll()
    nodes.reserveCapacity(capacities.nodes)
    links.removeAll()
    links.reserveCapacity(capacities.links)
    bytes.removeAll()
    bytes.reserveCapacity(capacities.bytes)
    self.nodes = nodes
    self.links = links
    self.bytes = bytes
  }

  /// Calls `body` with a ``View`` of the document, valid only during the call.
  ///
  /// The decoder makes a collection value for every mapping and list it reads; made from the
  /// arrays themselves, each would retain and release all three. Made from buffer pointers for
  /// the nodes and links, they retain only the bytes' buffer (read through its safe slices),
  /// and the pointers cannot outlive the arrays because nothing the decoder returns holds a
  /// view.
  func withView<Result>(_ body: (View) -> Result) -> Result {
    nodes.withUnsafeBufferPointer { nodes in
      links.withUnsafeBufferPointer { links in
        body(View(nodes: nodes, links: links, bytes: bytes))
      }
    }
  }

  /// The text of a scalar node, or nil for collections.
  func scalarText(of node: YAMLNode) -> String? {
    withView { $0.scalarText(of: node) }
  }
}

extension YAMLDocument {
  /// A document's arrays seen through buffer pointers; see ``YAMLDocument/withView(_:)``.
  struct View {
    fileprivate let nodes: UnsafeBufferPointer<YAMLNode>
    fileprivate let links: UnsafeBufferPointer<Int32>
    // Not retained, like the buffers the pointers see: a view lives only inside `withView`.
    fileprivate unowned(unsafe) let bytes: FlatBuffer<UInt8>

    func content(of node: YAMLNode) -> Content {
      let range = node.range
      switch node.kind {
      case .scalar: return .scalar(node.value)
      case .sequence: return .sequence(Items(view: self, range: range))
      case .mapping: return .mapping(Entries(view: self, range: range))
      case .invalid: return .invalid
      }
    }

    /// The text of a scalar node, or nil for collections.
    func scalarText(of node: YAMLNode) -> String? {
      guard node.kind == .scalar else { return nil }
      return text(ofBytesIn: node.range)
    }

    /// The text of the scalar bytes in `range` of ``YAMLDocument/bytes``, such as a scalar's.
    func text(ofBytesIn range: Range<Int>) -> String {
      self.bytes.withUnsafeBufferPointer { all in
        let bytes = UnsafeBufferPointer(rebasing: all[range])
        // The same string as `String(decoding:as:)` (invalid bytes are repaired alike), but an
        // id or a name, which is short ASCII, is copied into the string without being validated.
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
          _ = buffer.initialize(fromContentsOf: bytes)
          return bytes.count
        }
      }
    }

    /// Calls `body` with a scalar's bytes (none for collections), and returns what it returns.
    func withScalarBytes<Result>(
      of node: YAMLNode, _ body: (FlatBuffer<UInt8>.Slice) -> Result
    ) -> Result {
      body(bytes[node.kind == .scalar ? node.range : 0..<0])
    }

    /// Whether a node is a scalar spelling exactly `word`.
    func isScalar(_ node: YAMLNode, spelling word: StaticString) -> Bool {
      guard node.kind == .scalar, Int(node.count) == word.utf8CodeUnitCount else { return false }
      return withScalarBytes(of: node) { $0.hasSameBytes(as: word) }
    }

    fileprivate func node(at link: Int) -> YAMLNode {
      nodes[Int(links[link])]
    }
  }

  /// A node's content, for pattern matching.
  enum Content {
    /// A scalar and what it means; its text is ``View/scalarText(of:)``.
    case scalar(ScalarValue)
    case sequence(Items)
    case mapping(Entries)
    case invalid
  }

  /// The children of a sequence.
  struct Items: RandomAccessCollection {
    fileprivate let view: View
    fileprivate let range: Range<Int>
    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> YAMLNode {
      view.node(at: range.lowerBound &+ position)
    }
  }

  /// The key-value pairs of a mapping.
  struct Entries: RandomAccessCollection {
    fileprivate let view: View
    fileprivate let range: Range<Int>
    var startIndex: Int { 0 }
    var endIndex: Int { range.count / 2 }
    // Positions are below `endIndex`, so the links computed from them stay within the range and
    // are not checked for overflow.
    subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) {
      let link = range.lowerBound &+ 2 &* position
      return (view.node(at: link), view.node(at: link &+ 1))
    }

    /// The key of the entry at `position`.
    func key(at position: Int) -> YAMLNode {
      view.node(at: range.lowerBound &+ 2 &* position)
    }

    /// The value of the entry at `position`.
    func value(at position: Int) -> YAMLNode {
      view.node(at: range.lowerBound &+ 2 &* position &+ 1)
    }

    /// The position of the first entry whose key is `key`, reading only the keys. (A mapping
    /// cut short by a syntax error may end with a key without a value: not an entry.)
    func firstIndex(ofKey key: SceneKey) -> Int? {
      var link = range.lowerBound
      while link &+ 1 < range.upperBound {
        if view.node(at: link).key == key { return (link &- range.lowerBound) >> 1 }
        link &+= 2
      }
      return nil
    }
  }
}
