import SceneModel

extension SceneLoadFailure {
  /// The widest source excerpt shown under a diagnostic, in Unicode scalars.
  private static let excerptWidth = 80

  /// The diagnostics as a user reads them: `path:line:col: error: message`, the source line
  /// (cut to about 80 columns around the point) and a caret under the point, for each problem;
  /// then a line counting the problems left out, if any. Ends with a newline.
  public func rendered() -> String {
    let text = SourceText(bytes: source)
    var output = ""
    for diagnostic in diagnostics {
      let location = diagnostic.location
      output +=
        "\(path):\(location.line):\(location.column): error: "
        + DiagnosticText.displayed(diagnostic.message, tabsAsSpaces: true) + "\n"
      if let line = text.line(location.line) {
        output += Self.excerpt(of: line, column: location.column)
      }
    }
    if omittedCount > 0 {
      output +=
        "\(path): \(omittedCount) more error\(omittedCount == 1 ? "" : "s") not shown "
        + "(at most \(SceneLimits.maximumDiagnostics) are reported per file)\n"
    }
    return output
  }

  /// The line and a caret under `column`, cut around it when long. Tabs show as spaces so the
  /// caret lines up, other control characters as their Unicode control pictures (NUL as U+2400)
  /// so they cannot disturb the terminal.
  static func excerpt(of line: String, column: Int) -> String {
    let scalars = line.unicodeScalars.map { DiagnosticText.printable($0, tabsAsSpaces: true) }
    let point = column - 1
    var start = 0
    var end = scalars.count
    if scalars.count > excerptWidth {
      start = max(0, min(point - excerptWidth / 2, scalars.count - excerptWidth))
      end = min(scalars.count, start + excerptWidth)
    }
    var shown = String(String.UnicodeScalarView(scalars[start..<end]))
    var caret = point - start
    if start > 0 {
      shown = "..." + shown
      caret += 3
    }
    if end < scalars.count { shown += "..." }
    return shown + "\n" + String(repeating: " ", count: max(caret, 0)) + "^\n"
  }
}
