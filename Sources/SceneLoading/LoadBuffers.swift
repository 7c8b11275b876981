import Support

/// The memory a ``SceneLoader`` works in, emptied after each load and used again by the next.
///
/// One load fills the file's bytes, the document's nodes, links and scalar bytes, the tree
/// builder's two stacks, the decoder's key path and its lists of declared views and container
/// ids. A loader keeps them, so the loads of a suite allocate them about once per worker rather
/// than once per scene.
///
/// Between loads each buffer holds no elements and at most ``keptBytes`` of room, and a list
/// that grew past a few dozen ids is let go: a loader holds little memory whatever it loaded
/// last.
final class LoadBuffers {
  /// The scene file's bytes, as read.
  var file = FileBuffer()
  /// The document's buffers (``YAMLDocument``).
  let nodes = FlatBuffer<YAMLNode>(capacity: 512)
  let links = FlatBuffer<Int32>(capacity: 512)
  let bytes = FlatBuffer<UInt8>(capacity: 4096)
  /// The tree builder's stacks (``NodeTreeBuilder``).
  let openCollections = FlatBuffer<NodeTreeBuilder.OpenCollection>(capacity: 16)
  let pendingChildren = FlatBuffer<Int32>(capacity: 64)
  /// The decoder's key path (``SceneDecoder``).
  let keyPath = FlatBuffer<SceneDecoder.PathComponent>(capacity: 16)
  /// The decoder's lists, empty, with the room the last load gave them; see
  /// ``takeDecoderLists()``.
  private var declaredViews = SceneDecoder.DeclaredViews()
  private var containerIDs: [String] = []

  /// How many bytes of room each buffer keeps between loads: more than a typical scene needs
  /// (a file of about 1 KiB makes about 200 nodes).
  static let keptBytes = 64 * 1024

  /// Hands the decoder's lists to a decoder; ``keepDecoderLists(_:)`` takes them back.
  ///
  /// The lists move out and back rather than being shared, so that the decoder holds the only
  /// reference and can empty them without copying.
  func takeDecoderLists() -> (SceneDecoder.DeclaredViews, [String]) {
    defer {
      declaredViews = SceneDecoder.DeclaredViews()
      containerIDs = []
    }
    return (declaredViews, containerIDs)
  }

  /// Keeps a decoder's lists, emptied (``SceneDecoder/takeLists()``), for the next load.
  func keepDecoderLists(_ lists: (SceneDecoder.DeclaredViews, [String])) {
    (declaredViews, containerIDs) = lists
  }

  /// Empties every buffer, giving back the room a large scene made it grow to past
  /// ``keptBytes``.
  func empty() {
    file.removeAll(keepingAtMost: Self.keptBytes)
    Self.empty(nodes)
    Self.empty(links)
    Self.empty(bytes)
    Self.empty(openCollections)
    Self.empty(pendingChildren)
    Self.empty(keyPath)
  }

  private static func empty<Element>(_ buffer: FlatBuffer<Element>) {
    buffer.removeAll()
    buffer.shrink(toCapacity: keptBytes / MemoryLayout<Element>.stride)
  }
}
