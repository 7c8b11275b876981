public import KeyboardAvoidance
public import SceneModel

/// Reads scene files into validated ``Scene`` values.
public enum SceneLoader {
  /// Loads the scene file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file to read, as the user named it; diagnostics repeat it.
  ///   - strategies: The strategies the scene may name.
  /// - Returns: The scene, or every problem found in the file.
  public static func load(
    contentsOf path: String, strategies: StrategyRegistry = .builtIns
  ) -> Result<Scene, SceneLoadFailure> {
    LoadBuffers.withCurrentThread { buffers in
      switch FileBytes.read(path, limit: SceneLimits.maximumFileSize, into: buffers.file) {
      case nil:
        // Read in place: the bytes are copied into an array only for a scene with problems.
        return buffers.file.withUnsafeBufferPointer { bytes in
          load(bytes, path: path, strategies: strategies, buffers: buffers)
        }
      case .unreadable(let reason):
        return .failure(failure(path, "cannot read the file: \(reason)", source: []))
      case .tooLarge(let size, let head):
        return .failure(failure(path, sizeMessage(size), source: head))
      }
    }
  }

  /// Loads a scene from bytes already in memory.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The name to report in diagnostics and to record in the scene.
  ///   - strategies: The strategies the scene may name.
  /// - Returns: The scene, or every problem found in the bytes.
  /// - Complexity: Linear in the size of the input: limits are checked before any work that
  ///   could grow faster.
  public static func load(
    bytes: [UInt8], path: String, strategies: StrategyRegistry = .builtIns
  ) -> Result<Scene, SceneLoadFailure> {
    LoadBuffers.withCurrentThread { buffers in
      bytes.withUnsafeBufferPointer { bytes in
        load(bytes, path: path, strategies: strategies, buffers: buffers)
      }
    }
  }

  /// Loads a scene from `bytes`, building its document in `buffers`.
  private static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, strategies: StrategyRegistry,
    buffers: LoadBuffers
  ) -> Result<Scene, SceneLoadFailure> {
    guard bytes.count <= SceneLimits.maximumFileSize else {
      return .failure(failure(path, sizeMessage(bytes.count), source: Array(bytes.prefix(4096))))
    }
    guard !bytes.isEmpty else { return .failure(failure(path, emptyMessage, source: [])) }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return .failure(failure(path, utf16Message, source: []))
    }
    let tree = NodeTreeBuilder.build(
      from: YAMLParser(input: bytes), inputSize: bytes.count, in: buffers)
    var diagnostics = tree.diagnostics
    var scene: Scene?
    if let root = tree.root, !tree.brokeLimit {
      tree.document.withView { document in
        var decoder = SceneDecoder(
          document: document, isTruncated: tree.isTruncated, trustedUntil: tree.trustedUntil,
          keyPath: buffers.keyPath, lists: buffers.takeDecoderLists(),
          strategyNames: strategies.names)
        scene = decoder.decodeScene(root, path: path)
        diagnostics.append(contentsOf: decoder.diagnostics)
        buffers.keepDecoderLists(decoder.takeLists())
      }
    } else if diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(location: SourcePosition(line: 1, column: 1), message: emptyMessage))
    }
    if let scene, diagnostics.isEmpty { return .success(scene) }
    let kept = diagnostics.sorted.map { $0.resolvingSuggestion() }
    return .failure(
      SceneLoadFailure(
        path: path, diagnostics: kept, omittedCount: diagnostics.count - kept.count,
        source: Array(bytes)))
  }

  private static let emptyMessage =
    "the file holds no scene; a scene is a mapping with at least 'scene' and 'layout'"

  private static let utf16Message =
    "scene files must be UTF-8; this one starts with a UTF-16 byte-order mark"

  private static func sizeMessage(_ size: Int) -> String {
    "the file is \(size) bytes; scene files may be at most \(SceneLimits.maximumFileSize) "
      + "bytes (4 MiB)"
  }

  private static func failure(_ path: String, _ message: String, source: [UInt8])
    -> SceneLoadFailure
  {
    let location = SourcePosition(line: 1, column: 1)
    return SceneLoadFailure(
      path: path, diagnostics: [Diagnostic(location: location, message: message)], source: source)
  }
}
