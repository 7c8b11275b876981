import Foundation
import Golden
import Replay
import Report
import SceneLoading
import SceneModel
import Testing
import TraceFormat

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Scenes replayed for the report's tests, and the report read back as XML.
enum ReportFixtures {
  /// The password field below the keyboard, replayed with three strategies; `classic` pads by
  /// 261 and `adaptive` by 168, `none` leaves the field covered.
  static func passwordScene(title: String = "Password field below the keyboard") -> String {
    """
    scene: '\(title.replacingOccurrences(of: "'", with: "''"))'
    strategy: [none, classic, adaptive]
    layout:
      view: form
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      hideKeyboardOnTap: true
      children:
        - textField: email
          frame: [16, 300, 361, 44]
        - textField: password
          frame: [16, 640, 361, 44]
        - button: signIn
          frame: [16, 700, 361, 50]
    events:
      - {at: 0.1, tap: password}
      - {at: 1.2, tap: [200, 100]}
    expect:
      - {at: end, strategy: classic, padding: 0}
      - {at: 1.0, strategy: none, covered: 0}

    """
  }

  /// Loads and replays a scene text.
  static func trace(
    of text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Trace {
    switch SceneLoader.load(bytes: Array(text.utf8), path: "scene.yaml") {
    case .success(let scene): return try Replayer.replay(scene)
    case .failure(let failure):
      Issue.record("invalid scene: \(failure.rendered())", sourceLocation: sourceLocation)
      throw failure
    }
  }

  /// The text of `trace` with `classic`'s padding raised by `points` from `from` seconds on,
  /// as a golden recorded before a change of behaviour would read, parsed back.
  static func editedGolden(of trace: Trace, from: Double, points: Int64) throws -> TraceDocument {
    var inClassic = false
    var lines: [String] = []
    for line in trace.text(sourceName: "scene.yaml").split(separator: "\n") {
      if line.hasPrefix("run: ") { inClassic = line.hasPrefix("run: classic") }
      let fields = line.split(separator: " ")
      if inClassic, fields.count == 5, let time = Double(fields[0]), time >= from,
        let padding = TraceNumber(fields[2]), padding.decimals == 2
      {
        let raised = TraceNumber(units: padding.units + points * 100, decimals: 2)
        lines.append("  \(fields[0])  \(fields[1])  \(raised)  \(fields[3])  \(fields[4])")
      } else {
        lines.append(String(line))
      }
    }
    return try TraceDocument(parsing: lines.joined(separator: "\n") + "\n")
  }
}

/// A report read back as XML, queried by element name whatever the namespace.
struct ParsedReport {
  let document: XMLDocument

  init(_ html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    do {
      document = try XMLDocument(data: Data(html.utf8), options: [])
    } catch {
      Issue.record("not well-formed XML: \(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The elements named `name` (and with `class` equal to `className`, when given).
  func elements(_ name: String, class className: String? = nil) throws -> [XMLNode] {
    let condition = className.map { "[@class='\($0)']" } ?? ""
    return try document.nodes(forXPath: "//*[local-name()='\(name)']\(condition)")
  }

  /// The elements named `name` inside `node`.
  func elements(_ name: String, in node: XMLNode, class className: String? = nil) throws
    -> [XMLNode]
  {
    let condition = className.map { "[@class='\($0)']" } ?? ""
    return try node.nodes(forXPath: ".//*[local-name()='\(name)']\(condition)")
  }

  /// The value of `node`'s attribute.
  ///
  /// (`attribute(forName:)` finds nothing on Linux for elements in the XHTML namespace.)
  func attribute(_ name: String, of node: XMLNode) -> String? {
    (node as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
  }
}
