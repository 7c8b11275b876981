import Foundation
import Golden
import Report
import SceneLoading
import Testing

@testable import KBReplayCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `kbreplay test --report FILE` end to end, on the bundled suite and on scenes of its own.
@Suite struct HTMLReportFileTests {
  /// The repository's scene suite.
  static let bundledSuite = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Scenes").path

  /// A scene whose title needs escaping, and that fails: it has no golden.
  static let oddlyTitled = SceneTexts.password.replacingOccurrences(
    of: "scene: Password field below the keyboard", with: "scene: '<b>&\"'''")

  /// The report read back as XML.
  struct Parsed {
    let document: XMLDocument

    init(path: String) throws {
      let data = try #require(FileManager.default.contents(atPath: path))
      document = try XMLDocument(data: data, options: [])
    }

    func elements(_ name: String, class className: String? = nil, in node: XMLNode? = nil)
      throws -> [XMLNode]
    {
      let condition = className.map { "[@class='\($0)']" } ?? ""
      let query = "\(node == nil ? "//" : ".//")*[local-name()='\(name)']\(condition)"
      return try (node ?? document).nodes(forXPath: query)
    }

    /// (`attribute(forName:)` finds nothing on Linux for elements in the XHTML namespace.)
    func attribute(_ name: String, of node: XMLNode) -> String? {
      (node as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
    }
  }

  /// The scene files under `folder`, as `test` finds and orders them.
  static func sceneFiles(under folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
        files.append(folder + "/" + relative)
      }
    }
    return files.sorted()
  }

  @Test func theBundledSuiteGivesAWellFormedReportWithASectionPerRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("odd/title.yaml", Self.oddlyTitled)
    let report = folder.path + "/out/report.html"
    try folder.makeFolder("out")
    let run = ToolRun(
      ["test", Self.bundledSuite, folder.path + "/odd", "--report", report],
      environment: ["CI": "true"])
    #expect(run.status == .failure, "\(run.output)\(run.error)")
    // Only the report is left: its temporary files are gone.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == [
        "report.html"
      ])
    let parsed = try Parsed(path: report)
    let bundled = Self.sceneFiles(under: Self.bundledSuite)
    #expect(!bundled.isEmpty)
    var strategies = 0
    for path in bundled {
      strategies += try SceneLoader.load(contentsOf: path).get().strategies.count
    }
    let scenes = try parsed.elements("section", class: "scene")
    #expect(scenes.count == bundled.count + 1)
    let runs = try parsed.elements("section", class: "run")
    #expect(runs.count == strategies + 1)
    for run in runs {
      #expect(try parsed.elements("svg", class: "plot", in: run).count == 1)
      #expect(try !parsed.elements("svg", class: "screen", in: run).isEmpty)
    }
    #expect(try parsed.elements("svg", class: "plot").count == runs.count)
    // The failing scene comes first, its title escaped in the file and intact when read.
    let first = try #require(scenes.first)
    let heading = try #require(try parsed.elements("h2", in: first).first)
    #expect(heading.stringValue == "FAIL <b>&\"'")
    let text = try #require(folder.text("out/report.html"))
    #expect(text.contains("FAIL</span> &lt;b&gt;&amp;&quot;&apos;</h2>"))
    // Every summary row links to a section.
    let ids = Set(scenes.compactMap { parsed.attribute("id", of: $0) })
    let links = try parsed.elements("a").compactMap { parsed.attribute("href", of: $0) }
      .filter { $0.hasPrefix("#scene-") }
    #expect(links.count == scenes.count)
    #expect(Set(links.map { String($0.dropFirst()) }) == ids)
  }

  @Test func theReportIsTheSameForAnyNumberOfJobs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for y in [300, 500, 640, 700] {
      try folder.write("suite/tap-\(y).yaml", SceneTexts.tap(y: y))
    }
    try folder.write("suite/zz-failing.yaml", SceneTexts.failingPassword)
    try folder.write("suite/zz-invalid.yaml", SceneTexts.invalid)
    var reports: [Data] = []
    for jobs in ["1", "3"] {
      let path = folder.path + "/report-\(jobs).html"
      _ = ToolRun(
        ["test", folder.path + "/suite", "--jobs", jobs, "--report", path, "--record", "never"])
      reports.append(try #require(FileManager.default.contents(atPath: path)))
    }
    #expect(reports[0] == reports[1])
    let parsed = try Parsed(path: folder.path + "/report-1.html")
    let rows = try parsed.elements("tr").dropFirst().map { row in
      try parsed.elements("td", in: row).map { $0.stringValue ?? "" }
    }
    // Failing scenes (every one: no goldens under 'never'), in path order; the invalid one too.
    #expect(rows.map(\.first) == ["FAIL", "FAIL", "FAIL", "FAIL", "FAIL", "ERROR"])
    #expect(rows.last?[1] == folder.path + "/suite/zz-invalid.yaml")
  }

  @Test func aReportThatCannotBeWrittenStopsTheRunBeforeItStarts() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("suite/a.yaml", SceneTexts.password)
    let path = folder.path + "/missing/report.html"
    let run = ToolRun(["test", folder.path + "/suite", "--report", path])
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(run.error == "kbreplay: error: cannot write \(path): No such file or directory\n")
    #expect(!folder.exists("suite/a.golden"))
  }

  @Test func sectionsAreWrittenOutAndNotKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try HTMLReportFile.create(at: folder.path + "/report.html").get()
    let reporter = TestReporter(
      console: RecordingConsole(), showsProgress: false, total: 1, keepsResults: true,
      annotates: false, reportFile: file)
    var result = SceneResult(path: "a.yaml", relativePath: "a.yaml", suite: 0, status: .pass)
    result.report = ReportPart(
      row: .init(anchor: "scene-1", path: "a.yaml", title: "A", status: .passed, reason: nil),
      section: "<section class=\"scene\" id=\"scene-1\">A</section>\n")
    reporter.deliver(result, finished: 1)
    #expect(reporter.results.first?.report == nil)
    try file.finish(title: "t").get()
    let text = try #require(folder.text("report.html"))
    #expect(text.contains("<section class=\"scene\" id=\"scene-1\">A</section>\n</body>"))
    #expect(text.contains("<a href=\"#scene-1\">a.yaml</a>"))
  }
}
