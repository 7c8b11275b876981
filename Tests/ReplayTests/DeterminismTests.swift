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

  /// Every sample's keyboard, keyboard frame's top and paddings, as bits (telling 0 from -0).
  static func bits(of run: TraceRun) -> [UInt64] {
    run.samples.flatMap { sample in
      [sample.keyboard.bitPattern, sample.keyboardFrame.minY.bitPattern]
        + sample.paddings.map(\.bitPattern)
    }
  }

  @Test func aSpringTableKeptFromReplayToReplayGivesTheTracesOfFreshOnes() throws {
    // Scenes at three frame rates, interleaved, so that the kept table is filled, read at
    // offsets another scene filled, and replaced when the rate changes.
    var scenes: [Scene] = []
    for scene in F.variedScenes() {
      for fps in [60, 30, 60, 120] {
        var copy = scene
        copy.fps = fps
        scenes.append(copy)
      }
    }
    var springs = SpringFrames(fps: 0)
    for scene in scenes + scenes.reversed() {
      let kept = try Replayer.replay(scene, springs: &springs)
      let fresh = try Replayer.replay(scene)
      #expect(kept == fresh, "\(scene.title) at \(scene.fps) fps")
      for (keptRun, freshRun) in zip(kept.runs, fresh.runs) {
        #expect(Self.bits(of: keptRun) == Self.bits(of: freshRun))
      }
    }
    #expect(springs.fps == 60)
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
