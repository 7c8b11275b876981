import KeyboardAvoidance
import Replay
import Testing

@testable import Report

/// Drags' spans and releases' marks under the time axis (docs/report.md#what-it-shows).
@Suite struct DragMarksTests {
  static let time = PlotScale(lower: 0, upper: 3.3, start: PlotLayout.left, end: PlotLayout.right)

  /// A pixel position as path data prints it.
  static func x(_ seconds: Double) -> String {
    SVGNumber.text(time.pixel(seconds))
  }

  /// The width between two times, in the tenths a band is drawn with, as path data prints it.
  static func width(from start: Double, to end: Double) -> String {
    SVGNumber.text(tenths: time.tenths(end) - time.tenths(start))
  }

  static func drag(at seconds: Double, duration: Double, y: Double = 800) -> TraceEvent {
    TraceEvent(
      time: Int64((seconds * 1_000_000).rounded()),
      kind: .drag(
        from: Point(x: 200, y: 400), to: Point(x: 200, y: y),
        duration: Int64((duration * 1_000_000).rounded()), scrollView: 1))
  }

  static func release(at seconds: Double, _ result: TraceEvent.Release) -> TraceEvent {
    TraceEvent(time: Int64((seconds * 1_000_000).rounded()), kind: .release(result))
  }

  @Test func eachDragSpansItsFingersPathAndItsReleaseIsMarkedAtItsEnd() throws {
    let trace = try Replayer.replay(ReportFixtures.scrollScene())
    let run = trace.runs[0]
    let marks = DragMarks(run.events, viewIDs: run.viewIDs, time: Self.time, row: 271)
    #expect(marks.stretches.count == 2)
    // From 1 s to 1.5 s: content dragged up, the keyboard not held.
    let first = marks.stretches[0]
    #expect(
      first.band
        == "M\(Self.x(1)) 272h\(Self.width(from: 1, to: 1.5))v3h-\(Self.width(from: 1, to: 1.5))z")
    #expect(first.dismissals.isEmpty)
    #expect(first.restorations.isEmpty)
    #expect(first.tooltip == "1.0000  drag 200.00,300.00 -> 200.00,200.00 0.5 -> list")
    // From 2 s to 2.3 s: the finger holds the keyboard and lets go below its middle.
    let second = marks.stretches[1]
    #expect(second.start == Self.time.pixel(2))
    #expect(second.end == Self.time.pixel(2.3))
    #expect(second.band.hasPrefix("M\(Self.x(2)) 272h\(Self.width(from: 2, to: 2.3))v3"))
    let tip = Self.time.tenths(2.3)
    #expect(
      second.dismissals
        == "M\(SVGNumber.text(tenths: tip - 30)) 271h6l-3 5z")
    #expect(second.restorations.isEmpty)
    #expect(
      second.tooltip == """
        2.0000  drag 200.00,400.00 -> 200.00,800.00 0.3 -> list
        2.3000  release dismiss
        """)
  }

  @Test func aRestoreIsMarkedPointingUp() {
    let events = [Self.drag(at: 0.5, duration: 0.25, y: 600), Self.release(at: 0.75, .restore)]
    let marks = DragMarks(events, viewIDs: ["root", "list"], time: Self.time, row: 271)
    #expect(marks.stretches.count == 1)
    let tip = Self.time.tenths(0.75)
    #expect(marks.stretches[0].restorations == "M\(SVGNumber.text(tenths: tip - 30)) 276h6l-3 -5z")
    #expect(marks.stretches[0].dismissals.isEmpty)
    #expect(marks.stretches[0].tooltip.hasSuffix("\n0.7500  release restore"))
  }

  @Test func overlappingDragsAreOneSpanWithTheirEntriesInOrder() {
    // A drag during a hold ends it without a release; the release at 1.6 s is the second's.
    let events = [
      Self.drag(at: 1, duration: 0.6), Self.drag(at: 1.2, duration: 0.4),
      Self.release(at: 1.6, .dismiss), Self.drag(at: 3, duration: 0.2),
    ]
    let marks = DragMarks(events, viewIDs: ["root", "list"], time: Self.time, row: 271)
    #expect(marks.stretches.count == 2)
    #expect(marks.stretches[0].start == Self.time.pixel(1))
    #expect(marks.stretches[0].end == Self.time.pixel(1.6))
    #expect(marks.stretches[0].dismissals.filter { $0 == "M" }.count == 1)
    #expect(
      marks.stretches[0].tooltip.split(separator: "\n").map { $0.prefix(6) } == [
        "1.0000", "1.2000", "1.6000",
      ])
    #expect(marks.stretches[1].start == Self.time.pixel(3))
  }

  @Test func aTooShortDragIsStillAPixelWide() {
    let marks = DragMarks(
      [Self.drag(at: 1, duration: 0.000_001)], viewIDs: ["root", "list"], time: Self.time,
      row: 271)
    #expect(marks.stretches[0].band == "M\(Self.x(1)) 272h1v3h-1z")
  }

  @Test func thePlotDrawsTheSpansWithTheirTooltipsAndLabelsTheDrags() throws {
    let trace = try Replayer.replay(ReportFixtures.scrollScene())
    let run = trace.runs[0]
    let svg = RunPlot(
      trace: trace, run: run, golden: nil, divergence: nil, moments: SettledMoments(run.samples)
    ).svg()
    #expect(svg.components(separatedBy: "<path class=\"drag\" \(ReportStyle.dragSpan)").count == 3)
    #expect(
      svg.contains(
        "<g><title>2.0000  drag 200.00,400.00 -&gt; 200.00,800.00 0.3 -&gt; list\n"
          + "2.3000  release dismiss</title><path class=\"drag\""))
    #expect(svg.components(separatedBy: "<path class=\"release dismiss\"").count == 2)
    #expect(!svg.contains("release restore"))
    let labels = EventMarks(
      run.events, viewIDs: run.viewIDs, time: Self.time, axis: PlotLayout.paddingBottom
    ).labels.map(\.text)
    #expect(labels.contains("drag list"))
    #expect(labels.contains("release dismiss"))
  }
}
