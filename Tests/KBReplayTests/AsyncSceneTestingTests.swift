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

  @Test func theSettingsHoldInChildTasksButNotInDetachedOnes() async throws {
    let probes = try (0..<3).map { _ in try ModeProbe() }
    defer { for probe in probes { probe.remove() } }
    let verify: @Sendable (String) -> String? = {
      WithSceneTestingTests.verify($0, record: .never)
    }
    let observed = await withSceneTesting(tolerance: 0.5) {
      async let child = probes[0].tolerance(verify)
      let grouped = await withTaskGroup(of: String.self) { group in
        group.addTask { probes[1].tolerance(verify) }
        return await group.next() ?? "no result"
      }
      let detached = await Task.detached { probes[2].tolerance(verify) }.value
      return [await child, grouped, detached]
    }
    #expect(observed == ["0.5", "0.5", "0.01"])
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
