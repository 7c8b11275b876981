import KeyboardAvoidance
import SceneModel
import Support

/// Reads scene files into validated ``Scene`` values, keeping the memory it works in from one
/// load to the next.
///
/// Make one loader per worker and load every scene of that worker with it: the buffers a load
/// fills (the file's bytes, the document's nodes, the decoder's lists) are emptied and used
/// again, so a suite allocates them about once per worker instead of once per scene. A loader
/// is a value: a copy that loads makes buffers of its own rather than share them, so two copies
/// never work in the same memory. For a single scene, ``load(contentsOf:)-swift.type.method``
/// makes a loader for the one load.
///
/// ```swift
/// var loader = SceneLoader()
/// for path in paths {
///   switch loader.load(contentsOf: path) { ... }
/// }
/// ```
package struct SceneLoader {
  private var buffers = LoadBuffers()
  /// The strategies scenes may name.
  package let strategies: StrategyRegistry
  /// Their names, in the registry's order.
  private let strategyNames: [String]

  /// Creates a loader with empty buffers.
  ///
  /// - Parameter strategies: The strategies scenes may name.
  package init(strategies: StrategyRegistry = .builtIns) {
    self.strategies = strategies
    strategyNames = strategies.names
  }

  /// Loads the scene file at `path`.
  ///
  /// - Parameter path: The file to read, as the user named it; diagnostics repeat it.
  /// - Returns: The scene, or every problem found in the file.
  package mutating func load(contentsOf path: String) -> Result<Scene, SceneLoadFailure> {
    let buffers = uniqueBuffers()
    defer { buffers.empty() }
    switch SystemFile.readAll(path: path, limit: SceneLimits.maximumFileSize, into: &buffers.file)
    {
    case .success(.complete):
      // Parsed where it was read: the bytes are copied into an array only for a scene with
      // problems, whose report shows its lines.
      return load(buffers.file.bytes, path: path, buffers: buffers)
    case .failure(let error):
      return .failure(Self.failure(path, "cannot read the file: \(error.text)", source: []))
    case .success(.tooLarge(let size)):
      // The first bytes are kept to show the file's first line.
      let head = Array(buffers.file.bytes.prefix(4096))
      return .failure(Self.failure(path, Self.sizeMessage(size), source: head))
    }
  }

  /// Loads a scene from its text.
  ///
  /// - Parameters:
  ///   - text: The scene's YAML, as a file would hold it.
  ///   - path: The name to report in diagnostics and to record in the scene.
  /// - Returns: The scene, or every problem found in the text.
  package mutating func load(text: String, path: String) -> Result<Scene, SceneLoadFailure> {
    load(bytes: Array(text.utf8), path: path)
  }

  /// Loads a scene from bytes already in memory.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The name to report in diagnostics and to record in the scene.
  /// - Returns: The scene, or every problem found in the bytes.
  /// - Complexity: Linear in the size of the input: limits are checked before any work that
  ///   could grow faster.
  package mutating func load(bytes: [UInt8], path: String) -> Result<Scene, SceneLoadFailure> {
    let buffers = uniqueBuffers()
    defer { buffers.empty() }
    return load(bytes[...], path: path, buffers: buffers)
  }

  /// Loads the scene file at `path` with a loader of its own, for a single load.
  ///
  /// - Parameters:
  ///   - path: The file to read, as the user named it; diagnostics repeat it.
  ///   - strategies: The strategies the scene may name.
  /// - Returns: The scene, or every problem found in the file.
  package static func load(
    contentsOf path: String, strategies: StrategyRegistry = .builtIns
  ) -> Result<Scene, SceneLoadFailure> {
    var loader = SceneLoader(strategies: strategies)
    return loader.load(contentsOf: path)
  }

  /// Loads a scene from bytes with a loader of its own, for a single load.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The name to report in diagnostics and to record in the scene.
  ///   - strategies: The strategies the scene may name.
  /// - Returns: The scene, or every problem found in the bytes.
  package static func load(
    bytes: [UInt8], path: String, strategies: StrategyRegistry = .builtIns
  ) -> Result<Scene, SceneLoadFailure> {
    var loader = SceneLoader(strategies: strategies)
    return loader.load(bytes: bytes, path: path)
  }

  /// The buffers, for tests that check what a loader keeps between loads.
  var buffersForTesting: LoadBuffers { buffers }

  /// This loader's buffers, made anew when a copy of the loader shares them.
  private mutating func uniqueBuffers() -> LoadBuffers {
    if !isKnownUniquelyReferenced(&buffers) { buffers = LoadBuffers() }
    return buffers
  }

  /// Loads a scene from `bytes`, building its document in `buffers`.
  private func load(
    _ bytes: ArraySlice<UInt8>, path: String, buffers: LoadBuffers
  ) -> Result<Scene, SceneLoadFailure> {
    guard bytes.count <= SceneLimits.maximumFileSize else {
      return .failure(
        Self.failure(path, Self.sizeMessage(bytes.count), source: Array(bytes.prefix(4096))))
    }
    guard !bytes.isEmpty else { return .failure(Self.failure(path, Self.emptyMessage, source: [])) }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return .failure(Self.failure(path, Self.utf16Message, source: []))
    }
    let tree = YAMLParser.parsing(bytes) { parser in
      NodeTreeBuilder.build(from: parser, inputSize: bytes.count, in: buffers)
    }
    var diagnostics = tree.diagnostics
    var scene: Scene?
    if let root = tree.root, !tree.brokeLimit {
      tree.document.withView { document in
        var decoder = SceneDecoder(
          document: document, isTruncated: tree.isTruncated, trustedUntil: tree.trustedUntil,
          keyPath: buffers.keyPath, lists: buffers.takeDecoderLists(),
          strategyNames: strategyNames)
        scene = decoder.decodeScene(root, path: path)
        diagnostics.append(contentsOf: decoder.diagnostics)
        buffers.keepDecoderLists(decoder.takeLists())
      }
    } else if diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(location: SourcePosition(line: 1, column: 1), message: Self.emptyMessage))
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
