import KeyboardAvoidance
import Replay
import SceneModel
import Testing

@Suite struct DeterminismTests {
  typealias F = SceneFixtures

  /// A few different scenes, so that concurrent replays do not all do the same work.
  static func scenes() -> [Scene] {
    let busy: [SceneEvent] = [
      F.event(100_000, .tapView("password")),
      F.event(400_000, .keyboardHeight(291, KeyboardAnimation())),
      F.event(700_000, .tapView("email")), F.event(900_000, .hardwareKeyboard(true)),
      F.event(1_200_000, .tapPoint(Point(x: 200, y: 100))),
    ]
    return [
      F.scene(F.passwordScreen(), events: busy, strategies: BuiltInStrategy.allCases.map(\.name)),
      F.scene(F.passwordScreen(), events: Array(busy.prefix(2)), strategies: ["classic"], fps: 120),
      F.scene(F.passwordScreen(), events: busy, strategies: ["adaptive"], device: F.ipad, fps: 30),
      F.scene(F.passwordScreen(), events: [], strategies: ["naive", "none"]),
    ]
  }

  static func render(_ scene: Scene) throws -> String {
    let trace = try Replayer.replay(scene)
    return trace.text(sourceName: "s.yaml") + trace.json(sourceName: "s.yaml")
  }

  @Test func replayingTwiceGivesTheSameBytes() throws {
    for scene in Self.scenes() {
      #expect(try Replayer.replay(scene) == Replayer.replay(scene))
      #expect(try Array(Self.render(scene).utf8) == Array(Self.render(scene).utf8))
    }
  }

  @Test func concurrentReplaysMatchSerialOnes() async throws {
    let scenes = Self.scenes()
    let serial = try scenes.map(Self.render)
    let copies = 8
    let concurrent = await withTaskGroup(of: (Int, String).self) { group in
      for copy in 0..<copies {
        for (index, scene) in scenes.enumerated() {
          group.addTask { (copy * scenes.count + index, try! Self.render(scene)) }
        }
      }
      var results = [String](repeating: "", count: copies * scenes.count)
      for await (slot, text) in group {
        results[slot] = text
      }
      return results
    }
    for (slot, text) in concurrent.enumerated() {
      #expect(text == serial[slot % scenes.count], "slot \(slot)")
    }
  }
}
