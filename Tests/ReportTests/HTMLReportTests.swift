import Foundation
import Golden
import Replay
import Testing
import TraceFormat

@testable import Report

/// Whole documents read back as XML: structure, escaping, self-containment, determinism.
@Suite struct HTMLReportTests {
  typealias Fixtures = ReportFixtures

  /// A passing scene, a failing one whose golden differs (titled to need escaping) and an
  /// invalid one, in that order.
  static func scenes() throws -> [SceneReport] {
    let passing = try Fixtures.trace(of: Fixtures.passwordScene())
    let failing = try Fixtures.trace(of: Fixtures.passwordScene(title: "<b>&\"'"))
    let golden = try Fixtures.editedGolden(of: failing, from: 0.2, points: 12)
    let actual = try TraceDocument(parsing: failing.text(sourceName: "scene.yaml"))
    guard case .mismatch(let mismatch) = TraceDiffer.compare(expected: golden, actual: actual)
    else {
      Issue.record("the edited golden should differ")
      return []
    }
    return [
      SceneReport(anchor: "scene-1", path: "Scenes/a/pass.yaml", status: .passed, trace: passing),
      SceneReport(
        anchor: "scene-2", path: "Scenes/b/<fail>.yaml", status: .failed,
        details: ["golden differs & more"], trace: failing,
        comparison: SceneReport.Comparison(golden: golden, mismatch: mismatch)),
      SceneReport(
        anchor: "scene-3", path: "Scenes/c/bad.yaml", status: .error,
        details: ["Scenes/c/bad.yaml:3:3: error: unknown key 'fame' <here>"]),
    ]
  }

