/// A scene made from a capture log: its text, and what the command says about it.
package struct ImportedScene: Sendable, Equatable {
  /// The scene file's text (YAML, ending with a newline).
  package var text: String
  /// Warnings about the log; the scene is usable anyway.
  package var warnings: [ImportDiagnostic]
  /// How many `keyboard: {frame}` events the postings became.
  package var keyboardEventCount: Int
  /// How many `focus` events there are.
  package var focusEventCount: Int
  /// The ids of the text fields, in order of first appearance.
  package var fieldIDs: [String]
  /// The device preset the scene names.
  package var deviceName: String

  /// Creates an imported scene.
  package init(
    text: String, warnings: [ImportDiagnostic] = [], keyboardEventCount: Int = 0,
    focusEventCount: Int = 0, fieldIDs: [String] = [], deviceName: String = ""
  ) {
    self.deviceName = deviceName
    self.text = text
    self.warnings = warnings
    self.keyboardEventCount = keyboardEventCount
    self.focusEventCount = focusEventCount
    self.fieldIDs = fieldIDs
  }
}
