import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing
import TraceFormat

/// Log entries described as the text trace prints them.
@Suite struct TraceEventTests {
  typealias F = SceneFixtures

  @Test func descriptionsAreTheTraceTextsEventLines() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .tapView("password")), F.event(500_000, .tapPoint(Point(x: 1, y: 2))),
        F.event(700_000, .tapPoint(Point(x: 200, y: 800))), F.event(800_000, .focus(nil)),
      ])
    let trace = try Replayer.replay(scene)
    let text = trace.text(sourceName: "password.yaml")
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(" -> ") }
    let run = try trace.run(.adaptive)
    let described = run.events.filter {
      if case .focus = $0.kind { return false }
      return true
    }
    #expect(lines.count == described.count)
    for (line, event) in zip(lines, described) {
      #expect(line.hasSuffix("  " + event.kind.description(viewIDs: run.viewIDs)))
    }
    let ids = run.viewIDs
    #expect(run.events[0].kind.description(viewIDs: ids) == "tap 196.50,662.00 -> password")
    #expect(run.events[1].kind.description(viewIDs: ids) == "focus password")
    #expect(
      run.events[2].kind.description(viewIDs: ids)
        == "keyboardWillChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7")
    #expect(TraceEvent.Kind.focus(nil).description(viewIDs: []) == "focus none")
    #expect(
      TraceEvent.Kind.tap(Point(x: 1, y: 2), hit: .nothing).description(viewIDs: [])
        == "tap 1.00,2.00 -> none")
    #expect(
      TraceEvent.Kind.tap(Point(x: 1, y: 2), hit: .keyboard).description(viewIDs: [])
        == "tap 1.00,2.00 -> keyboard")
  }

  @Test(arguments: KeyboardNotification.Name.allCases)
  func notificationLinesStartWithTheNamesRawValue(name: KeyboardNotification.Name) throws {
    let frame = Rect(x: 0, y: 852, width: 393, height: 336)
    let note = KeyboardNotification(
      name: name, begin: frame, end: frame, timing: .keyboardDefault)
    #expect(
      TraceEvent.Kind.notification(note).description(viewIDs: []).hasPrefix(name.rawValue + " "))
  }

  @Test func viewsAreNamedByTheirIndexInTheRunsViewIDs() throws {
    let scene = F.scene(F.passwordScreen(), events: [F.event(100_000, .tapView("password"))])
    let trace = try Replayer.replay(scene)
    let run = try trace.run(.adaptive)
    // The scene's views in document order, as the layout has them.
    #expect(run.viewIDs == trace.layout.views.map(\.id))
    guard case .tap(_, .view(let hit)) = run.events[0].kind,
      case .focus(let focus?) = run.events[1].kind
    else {
      Issue.record("expected a tap on a view and a focus change, got \(run.events.prefix(2))")
      return
    }
    #expect(run.viewIDs[hit] == "password")
    #expect(run.viewIDs[focus] == "password")
    #expect(trace.layout.index(of: "password") == hit)
    #expect(
      TraceEvent.Kind.focus(1).description(viewIDs: ["a", "b"]) == "focus b")
  }
}
