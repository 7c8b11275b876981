import Foundation
import Golden
import KeyboardAvoidance
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

  /// A form in a scroll view (docs/semantics.md#scroll-views-and-drags), built in Swift: a
  /// 759-point viewport at y 59 over 1,400 points of content with a `name` field near the top, a
  /// `notes` field at 700, a `photo` reaching 62 points below the viewport and a `save` button at
  /// 1,300, out of view, dismissed interactively. `notes` is tapped at 0.1 s, the content dragged
  /// up by 100 points from 1 s to 1.5 s, then down from 2 s to 2.3 s by a finger that ends below
  /// the keyboard's middle and so dismisses it.
  static func scrollScene(strategies: [String] = ["naive", "adaptive"]) -> Scene {
    func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
      Rect(x: x, y: y, width: width, height: height)
    }
    let list = ViewNode(
      kind: .scrollView, id: "list", frame: frame(0, 59, 393, 759),
      children: [
        ViewNode(kind: .textField, id: "name", frame: frame(16, 100, 361, 44)),
        ViewNode(kind: .textField, id: "notes", frame: frame(16, 700, 361, 44)),
        ViewNode(kind: .view, id: "photo", frame: frame(16, 780, 361, 100)),
        ViewNode(kind: .button, id: "save", frame: frame(16, 1_300, 361, 50)),
      ], scroll: ScrollSettings(contentHeight: 1_400, dismissMode: .interactive))
    let root = ViewNode(kind: .view, id: "root", frame: frame(0, 0, 393, 852), children: [list])
    guard let device = Device.preset(named: "iphone-15") else {
      preconditionFailure("the iphone-15 preset")
    }
    return Scene(
      title: "Notes in a scroll view", path: "scroll.yaml", device: device,
      strategies: strategies, focusChangeNotifies: false, fps: 60, until: 3_300_000, root: root,
      events: [
        SceneEvent(at: 100_000, action: .tapView("notes")),
        SceneEvent(
          at: 1_000_000,
          action: .drag(
            from: Point(x: 200, y: 300), to: Point(x: 200, y: 200), duration: 500_000)),
        SceneEvent(
          at: 2_000_000,
          action: .drag(
            from: Point(x: 200, y: 400), to: Point(x: 200, y: 800), duration: 300_000)),
      ], expectations: [])
  }

  /// The vertices of path data written with `M`, `L`, `H` and `V` (as curves are), in order.
  static func vertices(of data: String) -> [(x: Double, y: Double)] {
    var vertices: [(x: Double, y: Double)] = []
    var command: Character = " "
    var numbers: [Double] = []
    func flush() {
      switch command {
      case "M", "L":
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
          vertices.append((numbers[pair], numbers[pair + 1]))
        }
      case "H": for x in numbers { vertices.append((x, vertices.last?.y ?? 0)) }
      case "V": for y in numbers { vertices.append((vertices.last?.x ?? 0, y)) }
      default: break
      }
      numbers = []
    }
    var token = ""
    for character in data + " " {
      if character.isLetter || character == " " {
        if let number = Double(token) { numbers.append(number) }
        token = ""
        if character.isLetter {
          flush()
          command = character
        }
      } else {
        token.append(character)
      }
    }
    flush()
    return vertices
  }

  /// The text of `trace` with the content offset of `naive`'s run raised by `points` from
  /// `from` seconds on, as a golden recorded before a change of scrolling would read, parsed
  /// back (for ``scrollScene(strategies:)``, whose rows are `t keyboard offset inset focus
  /// covered`).
  static func editedScrollGolden(of trace: Trace, from: Double, points: Int64) throws
    -> TraceDocument
  {
    var inNaive = false
    var lines: [String] = []
    for line in trace.text(sourceName: "scroll.yaml").split(separator: "\n") {
      if line.hasPrefix("run: ") { inNaive = line.hasPrefix("run: naive") }
      var fields = line.split(separator: " ").map(String.init)
      if inNaive, fields.count == 6, let time = Double(fields[0]), time >= from,
        let offset = TraceNumber(fields[2]), offset.decimals == 2
      {
        fields[2] = "\(TraceNumber(units: offset.units + points * 100, decimals: 2))"
        lines.append("  " + fields.joined(separator: "  "))
      } else {
        lines.append(String(line))
      }
    }
    return try TraceDocument(parsing: lines.joined(separator: "\n") + "\n")
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
