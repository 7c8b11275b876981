import KBReplay
import Testing

/// `withSceneTesting` sets the record mode and tolerance of the calls inside it; scopes nest,
/// the call's own argument beats the scope, and the scope beats `KBREPLAY_RECORD` (which is
/// then not read at all). The environment is passed to `SceneVerification` rather than set with
/// `setenv`, which would race with the tests running beside these.
@Suite struct WithSceneTestingTests {
  /// Verifies `path` as `verifyScene` does, reading `environment` instead of the process's.
  static func verify(
    _ path: String, record: RecordMode? = nil, tolerance: Double? = nil,
    environment: [String: String] = [:]
  ) -> String? {
    SceneVerification(environment: environment).message(
      for: path, strategies: [LiftAboveKeyboard()], record: record, tolerance: tolerance,
      sourceFile: ModeProbe.sourceFile)
  }

  @Test(arguments: RecordMode.allCases)
  func theScopeSetsTheRecordMode(_ mode: RecordMode) throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(record: mode) { probe.mode { Self.verify($0) } }
    #expect(observed == mode.rawValue)
  }

  @Test(arguments: RecordMode.allCases)
  func theScopeSetsTheRecordModeOfVerifyScene(_ mode: RecordMode) throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(record: mode) {
      probe.mode {
        verifyScene($0, strategies: probe.lift, filePath: TestPackage.sourceFile)
      }
    }
    #expect(observed == mode.rawValue)
  }

  @Test func outsideAnyScopeTheEnvironmentDecides() throws {
    let missing = try ModeProbe()
    defer { missing.remove() }
    #expect(missing.mode { Self.verify($0, environment: [:]) } == "missing")
    let onCI = try ModeProbe()
    defer { onCI.remove() }
    #expect(onCI.mode { Self.verify($0, environment: ["CI": "true"]) } == "never")
    let variable = try ModeProbe()
    defer { variable.remove() }
    #expect(variable.mode { Self.verify($0, environment: ["KBREPLAY_RECORD": "all"]) } == "all")
  }

  @Test func theScopeBeatsKBReplayRecordAndCI() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let environment = ["KBREPLAY_RECORD": "all", "CI": "true"]
    let observed = withSceneTesting(record: .missing) {
      probe.mode { Self.verify($0, environment: environment) }
    }
    #expect(observed == "missing")
  }

  @Test func anInvalidKBReplayRecordIsNotReadWhenAScopeSetsTheMode() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let environment = ["KBREPLAY_RECORD": "sometimes"]
    let observed = withSceneTesting(record: .failed) {
      probe.mode { Self.verify($0, environment: environment) }
    }
    #expect(observed == "failed")
  }

  @Test func aScopeThatSetsOnlyTheToleranceLeavesTheModeToTheEnvironment() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let message = withSceneTesting(tolerance: 0.5) {
      Self.verify(probe.differing, environment: ["KBREPLAY_RECORD": "sometimes"])
    }
    #expect(
      message
        == "environment variable KBREPLAY_RECORD takes auto, never, missing, failed or all, "
        + "not 'sometimes'")
  }

  @Test func theCallsOwnModeBeatsTheScope() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(record: .never) {
      probe.mode { Self.verify($0, record: .all) }
    }
    #expect(observed == "all")
  }

  @Test func theInnermostScopeThatSetsTheModeWins() throws {
    let inner = try ModeProbe()
    defer { inner.remove() }
    let outer = try ModeProbe()
    defer { outer.remove() }
    let unset = try ModeProbe()
    defer { unset.remove() }
    let after = try ModeProbe()
    defer { after.remove() }
    var observed: [String] = []
    withSceneTesting(record: .never) {
      withSceneTesting(record: .failed) {
        observed.append(inner.mode { Self.verify($0) })
      }
      withSceneTesting(tolerance: 0.01) {
        observed.append(unset.mode { Self.verify($0) })
      }
      observed.append(outer.mode { Self.verify($0) })
    }
    observed.append(after.mode { Self.verify($0, environment: [:]) })
    #expect(observed == ["failed", "never", "never", "missing"])
  }

  @Test func theScopeSetsTheTolerance() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(tolerance: 0.5) {
      probe.tolerance { Self.verify($0, record: .never) }
    }
    #expect(observed == "0.5")
  }

  @Test func theInnermostScopeThatSetsTheToleranceWinsAndTheCallsOwnBeatsIt() throws {
    let probes = try (0..<4).map { _ in try ModeProbe() }
    defer { for probe in probes { probe.remove() } }
    var observed: [String] = []
    withSceneTesting(tolerance: 0.5) {
      withSceneTesting(record: .never, tolerance: 2) {
        observed.append(probes[0].tolerance { Self.verify($0) })
        observed.append(probes[1].tolerance { Self.verify($0, tolerance: 0.25) })
      }
      withSceneTesting(record: .never) {
        observed.append(probes[2].tolerance { Self.verify($0) })
      }
    }
    observed.append(probes[3].tolerance { Self.verify($0, record: .never) })
    #expect(observed == ["2", "0.25", "0.5", "0.01"])
  }

  @Test(arguments: [(-1, "-1"), (Double.nan, "nan"), (Double.infinity, "inf")])
  func aScopesInvalidToleranceIsNamed(tolerance: Double, printed: String) throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let message = withSceneTesting(tolerance: tolerance) {
      Self.verify(probe.close, record: .never)
    }
    #expect(message == "tolerance must be a finite number at least 0; found \(printed)")
  }

  @Test func theCallsValidToleranceBeatsTheScopesInvalidOne() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(tolerance: -1) {
      probe.tolerance { Self.verify($0, record: .never, tolerance: 0.25) }
    }
    #expect(observed == "0.25")
  }

  @Test func theSynchronousFormReturnsAndRethrows() {
    struct Stop: Error {}
    #expect(withSceneTesting(record: .never) { 42 } == 42)
    #expect(throws: Stop.self) { try withSceneTesting(record: .never) { throw Stop() } }
  }
}
