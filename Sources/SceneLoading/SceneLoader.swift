public import SceneModel

/// Reads scene files into validated ``Scene`` values.
public enum SceneLoader {
  /// Loads the scene file at `path`.
  ///
  /// - Parameter path: The file to read, as the user named it; diagnostics repeat it.
  /// - Returns: The scene, or every problem found in the file.
  public static func load(contentsOf path: String) -> Result<Scene, SceneLoadFailure> {
    fatalError("TODO")
  }

  /// Loads a scene from bytes already in memory.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The name to report in diagnostics and to record in the scene.
  /// - Returns: The scene, or every problem found in the bytes.
  public static func load(bytes: [UInt8], path: String) -> Result<Scene, SceneLoadFailure> {
    fatalError("TODO")
  }
}
