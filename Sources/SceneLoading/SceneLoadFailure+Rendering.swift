import SceneModel

extension SceneLoadFailure {
  /// The diagnostics as a user reads them: `path:line:col: error: message`, the source line
  /// (cut to about 80 columns around the point) and a caret under the point, for each problem;
  /// then a line counting the problems left out, if any. Ends with a newline.
  package func rendered() -> String {
    let text = SourceText(bytes: source)
    var output = ""
    for diagnostic in diagnostics {
      let location = diagnostic.location
      output +=
        "\(path):\(location.line):\(location.column): error: "
        + DiagnosticText.displayed(diagnostic.message, tabsAsSpaces: true) + "\n"
      if let line = text.line(location.line) {
        output += DiagnosticText.excerpt(of: line, column: location.column)
      }
    }
    if omittedCount > 0 {
      output +=
        "\(path): \(omittedCount) more error\(omittedCount == 1 ? "" : "s") not shown "
        + "(at most \(SceneLimits.maximumDiagnostics) are reported per file)\n"
    }
    return output
  }
}
