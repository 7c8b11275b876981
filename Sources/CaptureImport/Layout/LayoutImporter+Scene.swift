import KeyboardAvoidance
import SceneModel

extension LayoutImporter {
  /// The scene a dump makes without a log (docs/capture.md#a-layout-without-a-log).
  ///
  /// - Parameters:
  ///   - bytes: The dump's contents.
  ///   - path: The dump's path as the user named it: diagnostics repeat it, and the title names
  ///     its last component.
  ///   - device: The preset the command names; nil for the one whose screen is the dump's
  ///     window.
  ///   - source: The dump's name in the scene's title; by default the last component of
  ///     `path`.
  /// - Returns: The scene's text with any warnings, or every error found.
  package static func scene(
    fromDump bytes: [UInt8], path: String, device: Device?, source: String? = nil
  ) -> Result<ImportedScene, ImportFailure> {
    let layout: DumpLayout
    switch self.layout(fromDump: bytes, path: path) {
    case .success(let read): layout = read
    case .failure(let failure): return .failure(failure)
    }
    let name = source ?? CaptureImporter.fileName(of: path)
    let scene = LayoutScene(layout: layout, name: name, device: device)
    switch scene.text() {
    case .failure(let limit):
      return .failure(
        ImportFailure(
          path: path,
          diagnostics: [ImportDiagnostic(severity: .error, location: nil, message: limit.message)]
        ))
    case .success(let text):
      let inputs = layout.textInputs.map(\.id)
      return .success(
        ImportedScene(
          text: text, warnings: layout.warnings, focusEventCount: inputs.count + 1,
          fieldIDs: inputs, deviceName: scene.deviceName))
    }
  }
}
