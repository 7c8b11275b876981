import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// The largest scene the loader accepts replays whole. Its speed is measured by
/// `Scripts/bench/bench-replay.sh`; the time limit here only stops a replay that never ends.
@Suite struct ReplayScaleTests {
  typealias F = SceneFixtures

  /// 100,000 events, one every 36 ms, over until = 3600 s at 60 fps (216,001 samples).
  static func largestScene() -> Scene {
    let actions: [SceneEvent.Action] = [
      .tapView("password"), .keyboardHeight(291, KeyboardAnimation()), .tapView("email"),
      .tapPoint(Point(x: 200, y: 100)),
    ]
    let events = (0..<100_000).map { index in
      F.event(Microseconds(index) * 36_000, actions[index % actions.count])
    }
    return F.scene(
      F.passwordScreen(), events: events, strategies: ["classic"], until: 3_600_000_000)
  }

  @Test(.timeLimit(.minutes(1)))
  func largestSceneReplaysWhole() throws {
    let trace = try Replayer.replay(Self.largestScene())
    let run = try #require(trace.runs.first)
    #expect(run.samples.count == 216_001)
    // Each cycle of four events (36 ms apart) logs 18 entries: the password tap 6 (tap, focus,
    // two wills, two dids), the height change 4 (a docked keyboard reposts), the email tap 2
    // (focus moves, no posting), the tap on the screen 6 (tap, focus none, two wills, two dids).
    // Dids are due 0.25 s after their posting; the last ones past until = 3600 s are not logged:
    // the hide at 3599.820 s (2), and the last cycle's show, height change and hide at
    // 3599.856, 3599.892 and 3599.964 s (6).
    #expect(run.events.count == 25_000 * 18 - 8)
  }
}
