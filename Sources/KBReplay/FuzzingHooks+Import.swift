import CaptureImport

@_spi(Fuzzing) extension FuzzingHooks {
  /// What importing a log's bytes gave: a scene's text, or the importer's diagnostics.
  public enum ImportResult: Sendable {
    /// The scene's text, and the warnings as `kbreplay import` prints them.
    case scene(text: String, warnings: String)
    /// No scene: how many diagnostics were kept, and their text as `kbreplay import` prints it.
    case refused(diagnosticCount: Int, rendered: String)
  }

  /// Imports a log from bytes as `kbreplay import LOG` does, without `--device`.
  ///
  /// - Parameters:
  ///   - bytes: The log's contents, not necessarily UTF-8.
  ///   - path: The name diagnostics repeat.
  /// - Returns: The scene's text, or the diagnostics.
  public static func importLog(bytes: [UInt8], path: String) -> ImportResult {
    result(of: CaptureImporter.scene(fromLog: bytes, path: path, device: nil), path: path)
  }

  /// An importer's answer as an ``ImportResult``, its warnings rendered under `path`.
  static func result(
    of imported: Result<ImportedScene, ImportFailure>, path: String
  ) -> ImportResult {
    switch imported {
    case .success(let scene):
      .scene(text: scene.text, warnings: scene.warnings.map { $0.rendered(path: path) }.joined())
    case .failure(let failure):
      .refused(diagnosticCount: failure.diagnostics.count, rendered: failure.rendered())
    }
  }
}
