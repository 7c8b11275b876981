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
