import Golden
import SceneLoading
import Support

/// What the libFuzzer targets of `Fuzz/` reach beyond the public API: the loader on raw bytes,
/// the tolerant differ and the atomic file writer. Imported with `@_spi(Fuzzing) import
/// KBReplay`; not part of the user's API (see docs/api.md).
@_spi(Fuzzing) public enum FuzzingHooks {
  /// What loading a scene's bytes gave: the scene, or the loader's diagnostics.
  public enum LoadResult: Sendable {
    /// The bytes are a valid scene.
    case scene(Scene)
    /// The bytes are not a valid scene: how many diagnostics were kept, and their text as
    /// `kbreplay lint` prints it.
    case invalid(diagnosticCount: Int, rendered: String)
  }

  /// Loads a scene from bytes with the built-in strategies, as `kbreplay` loads a file.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, not necessarily UTF-8.
  ///   - path: The name diagnostics repeat.
  /// - Returns: The scene, or the diagnostics.
  public static func loadScene(bytes: [UInt8], path: String) -> LoadResult {
    switch SceneLoader.load(bytes: bytes, path: path) {
    case .success(let scene): .scene(scene)
    case .failure(let failure):
      .invalid(diagnosticCount: failure.diagnostics.count, rendered: failure.rendered())
    }
  }

  /// Whether the differ finds two parsed traces within the default tolerance (never identical:
  /// only comparing bytes can tell that).
  ///
  /// - Parameters:
  ///   - expected: The golden's side.
  ///   - actual: The replayed side.
  /// - Returns: True when the verdict is "within tolerance".
  public static func agreeWithinTolerance(
    expected: TraceDocument, actual: TraceDocument
  ) -> Bool {
    if case .withinTolerance = TraceDiffer.compare(expected: expected, actual: actual) {
      return true
    }
    return false
  }

  /// Replaces or creates a file atomically with the package's file writer.
  ///
  /// - Parameters:
  ///   - bytes: The new contents.
  ///   - path: The file.
  /// - Returns: Whether the file was written.
  public static func write(_ bytes: [UInt8], to path: String) -> Bool {
    if case .success = FileStore.write(bytes, to: path) { return true }
    return false
  }
}
