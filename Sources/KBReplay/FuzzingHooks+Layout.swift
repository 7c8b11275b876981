import CaptureImport

@_spi(Fuzzing) extension FuzzingHooks {
  /// Imports a view-hierarchy dump from bytes as `kbreplay import --layout DUMP` does, without
  /// a log or `--device`.
  ///
  /// - Parameters:
  ///   - bytes: The dump's contents, not necessarily UTF-8.
  ///   - path: The name diagnostics repeat.
  /// - Returns: The scene's text, or the diagnostics.
  public static func importDump(bytes: [UInt8], path: String) -> ImportResult {
    result(of: LayoutImporter.scene(fromDump: bytes, path: path, device: nil), path: path)
  }

  /// Imports a log over a dump's layout as `kbreplay import LOG --layout DUMP` does, without
  /// `--device`.
  ///
  /// - Parameters:
  ///   - log: The log's contents.
  ///   - logPath: The name the log's diagnostics repeat.
  ///   - dump: The dump's contents.
  ///   - dumpPath: The name the dump's diagnostics repeat.
  /// - Returns: The scene's text with the dump's warnings, then the log's, or the diagnostics.
  public static func importLog(
    _ log: [UInt8], logPath: String, overDump dump: [UInt8], dumpPath: String
  ) -> ImportResult {
    switch LayoutImporter.scene(
      fromLog: log, logPath: logPath, dump: dump, dumpPath: dumpPath, device: nil)
    {
    case .success(let imported):
      .scene(
        text: imported.scene.text,
        warnings: imported.dumpWarnings.map { $0.rendered(path: dumpPath) }.joined()
          + imported.scene.warnings.map { $0.rendered(path: logPath) }.joined())
    case .failure(let failure):
      .refused(diagnosticCount: failure.diagnostics.count, rendered: failure.rendered())
    }
  }
}
