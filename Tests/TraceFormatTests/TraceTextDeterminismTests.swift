import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing
import TraceFormat

/// The trace's text and JSON: the same bytes for the same scene, on any thread.
@Suite struct TraceTextDeterminismTests {
  typealias F = SceneFixtures

  static func render(_ scene: Scene) throws -> String {
    let trace = try Replayer.replay(scene)
    return trace.text(sourceName: "s.yaml") + trace.json(sourceName: "s.yaml")
  }

  @Test func replayingTwiceGivesTheSameBytes() throws {
    for scene in F.variedScenes() {
      #expect(try Array(Self.render(scene).utf8) == Array(Self.render(scene).utf8))
    }
  }

  @Test func concurrentReplaysMatchSerialOnes() async throws {
    let scenes = F.variedScenes()
    let serial = try scenes.map(Self.render)
    let copies = 8
    let concurrent = await withTaskGroup(of: (Int, String).self) { group in
      for copy in 0..<copies {
        for (index, scene) in scenes.enumerated() {
          group.addTask { (copy * scenes.count + index, (try? Self.render(scene)) ?? "") }
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
