import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel

/// Loads the scene file at `path`, checking the strategy names it uses against the built-ins
/// and `strategies`.
///
/// - Parameters:
///   - path: The scene file. A relative path is resolved against the package root, the first
///     folder above `filePath`, walking up, that holds a `Package.swift`, an `*.xcodeproj` or an
///     `*.xcworkspace`; diagnostics show it as given.
///   - strategies: Strategies to register beside the four built-ins.
///   - filePath: The calling file, whose package root relative paths are resolved against.
/// - Returns: The validated scene.
/// - Throws: ``SceneError`` for strategies that cannot be registered, a path that cannot be
///   resolved, or a file that cannot be read or is not a valid scene.
public func loadScene(
  _ path: String, strategies: [any AvoidanceStrategy] = [], filePath: StaticString = #filePath
) throws(SceneError) -> Scene {
  let registry = try registry(registering: strategies)
  let file: String
  switch PackageRoot.resolve(path, from: "\(filePath)") {
  case .success(let resolved): file = resolved
  case .failure(let problem): throw SceneError(kind: .path, message: problem.message)
  }
  switch SceneLoader.load(contentsOf: file, strategies: registry) {
  case .success(var scene):
    scene.path = path
    return scene
  case .failure(var failure):
    failure.path = path
    throw SceneError(kind: .invalidScene, message: failure.rendered())
  }
}

/// Loads a scene from its YAML text.
///
/// - Parameters:
///   - text: The scene, as a file would hold it.
///   - name: The file name diagnostics show.
///   - strategies: Strategies to register beside the four built-ins.
/// - Returns: The validated scene.
/// - Throws: ``SceneError`` for strategies that cannot be registered or text that is not a
///   valid scene.
public func loadScene(
  text: String, name: String = "scene.yaml", strategies: [any AvoidanceStrategy] = []
) throws(SceneError) -> Scene {
  let registry = try registry(registering: strategies)
  switch SceneLoader.load(bytes: Array(text.utf8), path: name, strategies: registry) {
  case .success(let scene): return scene
  case .failure(let failure):
    throw SceneError(kind: .invalidScene, message: failure.rendered())
  }
}

/// Replays `scene` once for each strategy it names (or each of `names`), with the built-ins
/// and `strategies` to choose from. The trace's text, as golden files hold it, is
/// `trace.text(sourceName:)`.
///
/// - Parameters:
///   - scene: The scene, as ``loadScene(_:strategies:filePath:)`` gives it.
///   - strategies: Strategies to register beside the four built-ins.
///   - names: The strategies to replay, in order; nil means the scene's own list.
/// - Returns: The trace: one run per strategy, with its events, samples and expectations.
/// - Throws: ``SceneError`` for strategies that cannot be registered, a name not registered,
///   or a strategy that returns a padding that is not finite (`PATH: error: strategy 'lift'
///   returned nan for container 'form' at 0.1000`).
public func replayScene(
  _ scene: Scene, strategies: [any AvoidanceStrategy] = [], only names: [String]? = nil
) throws(SceneError) -> Trace {
  let registry = try registry(registering: strategies)
  do {
    return try Replayer.replay(scene, strategies: registry, only: names)
  } catch {
    throw SceneError(kind: .replay, message: "\(scene.path): error: \(error)")
  }
}

/// The built-ins and `strategies`.
private func registry(
  registering strategies: [any AvoidanceStrategy]
) throws(SceneError) -> StrategyRegistry {
  do {
    return try StrategyRegistry(registering: strategies)
  } catch {
    throw SceneError(kind: .registration, message: error.description)
  }
}
