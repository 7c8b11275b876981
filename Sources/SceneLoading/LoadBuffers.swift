#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory a load works in, kept by each thread from one scene to the next.
///
/// Loading a scene used to allocate seven buffers and free them again: the file's bytes, the
/// document's nodes, links and scalar bytes, the builder's two stacks and the decoder's key path;
/// and the decoder's two lists. libyaml allocates and frees hundreds of small blocks for every
/// scene, and among them these cost about 5,000 instructions a scene in `malloc`, `free` and
/// reference counting (the file's 16 KiB buffer alone about 900: Swift allocated it with
/// `posix_memalign`). A thread now keeps them: a load empties them and uses the room they have,
/// so the loads of a suite allocate them about once per thread.
///
/// After a large scene, each buffer is given back down to ``keptBytes``, and a list that grew
/// past a few dozen ids is let go, so that a thread holds little memory between loads whatever
/// it loaded.
final class LoadBuffers {
  /// The scene file's bytes, as read.
  let file = FlatBuffer<UInt8>(capacity: FileBytes.firstCapacity)
  /// The document's buffers (``YAMLDocument``).
  let nodes = FlatBuffer<YAMLNode>(capacity: 512)
  let links = FlatBuffer<Int32>(capacity: 512)
  let bytes = FlatBuffer<UInt8>(capacity: 4096)
  /// The tree builder's stacks (``NodeTreeBuilder``).
  let openCollections = FlatBuffer<NodeTreeBuilder.OpenCollection>(capacity: 16)
  let pendingChildren = FlatBuffer<Int32>(capacity: 64)
  /// The decoder's key path (``SceneDecoder``).
  let keyPath = FlatBuffer<SceneDecoder.PathComponent>(capacity: 16)
  /// The decoder's lists of declared views and adaptive container ids, empty, with the room the
  /// last load gave them: allocating and freeing them cost about 1,200 instructions a scene.
  private var declaredViews = SceneDecoder.DeclaredViews()
  private var containerIDs: [String] = []
  /// Whether a load is using the buffers.
  private var isInUse = false

  /// How many bytes of room each buffer keeps between loads: more than the benchmark's scenes
  /// need (their files are about 1 KiB, with about 200 nodes).
  static let keptBytes = 64 * 1024

  /// Calls `body` with the calling thread's buffers, empty; a load inside a load gets buffers
  /// of its own.
  static func withCurrentThread<Result>(_ body: (LoadBuffers) -> Result) -> Result {
    let buffers: LoadBuffers
    if let stored = pthread_getspecific(threadKey) {
      buffers = Unmanaged<LoadBuffers>.fromOpaque(stored).takeUnretainedValue()
    } else {
      buffers = LoadBuffers()
      pthread_setspecific(threadKey, Unmanaged.passRetained(buffers).toOpaque())
    }
    guard !buffers.isInUse else { return body(LoadBuffers()) }
    buffers.isInUse = true
    defer {
      buffers.empty()
      buffers.isInUse = false
    }
    return body(buffers)
  }

  /// Hands the decoder's lists to a decoder; ``keepDecoderLists(_:)`` takes them back.
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
  private func empty() {
    Self.empty(file)
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

/// The key of every thread's ``LoadBuffers``; a thread's buffers are released when it ends.
private let threadKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { releaseBuffers($0) }
  precondition(status == 0, "no thread-specific key for the loader's buffers")
  return key
}()

private func releaseBuffers(_ stored: UnsafeMutableRawPointer?) {
  guard let stored else { return }
  Unmanaged<LoadBuffers>.fromOpaque(stored).release()
}