  @Test func aSectionPerSceneAPlotPerRunAndLinksToEach() throws {
    let html = HTMLReport.document(title: "kbreplay test Scenes", scenes: try Self.scenes())
    let report = try ParsedReport(html)
    let scenes = try report.elements("section", class: "scene")
    // Failing scenes first: the failed one, the invalid one, then the passing one.
    #expect(
      scenes.compactMap { report.attribute("id", of: $0) } == ["scene-2", "scene-3", "scene-1"])
    let runs = try report.elements("section", class: "run")
    #expect(runs.count == 6)
    #expect(
      runs.compactMap { report.attribute("id", of: $0) } == [
        "scene-2-none", "scene-2-classic", "scene-2-adaptive", "scene-1-none", "scene-1-classic",
        "scene-1-adaptive",
      ])
    for run in runs {
      #expect(try report.elements("svg", in: run, class: "plot").count == 1)
      #expect(try report.elements("svg", in: run, class: "screen").count >= 2)
    }
    #expect(try report.elements("svg", class: "plot").count == 6)
    // The invalid scene has its details and no run.
    #expect(try report.elements("section", in: scenes[1], class: "run").isEmpty)
    // The summary links to every section, failing scenes first.
    let links = try report.elements("a").compactMap { report.attribute("href", of: $0) }
      .filter { $0.hasPrefix("#scene-") }
    #expect(links == ["#scene-2", "#scene-3", "#scene-1"])
    #expect(try report.elements("tr").count == 4)
  }

  @Test func titlesPathsAndDetailsAreEscaped() throws {
    let html = HTMLReport.document(title: "a <report> & more", scenes: try Self.scenes())
    #expect(
      html.contains(
        "<h2><span class=\"status st-fail\">FAIL</span> &lt;b&gt;&amp;&quot;&apos;</h2>"))
    #expect(html.contains("<title>a &lt;report&gt; &amp; more</title>"))
    #expect(!html.contains("<b>&"))
    let report = try ParsedReport(html)
    let headings = try report.elements("h2").map { $0.stringValue ?? "" }
    #expect(headings.contains("FAIL <b>&\"'"))
    let codes = try report.elements("code").map { $0.stringValue ?? "" }
    #expect(codes.contains("Scenes/b/<fail>.yaml"))
    let details = try report.elements("pre").map { $0.stringValue ?? "" }
    #expect(details.contains("Scenes/c/bad.yaml:3:3: error: unknown key 'fame' <here>"))
    let cells = try report.elements("td").map { $0.stringValue ?? "" }
    #expect(cells.contains("<b>&\"'"))
  }

  @Test func theDocumentStandsAloneWithoutScripts() throws {
    let html = HTMLReport.document(title: "kbreplay", scenes: try Self.scenes())
    for forbidden in ["<script", "src=", "url(", "@import", "<link", "<iframe", "<img", "onload"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    // The only addresses are the XHTML and SVG namespaces.
    let addresses = html.components(separatedBy: "http").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(Set(addresses) == ["://www.w3.org/1999/xhtml", "://www.w3.org/2000/svg"])
  }

  @Test func theSameScenesGiveTheSameBytes() throws {
    let first = HTMLReport.document(title: "kbreplay", scenes: try Self.scenes())
    let second = HTMLReport.document(title: "kbreplay", scenes: try Self.scenes())
    #expect(first == second)
    // Streaming the pieces gives the same document as rendering it at once.
    let scenes = try Self.scenes()
    var summary = ReportSummary()
    for scene in scenes { summary.append(scene.summaryRow) }
    let pieces =
      HTMLReport.documentStart(title: "kbreplay") + HTMLReport.summary(summary)
      + HTMLReport.section(scenes[1]) + HTMLReport.section(scenes[2])
      + HTMLReport.section(scenes[0]) + HTMLReport.documentEnd
    #expect(pieces == first)
  }

  @Test func theSummaryCountsEachResult() throws {
    var summary = ReportSummary()
    for (index, status) in [SceneReport.Status.passed, .new, .updated, .failed, .passed]
      .enumerated()
    {
      summary.append(
        .init(anchor: "scene-\(index)", path: "p\(index)", title: nil, status: status, reason: nil))
    }
    let html = HTMLReport.summary(summary)
    #expect(html.contains("<span class=\"status st-pass\">2 PASS</span>"))
    #expect(html.contains("<span class=\"status st-fail\">1 FAIL</span>"))
    #expect(html.contains("<span class=\"status st-new\">1 NEW</span>"))
    #expect(html.contains("<span class=\"status st-updated\">1 UPDATED</span>"))
    #expect(!html.contains("ERROR</span>"))
    #expect(html.contains("<span class=\"total\">4 passed, 1 failed</span>"))
    #expect(
      summary.orderedRows.map(\.anchor) == ["scene-3", "scene-0", "scene-1", "scene-2", "scene-4"])
  }

  @Test func aGoldenThatDiffersIsDrawnDashedWithItsFirstDivergence() throws {
    let failing = try Self.scenes()[1]
    let report = try ParsedReport(HTMLReport.section(failing))
    let runs = try report.elements("section", class: "run")
    #expect(runs.count == 3)
    for run in runs {
      let classes = try report.elements("path", in: run).compactMap {
        report.attribute("class", of: $0)
      }
      #expect(classes.contains("kb golden"))
      // A golden records no field position: only the keyboard and the padding are drawn.
      #expect(!classes.contains("field golden"))
      #expect(classes.contains("pad0 golden"))
      // Only the run where the golden first differs has the divergence marked.
      let isClassic = report.attribute("id", of: run) == "scene-2-classic"
      #expect(classes.contains("div") == isClassic)
    }
    let notes = try report.elements("span").filter { report.attribute("class", of: $0) == "note" }
      .map { $0.stringValue ?? "" }
    #expect(
      notes == [
        "1 expectation fails; golden dashed; it first differs in run classic",
        "expectations hold; golden differs from 0.2000 s (padding.form: golden 222.88, "
          + "replayed 210.88)",
        "golden dashed; it first differs in run classic",
      ])
  }

  @Test func aScrollViewsCurvesGoldenAndCaptionsAreInItsSection() throws {
    let trace = try Replayer.replay(Fixtures.scrollScene())
    let golden = try Fixtures.editedScrollGolden(of: trace, from: 1.5, points: 10)
    let actual = try TraceDocument(parsing: trace.text(sourceName: "scroll.yaml"))
    guard case .mismatch(let mismatch) = TraceDiffer.compare(expected: golden, actual: actual)
    else {
      Issue.record("the edited golden should differ")
      return
    }
    let scene = SceneReport(
      anchor: "scene-1", path: "Scenes/scroll.yaml", status: .failed, trace: trace,
      comparison: SceneReport.Comparison(golden: golden, mismatch: mismatch))
    let report = try ParsedReport(HTMLReport.section(scene))
    let runs = try report.elements("section", class: "run")
    #expect(runs.count == 2)
    for run in runs {
      let classes = try report.elements("path", in: run).compactMap {
        report.attribute("class", of: $0)
      }
      for name in ["offset", "inset", "offset golden", "inset golden", "drag", "s-scroll"] {
        #expect(classes.contains(name), "\(name)")
      }
      #expect(classes.contains("div") == (report.attribute("id", of: run) == "scene-1-naive"))
    }
    let notes = try report.elements("span").filter { report.attribute("class", of: $0) == "note" }
      .map { $0.stringValue ?? "" }
    #expect(
      notes == [
        "golden differs from 1.5000 s (offset.list: golden 372.00, replayed 362.00)",
        "golden dashed; it first differs in run naive",
      ])
    // The captions give each scroll view's offset and inset; the second moment's, of naive:
    let captions = try report.elements("figcaption").map { $0.stringValue ?? "" }
    #expect(
      captions.contains(
        "2 0.8667 s" + "focus notes" + "keyboard 336.00, covered 0.00" + "offset.list 262.00"
          + "contentInset.list 336.00"))
  }
}
