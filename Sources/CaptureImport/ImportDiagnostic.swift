import SceneModel

/// A problem or a warning about a capture log, as `kbreplay import` reports it.
package struct ImportDiagnostic: Sendable, Equatable {
  /// Whether the log cannot be imported, or only looks suspicious.
  package enum Severity: String, Sendable, Equatable {
    /// Nothing is written.
    case error
    /// The scene is written anyway.
    case warning
  }

  /// Whether it stops the import.
  package var severity: Severity
  /// Where it is: the 1-based line and column (in Unicode scalars) of the offending token; nil
  /// for the log as a whole (its size, or a log without anything to import).
  package var location: SourcePosition?
  /// What is wrong, one sentence without a trailing period.
  package var message: String
  /// The start of the line `location` is on, enough to show the point in an excerpt; nil
  /// without a location.
  package var lineText: String?

  /// Creates a diagnostic.
  package init(
    severity: Severity, location: SourcePosition?, message: String, lineText: String? = nil
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.lineText = lineText
  }

  /// The diagnostic as a user reads it, as the loader shows a scene's problems:
  /// `LOG:line:col: error: message`, the line and a caret under the point; `LOG: error:
  /// message` alone for the log as a whole. Ends with a newline.
  ///
  /// - Parameter path: The log's path, as the user named it.
  /// - Returns: One or three lines.
  package func rendered(path: String) -> String {
    let place = location.map { "\(path):\($0.line):\($0.column)" } ?? path
    var text =
      "\(place): \(severity.rawValue): "
      + DiagnosticText.displayed(message, tabsAsSpaces: true) + "\n"
    if let location, let lineText {
      text += DiagnosticText.excerpt(of: lineText, column: location.column)
    }
    return text
  }
}
