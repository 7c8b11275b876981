import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// Ordering of authored events and posting endings, seen through the event log.
@Suite struct EventQueueTests {
  typealias F = SceneFixtures

  @Test func dueDidNotificationsComeBeforeAuthoredEventsAtEqualTimes() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [F.event(350_000, .focus(nil)), F.event(100_000, .focus("password"))])
    let log = try Replayer.replay(scene).run(.adaptive).eventSummary
    // The show posted at 0.1 s ends at 0.35 s, the time of the authored resign, and goes first.
    #expect(
      log.filter { $0.hasPrefix("350000") } == [
        "350000 keyboardDidChangeFrame", "350000 keyboardDidShow", "350000 focus none",
        "350000 keyboardWillChangeFrame", "350000 keyboardWillHide",
      ])
  }

  @Test func equalTimesKeepFileOrder() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .focus("email")), F.event(100_000, .focus("password")),
        F.event(100_000, .focus("email")),
      ])
    let focus = try Replayer.replay(scene).run(.adaptive).eventSummary.filter {
      $0.contains("focus")
    }
    #expect(focus == ["100000 focus email", "100000 focus password", "100000 focus email"])
  }

  @Test func supersededPostingsStillDeliverTheirDidNotificationsInTimeOrder() throws {
    let slow = KeyboardAnimation(duration: 600_000, curve: .easeInOut)
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(0, .keyboardFrame(F.rect(0, 500, 393, 352), slow)),
        F.event(100_000, .keyboardHeight(300, KeyboardAnimation(duration: 0, curve: .linear))),
      ])
    let run = try Replayer.replay(scene).run(.adaptive)
    // The first posting ends at 0.6 s; the second (to the docked 300 pt frame, since the
    // keyboard is visible and docked) ends at once, at 0.1 s, before it.
    #expect(
      run.eventSummary == [
        "0 keyboardWillChangeFrame", "0 keyboardWillShow", "100000 keyboardWillChangeFrame",
        "100000 keyboardWillShow", "100000 keyboardDidChangeFrame", "100000 keyboardDidShow",
        "600000 keyboardDidChangeFrame", "600000 keyboardDidShow",
      ])
    guard case .notification(let late)? = run.events.last?.kind else {
      Issue.record("expected a notification")
      return
    }
    #expect(late.end == F.rect(0, 500, 393, 352))
  }
}
