import Foundation
import Testing

@testable import KBReplayCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit file read back with an XML parser.
@Suite struct JUnitReportTests {
  /// What the parser saw: elements with their attributes and text, in document order.
  final class Collector: NSObject, XMLParserDelegate {
    struct Element {
      var name: String
      var attributes: [String: String]
      var text = ""
    }

    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
  }

  func parse(_ path: String) throws -> Collector {
    let data = try #require(FileManager.default.contents(atPath: path))
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "well-formed: \(String(describing: parser.parserError))")
    return collector
  }

  @Test func readsBackWithCountsFilesLinesAndEscapedMessages() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let weird = "we\"ird<&\u{1}\tname.yaml"
    try folder.write("suite/a-pass.yaml", SceneTexts.password)
    try folder.write(
      "suite/a-pass.golden", try TemporaryFolder.trace(of: SceneTexts.password, named: "a-pass"))
    try folder.write("suite/b-failing.yaml", SceneTexts.failingPassword)
    try folder.write("suite/c-invalid.yaml", SceneTexts.invalid)
    try folder.write("suite/\(weird)", SceneTexts.password)
    let report = folder.path + "/report.xml"
    let run = ToolRun(
      ["test", folder.path + "/suite", "--junit", report], environment: ["CI": "true"])
    #expect(run.status == .invalidInput)

    let xml = try parse(report)
    let root = try #require(xml.named("testsuites").first)
    #expect(root.attributes["tests"] == "4")
    #expect(root.attributes["failures"] == "2")
    #expect(root.attributes["errors"] == "1")
    let suites = xml.named("testsuite")
    #expect(suites.map { $0.attributes["name"] } == [folder.path + "/suite"])
    #expect(suites.first?.attributes["tests"] == "4")
    let cases = xml.named("testcase")
    #expect(
      cases.map { $0.attributes["name"] } == [
        "a-pass.yaml", "b-failing.yaml", "c-invalid.yaml",
        weird.replacingOccurrences(of: "\u{1}", with: "\\u{1}"),
      ])
    #expect(cases.map { $0.attributes["line"] } == ["1", "14", "3", "1"])
    #expect(cases.allSatisfy { $0.attributes["file"]?.hasPrefix(folder.path + "/suite/") == true })
    let failures = xml.named("failure")
    #expect(failures.map { $0.attributes["type"] } == ["expectation", "missing-golden"])
    #expect(failures.first?.attributes["message"]?.hasPrefix("at 0.9000: ") == true)
    let escapedPath = folder.path + "/suite/we\"ird<&\\u{1}\tname.yaml"
    #expect(
      failures.last?.attributes["message"]
        == "no golden \(folder.path)/suite/we\"ird<&\\u{1}\tname.golden; record it with "
        + "'kbreplay test --record missing \(escapedPath)' (or KBREPLAY_RECORD=missing)")
    #expect(failures.last?.text.hasPrefix("FAIL \(escapedPath)\nno golden") == true)
    let errors = xml.named("error")
    #expect(errors.map { $0.attributes["type"] } == ["invalid-scene"])
    #expect(errors.first?.attributes["message"] == "missing required key 'frame' in a view")
  }

  @Test func escapingCoversWhatXMLCannotHoldAsIs() {
    #expect(XMLText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(XMLText.escaped("tab\tline\nreturn\r") == "tab&#9;line&#10;return&#13;")
    #expect(XMLText.escaped("nul\u{0}bell\u{7}esc\u{1B}") == "nul\\u{0}bell\\u{7}esc\\u{1B}")
    #expect(XMLText.escapedContent("one\ntwo\tthree\r") == "one\ntwo\tthree&#13;")
    #expect(XMLText.escaped("\u{FFFE}é😀") == "\\u{FFFE}é😀")
  }

  @Test func anUnwritableReportIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("suite/a.yaml", SceneTexts.password)
    let run = ToolRun(["test", folder.path + "/suite", "--junit", folder.path + "/no/report.xml"])
    #expect(run.status == .invalidInput)
    #expect(
      run.error
        == "kbreplay: error: cannot write \(folder.path)/no/report.xml: No such file or directory\n"
    )
  }
}
