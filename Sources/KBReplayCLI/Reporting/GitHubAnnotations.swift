import KBReplay

/// Failures as GitHub Actions workflow commands, so they show on the pull request:
/// `::error file=PATH,line=N,col=N,title=TITLE::MESSAGE`.
enum GitHubAnnotations {
  /// The most error annotations printed; GitHub shows only ten per step.
  static let limit = 10

  /// Whether annotations are wanted: `GITHUB_ACTIONS` is `true`, as on every Actions runner.
  static func isEnabled(in environment: [String: String]) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// The line for one failure.
  static func line(for failure: SceneResult.Failure, scene: String) -> String {
    var properties = [("file", failure.file), ("line", String(failure.line))]
    if let column = failure.column { properties.append(("col", String(column))) }
    properties.append(("title", "kbreplay: \(failure.type) in \(scene)"))
    let list = properties.map { "\($0)=\(escapedProperty($1))" }.joined(separator: ",")
    return "::error \(list)::\(escapedData(failure.message))"
  }

  /// The line that stands for the failures left out.
  static func summary(omitted: Int) -> String {
    "::notice::kbreplay: \(omitted) more \(omitted == 1 ? "failure is" : "failures are") "
      + "not annotated; see the log"
  }

  /// A message: `%`, CR and LF percent-encoded, as the Actions toolkit does.
  static func escapedData(_ text: String) -> String {
    escaped(text, isProperty: false)
  }

  /// A property value: as a message, and `:` and `,` too.
  static func escapedProperty(_ text: String) -> String {
    escaped(text, isProperty: true)
  }

  private static func escaped(_ text: String, isProperty: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where isProperty: result += "%3A"
      case "," where isProperty: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
