import KBReplay
import Testing

/// `withSceneTesting` sets the record mode and tolerance of the `verifyScene` calls inside it;
/// scopes nest, the innermost that sets a value wins, and the call's own argument beats the
/// scope. (How a scope ranks against `KBREPLAY_RECORD`, which these tests cannot set without
/// racing, is `KBReplaySettingsTests`' part.)
@Suite struct WithSceneTestingTests {
  /// Verifies `path` with `lift` registered, resolving against the test package.
  static func verify(
    _ path: String, record: RecordMode? = nil, tolerance: Double? = nil
  ) -> String? {
    verifyScene(
      path, strategies: [LiftAboveKeyboard()], record: record, tolerance: tolerance,
      filePath: TestPackage.sourceFile)
  }

  @Test(arguments: RecordMode.allCases)
  func theScopeSetsTheRecordMode(_ mode: RecordMode) throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    let observed = withSceneTesting(record: mode) { probe.mode { Self.verify($0) } }
    #expect(observed == mode.rawValue)
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
    let probes = try (0..<3).map { _ in try ModeProbe() }
    defer { for probe in probes { probe.remove() } }
    var observed: [String] = []
    withSceneTesting(record: .never) {
      withSceneTesting(record: .failed) {
        observed.append(probes[0].mode { Self.verify($0) })
      }
      withSceneTesting(tolerance: 0.5) {
        observed.append(probes[1].mode { Self.verify($0) })
      }
      observed.append(probes[2].mode { Self.verify($0) })
    }
    #expect(observed == ["failed", "never", "never"])
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
    // Outside every scope: the default.
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
