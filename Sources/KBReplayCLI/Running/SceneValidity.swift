/// Whether a scene file loads: what `lint` needs to know about each file.
package enum SceneValidity: Sendable, Equatable {
  /// The file is a valid scene.
  case valid
  /// The file has problems; `report` is their rendered diagnostics.
  case invalid(report: String)
}
