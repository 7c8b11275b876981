import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

@Suite struct DeterminismTests {
  typealias F = SceneFixtures

  static func render(_ scene: Scene) throws -> Trace {
    try Replayer.replay(scene)
  }

  @Test func replayingTwiceGivesTheSameTrace() throws {
    for scene in F.variedScenes() {
      #expect(try Replayer.replay(scene) == Replayer.replay(scene))
    }
  }

  @Test func concurrentReplaysMatchSerialOnes() async throws {
    let scenes = F.variedScenes()
    let serial = try scenes.map(Self.render)
    let copies = 8
    let concurrent = await withTaskGroup(of: (Int, Trace?).self) { group in
      for copy in 0..<copies {
        for (index, scene) in scenes.enumerated() {
          group.addTask { (copy * scenes.count + index, try? Self.render(scene)) }
        }
      }
      var results = [Trace?](repeating: nil, count: copies * scenes.count)
      for await (slot, trace) in group {
        results[slot] = trace
      }
      return results
    }
    for (slot, trace) in concurrent.enumerated() {
      #expect(trace == serial[slot % scenes.count], "slot \(slot)")
    }
  }
}
