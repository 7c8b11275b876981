import KeyboardAvoidance
import Replay
import Testing

@testable import Report

/// Event ticks and labels under the time axis.
@Suite struct EventMarksTests {
  static let time = PlotScale(
    lower: 0, upper: 2.2, start: PlotLayout.left, end: PlotLayout.right)

  @Test func eachTimeGetsATickAndTheMostTellingLabel() throws {
    let trace = try ReportFixtures.trace(of: ReportFixtures.passwordScene())
    let marks = EventMarks(
      trace.runs[1].events, viewIDs: trace.runs[1].viewIDs, time: Self.time, axis: 100)
    #expect(marks.labels.map(\.text) == ["tap password", "tap form"])
    // Taps and the will-notifications at 0.1 s and 1.2 s; did-notifications at 0.35 s and later.
    #expect(marks.majorTicks.filter { $0 == "M" }.count == 2)
    #expect(marks.minorTicks.filter { $0 == "M" }.count == 2)
    #expect(
      marks.labels[0].tooltip == """
        0.1000  tap 196.50,662.00 -> password
        0.1000  focus password
        0.1000  keyboardWillChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7
        0.1000  keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
        """)
    #expect(marks.labels[0].x == Self.time.pixel(0.1) + 2)
    #expect(marks.labels[0].y == PlotLayout.eventLanes[0])
  }

  @Test func labelsThatDoNotFitAreLeftOutAndLongGroupsShortened() {
    let note = KeyboardNotification(
      name: .keyboardWillHide, begin: Rect(x: 0, y: 516, width: 393, height: 336),
      end: Rect(x: 0, y: 852, width: 393, height: 336), timing: .keyboardDefault)
    var events: [TraceEvent] = []
    for index in 0..<200 {
      events.append(TraceEvent(time: Int64(index) * 5_000, kind: .focus(index)))
    }
    for _ in 0..<8 {
      events.append(TraceEvent(time: 2_190_000, kind: .notification(note)))
    }
    let viewIDs = (0..<200).map { "field\($0)" }
    let marks = EventMarks(events, viewIDs: viewIDs, time: Self.time, axis: 100)
    // 200 focus changes 5 ms apart: three lanes hold a few labels, the rest are ticks only.
    #expect(marks.labels.count < 30)
    #expect(Set(marks.labels.map(\.y)).count == 3)
    let last = marks.labels.last
    #expect(last?.text == "hide")
    #expect(last?.isAnchoredAtEnd == true)
    #expect(last?.tooltip.hasSuffix("\nand 2 more") == true)
  }

  @Test(arguments: [
    ([TraceEvent.Kind.focus(nil)], "focus none"),
    ([.tap(Point(x: 1, y: 1), hit: .keyboard), .focus(0)], "tap keyboard"),
    ([.focus(0), .tap(Point(x: 1, y: 1), hit: .nothing)], "tap nothing"),
    ([.focus(0), .tap(Point(x: 1, y: 1), hit: .view(1))], "tap b"),
    ([.focus(1)], "focus b"),
  ])
  func labelsPreferTapsThenFocusThenShowAndHide(kinds: [TraceEvent.Kind], label: String) {
    let group = kinds.map { TraceEvent(time: 0, kind: $0) }
    #expect(EventMarks.label(for: group[...], viewIDs: ["a", "b"]) == label)
  }
}
