import KBReplay
import Report

/// The JUnit XML that `test --junit FILE` writes: a `testsuite` per suite root, a `testcase`
/// per scene run, with `failure` (a failed scene) or `error` (an invalid scene or a file
/// problem) carrying the first reason as its message and all details as its text.
///
/// No `time` attributes: the file is as deterministic as the rest of the output.
enum JUnitReport {
  /// One suite: its root and its scenes' results, in order.
  struct Suite {
    /// The suite root, the suite's name.
    var name: String
    /// The results of the scenes run.
    var results: [SceneResult]
  }

  /// The XML document, ending with a newline.
  ///
  /// - Parameter suites: The suites, in command-line order.
  /// - Returns: The document.
  static func xml(_ suites: [Suite]) -> String {
    let all = suites.flatMap(\.results)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"kbreplay\" \(counts(all))>",
    ]
    for suite in suites {
      lines.append("  <testsuite name=\"\(XMLText.escaped(suite.name))\" \(counts(suite.results))>")
      for result in suite.results {
        lines += testCase(result, suite: suite.name)
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func counts(_ results: [SceneResult]) -> String {
    let failures = results.filter { $0.status == .fail }.count
    let errors = results.filter { $0.status == .error }.count
    return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
  }

  private static func testCase(_ result: SceneResult, suite: String) -> [String] {
    let first = result.failures.first
    // The line of the first failure in the scene file itself (not in its golden).
    let line = result.failures.first { $0.file == result.path }?.line ?? 1
    let attributes = [
      ("name", result.relativePath), ("classname", suite), ("file", result.path),
      ("line", String(line)),
    ].map { "\($0)=\"\(XMLText.escaped($1))\"" }.joined(separator: " ")
    guard !result.status.passes, let first else {
      return ["    <testcase \(attributes)/>"]
    }
    let element = result.status == .error ? "error" : "failure"
    let body = ([result.status.rawValue + " " + result.path] + result.details)
      .joined(separator: "\n")
    return [
      "    <testcase \(attributes)>",
      "      <\(element) message=\"\(XMLText.escaped(first.message))\" "
        + "type=\"\(XMLText.escaped(first.type))\">\(XMLText.escapedContent(body))</\(element)>",
      "    </testcase>",
    ]
  }
}
