import KeyboardAvoidance
import Replay
import Testing

@testable import Report

/// The return key's marks (docs/report.md#what-it-shows).
@Suite struct ReturnKeyMarksTests {
  @Test func aReturnIsLabelledWithTheInputItWasPressedIn() {
    let events = [
      TraceEvent(time: 100_000, kind: .returnKey(nil)),
      TraceEvent(time: 900_000, kind: .returnKey(0)), TraceEvent(time: 900_000, kind: .focus(1)),
    ]
    let marks = EventMarks(
      events, viewIDs: ["email", "password"], time: EventMarksTests.time, axis: 100)
    // At 0.9 s the return outranks the focus change it causes.
    #expect(marks.labels.map(\.text) == ["return none", "return email"])
    #expect(marks.labels[1].tooltip == "0.9000  return email\n0.9000  focus password")
    #expect(marks.majorTicks.filter { $0 == "M" }.count == 2)
  }
}
