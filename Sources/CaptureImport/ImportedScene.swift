/// A scene made from a capture log: its text, and what the command says about it.
public struct ImportedScene: Sendable, Equatable {
  /// The scene file's text (YAML, ending with a newline).
  public var text: String
  /// Warnings about the log; the scene is usable anyway.
  public var warnings: [ImportDiagnostic]
  /// How many `keyboard: {frame}` events the postings became.
  public var keyboardEventCount: Int
  /// How many `focus` events there are.
  public var focusEventCount: Int
  /// The ids of the text fields, in order of first appearance.
  public var fieldIDs: [String]

  /// Creates an imported scene.
  public init(
    text: String, warnings: [ImportDiagnostic] = [], keyboardEventCount: Int = 0,
    focusEventCount: Int = 0, fieldIDs: [String] = []
  ) {
    self.text = text
    self.warnings = warnings
    self.keyboardEventCount = keyboardEventCount
    self.focusEventCount = focusEventCount
    self.fieldIDs = fieldIDs
  }
}
