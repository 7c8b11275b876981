import KeyboardAvoidance
import SceneModel
import TestSupport
import Testing

@testable import Replay

/// Authored events resolved once per replay: ids to nodes, animations to timings, in order.
@Suite struct TimelineEventTests {
  typealias F = SceneFixtures

  static func timeline(_ events: [SceneEvent]) -> [TimelineEvent] {
    World(scene: F.scene(F.passwordScreen(), events: events)).events
  }

  @Test func idsResolveToNodesAndUnknownOrUnfocusableOnesToNothing() {
    // Nodes in pre-order: screen 0, email 1, password 2, submit 3.
    let actions = Self.timeline([
      F.event(0, .tapView("password")), F.event(0, .tapView("missing")),
      F.event(0, .focus("email")), F.event(0, .focus("submit")), F.event(0, .focus("nope")),
      F.event(0, .focus(nil)), F.event(0, .tapPoint(Point(x: 1, y: 2))),
    ]).map(\.action)
    #expect(
      actions == [
        .tapNode(2), .nothing, .focus(1), .nothing, .nothing, .focus(nil),
        .tapPoint(Point(x: 1, y: 2)),
      ])
  }

  @Test func animationsBecomeTimings() {
    let animation = KeyboardAnimation(duration: 300_000, curve: .easeIn)
    let frame = F.rect(0, 500, 393, 352)
    let actions = Self.timeline([
      F.event(0, .keyboardHeight(300, animation)), F.event(0, .keyboardFrame(frame, animation)),
      F.event(0, .hardwareKeyboard(true)),
    ]).map(\.action)
    let timing = AnimationTiming(curve: .easeIn, duration: 300_000)
    #expect(
      actions == [
        .keyboardHeight(300, timing), .keyboardFrame(frame, timing), .hardwareKeyboard(true),
      ])
  }

  @Test func eventsAreSortedStablyByTime() {
    let events = Self.timeline([
      F.event(200, .focus("email")), F.event(100, .focus("password")),
      F.event(200, .focus(nil)), F.event(100, .tapView("email")),
    ])
    #expect(events.map(\.at) == [100, 100, 200, 200])
    #expect(events.map(\.action) == [.focus(2), .tapNode(1), .focus(1), .focus(nil)])
  }
}
