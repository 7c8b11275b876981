import KBReplay
import Testing

/// The asynchronous `withSceneTesting`: it runs its closure on the caller's actor, and its
/// settings hold on the task and its child tasks, not in a detached task.
@Suite struct AsyncSceneTestingTests {
  @MainActor @Test func aMainActorTestPassesAClosureThatUsesMainActorState() async throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    var observed: [String] = []
    await withSceneTesting(record: .all) {
      await Task.yield()
      observed.append(probe.mode { WithSceneTestingTests.verify($0) })
    }
    #expect(observed == ["all"])
  }

  @Test func theSettingsHoldInChildTasksButNotInDetachedOnes() async {
    let seen = await withSceneTesting(record: .failed, tolerance: 0.5) {
      async let child = SceneTestingScope.current
      let grouped = await withTaskGroup(of: SceneTestingScope.self) { group in
        group.addTask { SceneTestingScope.current }
        return await group.next()
      }
      let detached = await Task.detached { SceneTestingScope.current }.value
      return [await child, grouped, detached]
    }
    let inside = SceneTestingScope(record: .failed, tolerance: 0.5)
    #expect(seen == [inside, inside, SceneTestingScope()])
    #expect(SceneTestingScope.current == SceneTestingScope())
  }

  @Test func scopesNestAcrossTheTwoForms() async throws {
    let modeProbe = try ModeProbe()
    defer { modeProbe.remove() }
    let toleranceProbe = try ModeProbe()
    defer { toleranceProbe.remove() }
    let observed = await withSceneTesting(record: .never, tolerance: 0.5) {
      await Task.yield()
      return withSceneTesting(record: .missing) {
        [
          modeProbe.mode { WithSceneTestingTests.verify($0) },
          toleranceProbe.tolerance { WithSceneTestingTests.verify($0, record: .never) },
        ]
      }
    }
    #expect(observed == ["missing", "0.5"])
  }

  @Test func theAsynchronousFormRethrows() async {
    struct Stop: Error {}
    await #expect(throws: Stop.self) {
      try await withSceneTesting(record: .never) {
        await Task.yield()
        throw Stop()
      }
    }
  }
}
