import Foundation
import Testing

@testable import KBReplayCLI

/// `explore --report FILE`: a grid per scene, and the plot of each breaking run.
@Suite struct ExploreReportTests {
  @Test func drawsTheGridAndPlotsEachBreakingRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("form.yaml", ExploreCommandTests.taller)
    let report = folder.path + "/report.html"
    let run = ToolRun(["explore", scene, "--report", report])
    #expect(run.status == .failure)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>kbreplay explore \(scene)</title>"))
    #expect(
      html.contains(
        "<tr><td><a href=\"#scene-1-variation-7\">keyboard.height=398</a></td>"
          + "<td><span class=\"status st-fail\">FAIL</span></td>"
          + "<td><span class=\"status st-pass\">PASS</span></td></tr>"))
    #expect(html.components(separatedBy: "<tr><td><a href=").count - 1 == 3)
    for anchor in ["scene-1-variation-7", "scene-1-variation-9", "scene-1-variation-10"] {
      #expect(html.contains("<section class=\"scene\" id=\"\(anchor)\">"))
    }
    // Each breaking row plots its breaking run only: classic, not adaptive.
    #expect(html.components(separatedBy: "<svg").count - 1 >= 3)
    #expect(html.contains("\(scene), variation toolbar=58"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
  }

  @Test func aReportThatCannotBeWrittenStopsTheRunBeforeItStarts() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("form.yaml", ExploreCommandTests.taller)
    let path = folder.path + "/missing/report.html"
    let run = ToolRun(["explore", scene, "--report", path])
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(run.error == "kbreplay: error: cannot write \(path): No such file or directory\n")
  }

  @Test func noTemporaryFileIsLeftBesideTheReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("form.yaml", ExploreCommandTests.taller)
    _ = ToolRun(["explore", scene, "--report", folder.path + "/report.html"])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["form.yaml", "report.html"])
  }
}
