import CaptureImport
import KBReplay
import KeyboardAvoidance
import Support

extension ImportCommand {
  /// What the scene was made from, as the note after writing it says: `LOG`, `DUMP` or
  /// `LOG and DUMP` (`<stdin>` for standard input).
  var inputNames: String {
    [log, layout].compactMap { $0.map(Self.name(of:)) }.joined(separator: " and ")
  }

  /// A name in the scene's title: `standard input` for `-`, else nil for the file's name.
  static func source(of path: String) -> String? {
    path == "-" ? "standard input" : nil
  }

  /// Makes the scene of a dump, alone or with the log (docs/capture.md#importing-a-layout).
  ///
  /// - Parameters:
  ///   - dump: The dump's path as given (`-` for standard input).
  ///   - device: The preset `--device` names, if any.
  ///   - context: Where messages (and, without `-o`, the scene) go.
  /// - Returns: ``ExitCode/success`` when the scene was written, else
  ///   ``ExitCode/invalidInput``.
  func runLayout(_ dump: String, device: Device?, in context: CommandContext) -> ExitCode {
    guard let dumpBytes = read(dump, as: .dump, in: context) else { return .invalidInput }
    let dumpName = Self.name(of: dump)
    var warnings: [(ImportDiagnostic, String)] = []
    let result: Result<ImportedScene, ImportFailure>
    if let log {
      guard let logBytes = read(log, as: .log, in: context) else { return .invalidInput }
      result = LayoutImporter.scene(
        fromLog: logBytes, logPath: logName, logSource: Self.source(of: log), dump: dumpBytes,
        dumpPath: dumpName, dumpSource: Self.source(of: dump), device: device
      ).map { imported in
        warnings =
          imported.dumpWarnings.map { ($0, dumpName) }
          + imported.scene.warnings.map { ($0, logName) }
        return imported.scene
      }
    } else {
      result = LayoutImporter.scene(
        fromDump: dumpBytes, path: dumpName, device: device, source: Self.source(of: dump)
      ).map { imported in
        warnings = imported.warnings.map { ($0, dumpName) }
        return imported
      }
    }
    switch result {
    case .failure(let failure):
      context.console.write(failure.rendered(), to: .standardError)
      return .invalidInput
    case .success(let scene):
      for (warning, path) in warnings {
        context.console.write(warning.rendered(path: path), to: .standardError)
      }
      return write(scene, in: context)
    }
  }
}
