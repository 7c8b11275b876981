import Foundation
import Replay
import Testing

@testable import Report

/// A run's plot: one path per curve, where the field's curve breaks, what is shaded, and what
/// a long run costs.
@Suite struct RunPlotTests {
  typealias Fixtures = ReportFixtures

  static func plot(_ trace: Trace, run index: Int) -> String {
    let run = trace.runs[index]
    return RunPlot(
      trace: trace, run: run, golden: nil, divergence: nil, moments: SettledMoments(run.samples)
    ).svg()
  }

  /// The `d` of each path with the class, in order.
  static func paths(_ svg: String, class className: String) -> [String] {
    svg.components(separatedBy: "<path class=\"\(className)\" d=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func eachCurveIsOnePath() throws {
    let trace = try Fixtures.trace(of: Fixtures.passwordScene())
    for index in trace.runs.indices {
      let svg = Self.plot(trace, run: index)
      for name in ["kb", "field", "pad0", "grid", "axis", "ev", "ev-did"] {
        #expect(Self.paths(svg, class: name).count == 1, "\(name)")
      }
      #expect(!svg.contains("golden"))
      #expect(!svg.contains("class=\"div\""))
    }
  }

  @Test func theFieldsCurveRunsWhileItIsFocused() throws {
    let trace = try Fixtures.trace(of: Fixtures.passwordScene())
    // classic: focused from 0.1 s to 1.2 s, so one line from x(0.1) to x(1.2).
    let field = try #require(Self.paths(Self.plot(trace, run: 1), class: "field").first)
    #expect(field.filter { $0 == "M" }.count == 1)
    let time = PlotScale(lower: 0, upper: 2.2, start: PlotLayout.left, end: PlotLayout.right)
    #expect(field.hasPrefix("M\(SVGNumber.text(time.pixel(0.1))) "))
    // Moving focus to another field starts another line.
    let switching = try Fixtures.trace(
      of: Fixtures.passwordScene().replacingOccurrences(
        of: "  - {at: 1.2, tap: [200, 100]}", with: "  - {at: 1.2, focus: email}"))
    let twoFields = try #require(Self.paths(Self.plot(switching, run: 1), class: "field").first)
    #expect(twoFields.filter { $0 == "M" }.count == 2)
  }

  @Test func coveredStretchesAreShaded() throws {
    let trace = try Fixtures.trace(of: Fixtures.passwordScene())
    // none: the field is covered from 0.2 s until the keyboard is gone again.
    let none = Self.paths(Self.plot(trace, run: 0), class: "covered")
    #expect(none.count == 1)
    #expect(none.first?.filter { $0 == "M" }.count == 1)
    // adaptive never lets it be covered.
    #expect(Self.paths(Self.plot(trace, run: 2), class: "covered").isEmpty)
  }

  @Test func settledMomentsAreNumberedOnThePlot() throws {
    let trace = try Fixtures.trace(of: Fixtures.passwordScene())
    let svg = Self.plot(trace, run: 1)
    #expect(svg.components(separatedBy: "<circle class=\"moment\"").count - 1 == 3)
    #expect(svg.contains(">3</text>"))
  }

  /// The `d` of each path with the class and presentation attributes, in order.
  static func paths(_ svg: String, class className: String, attributes: String) -> [String] {
    svg.components(separatedBy: "<path class=\"\(className)\" \(attributes) d=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func eachScrollViewsOffsetAndInsetAreCurvesOfThePaddingPanel() throws {
    let trace = try Replayer.replay(Fixtures.scrollScene())
    // naive: the inset is the keyboard's height, 336, from the tap at 0.1 s to the dismissal at
    // 2.3 s. The offset scrolls the notes field over it (262), follows the finger up by 100 from
    // 1 s to 1.5 s, then down to 0 from 2 s, which it reaches by 2.3 s.
    let svg = Self.plot(trace, run: 0)
    let offset = Self.paths(svg, class: "offset", attributes: ReportStyle.offsetCurve(0))
    let inset = Self.paths(svg, class: "inset", attributes: ReportStyle.contentInsetCurve(0))
    #expect(offset.count == 1)
    #expect(inset.count == 1)
    let time = PlotScale(lower: 0, upper: 3.3, start: PlotLayout.left, end: PlotLayout.right)
    func x(_ seconds: Double) -> Double { Double(SVGNumber.text(time.pixel(seconds))) ?? .nan }
    let offsetPoints = Fixtures.vertices(of: try #require(offset.first))
    let insetPoints = Fixtures.vertices(of: try #require(inset.first))
    // The panel's 0 is where both curves start; its scale, from two points of a straight ramp.
    let zero = try #require(offsetPoints.first)
    #expect(zero.x == x(0))
    #expect(insetPoints.first?.y == zero.y)
    let top = try #require(offsetPoints.first { $0.x == x(1.5) })
    let dragStart = try #require(offsetPoints.first { $0.x == x(1) })
    let perPoint = (zero.y - top.y) / 362
    #expect(perPoint > 0)
    #expect(abs((zero.y - dragStart.y) / perPoint - 262) < 1)
    // The drag is linear: every vertex between its ends is on the line between them (to the
    // tenth of a pixel the points are rounded to), and the highest value is at its end.
    for point in offsetPoints where point.x > x(1) && point.x < x(1.5) {
      let along = (point.x - dragStart.x) / (top.x - dragStart.x)
      #expect(abs(point.y - (dragStart.y + along * (top.y - dragStart.y))) < 0.15, "\(point)")
    }
    #expect(offsetPoints.map(\.y).min() == top.y)
    #expect(offsetPoints.last?.y == zero.y)
    // The inset steps to 336 at 0.1 s and back to 0 at 2.3 s, and holds in between.
    #expect(insetPoints.contains { $0.x == x(0.1) && abs((zero.y - $0.y) / perPoint - 336) < 1 })
    #expect(insetPoints.contains { $0.x == x(2.3) && $0.y == zero.y })
    #expect(!insetPoints.contains { $0.x > x(0.1) && $0.x < x(2.2833) })
    // The legend names them; there is no padding to name.
    #expect(svg.contains(">offset.list</text>"))
    #expect(svg.contains(">contentInset.list</text>"))
    #expect(!svg.contains(">padding</text>"))
    #expect(svg.contains("rotate(-90)\" text-anchor=\"middle\">offset, pt</text>"))
    #expect(Self.paths(svg, class: "pad0").isEmpty)
  }

  @Test func scenesWithoutScrollViewsKeepTheirLegendAndTitles() throws {
    let trace = try Fixtures.trace(of: Fixtures.passwordScene())
    let svg = Self.plot(trace, run: 1)
    #expect(svg.contains(">padding</text>"))
    #expect(svg.contains(">padding, pt</text>"))
    #expect(
      svg.contains(
        "<title>classic: keyboard top edge, focused field bottom edge and padding over time"
          + "</title>"))
    for absent in ["offset", "inset", "drag", "release", "and 1 more"] {
      #expect(!svg.contains("class=\"\(absent)"), "\(absent)")
    }
  }

  @Test func aGoldenCarriesTheOffsetAndInsetColumns() throws {
    let trace = try Replayer.replay(Fixtures.scrollScene())
    let golden = try Fixtures.editedScrollGolden(of: trace, from: 1.5, points: 10)
    let run = trace.runs[0]
    let held = try #require(
      GoldenRun(
        golden, strategy: run.strategy, containerIDs: [], scrollViewIDs: trace.scrollViewIDs))
    let svg = RunPlot(
      trace: trace, run: run, golden: held, divergence: nil, moments: SettledMoments(run.samples)
    ).svg()
    let actual = try #require(
      Self.paths(svg, class: "offset", attributes: ReportStyle.offsetCurve(0)).first)
    let dashed = try #require(
      Self.paths(svg, class: "offset golden", attributes: ReportStyle.offsetCurve(0)).first)
    #expect(
      Self.paths(svg, class: "inset golden", attributes: ReportStyle.contentInsetCurve(0)).count
        == 1)
    // The golden's offset is 10 points higher from 1.5 s on: drawn above the replayed one there.
    let time = PlotScale(lower: 0, upper: 3.3, start: PlotLayout.left, end: PlotLayout.right)
    let at = Double(SVGNumber.text(time.pixel(1.5)))
    let replayedTop = try #require(Fixtures.vertices(of: actual).first { $0.x == at })
    let goldenTop = try #require(Fixtures.vertices(of: dashed).first { $0.x == at })
    #expect(goldenTop.y < replayedTop.y)
    #expect(svg.contains(", with the golden dashed</title>"))
  }

  @Test func scrollViewsThatDoNotFitTheLegendAreCounted() {
    let long = "a-scroll-view-with-a-long-name"
    let panel = PlotMarks.PaddingPanel(hasPadding: false, scrollViewIDs: ["l", long])
    let legend = PlotMarks.legend(hasGolden: false, hasDivergence: false, panel: panel)
    #expect(legend.contains(">offset.l</text>"))
    #expect(legend.contains(">contentInset.l</text>"))
    #expect(!legend.contains(">offset.\(long)</text>"))
    #expect(
      legend.contains(
        "<g><title>offset.\(long)\ncontentInset.\(long)</title><text class=\"legend\""))
    #expect(legend.contains(">and 2 more</text></g>"))
    #expect(legend.contains(">covered</text>"))
    // With the golden's entry there is room for one scroll entry less; the fixed entries stay.
    let crowded = PlotMarks.legend(hasGolden: true, hasDivergence: false, panel: panel)
    #expect(crowded.contains(">offset.l</text>"))
    #expect(!crowded.contains(">contentInset.l</text>"))
    #expect(crowded.contains(">and 3 more</text></g>"))
    #expect(crowded.contains(">golden</text>"))
    // One scroll view fits beside the paddings, with its own swatches.
    let one = PlotMarks.legend(
      hasGolden: false, hasDivergence: false,
      panel: PlotMarks.PaddingPanel(hasPadding: true, scrollViewIDs: ["list"]))
    #expect(one.contains("class=\"offset swatch\" \(ReportStyle.offsetCurve(0))"))
    #expect(one.contains("class=\"inset swatch\" \(ReportStyle.contentInsetCurve(0))"))
    for name in ["padding", "offset.list", "contentInset.list", "covered"] {
      #expect(one.contains(">\(name)</text>"), "\(name)")
    }
    #expect(!one.contains("more"))
  }

  /// Ten minutes at 60 fps with a keyboard that never rests: 36,001 samples and 6,000 events
  /// make a plot of bounded size, about as large as a plot of a few seconds' run can get.
  @Test func aLongBusyRunMakesAPlotOfBoundedSize() throws {
    var events = ""
    for index in 0..<1_500 {
      // Times in tenths of a second, written exactly.
      func at(_ offset: Int) -> String {
        "\((index * 4 + offset) / 10).\((index * 4 + offset) % 10)"
      }
      events += "  - {at: \(at(0)), tap: field}\n"
      events += "  - {at: \(at(1)), keyboard: {height: \(250 + index % 90)}}\n"
      events += "  - {at: \(at(2)), focus: other}\n"
      events += "  - {at: \(at(3)), focus: none}\n"
    }
    let scene = """
      scene: Busy
      strategy: adaptive
      sampling: {fps: 60, until: 600}
      layout:
        view: screen
        frame: [0, 59, 393, 759]
        keyboardAdaptive: true
        children:
          - textField: field
            frame: [16, 640, 361, 44]
          - textField: other
            frame: [16, 500, 361, 44]
      events:

      """ + events
    let trace = try Fixtures.trace(of: scene)
    #expect(trace.runs[0].samples.count == 36_001)
    let svg = Self.plot(trace, run: 0)
    for name in ["kb", "field", "pad0"] {
      #expect(try #require(Self.paths(svg, class: name).first).utf8.count < 40_000, "\(name)")
    }
    #expect(svg.utf8.count < 150_000)
    #expect(svg.components(separatedBy: "<text class=\"ev\"").count - 1 <= 3 * 120)
  }
}
