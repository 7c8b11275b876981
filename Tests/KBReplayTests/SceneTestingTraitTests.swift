import KBReplay
import KBReplayTesting
import Testing

/// The `.sceneTesting` trait: on a test it sets the record mode and tolerance as
/// `withSceneTesting` does; on a suite it does so for every test in it, nested suites included;
/// a test's own trait, and a scope inside the test, win over the suite's. (How a trait ranks
/// against `KBREPLAY_RECORD` is `KBReplaySettingsTests`' part.)
@Suite struct SceneTestingTraitTests {
  /// The mode in force in the running test.
  static func observedMode() throws -> String {
    let probe = try ModeProbe()
    defer { probe.remove() }
    return probe.mode { WithSceneTestingTests.verify($0) }
  }

  /// The tolerance in force in the running test.
  static func observedTolerance() throws -> String {
    let probe = try ModeProbe()
    defer { probe.remove() }
    return probe.tolerance { WithSceneTestingTests.verify($0, record: .never) }
  }

  @Test(.sceneTesting(record: .never)) func never() throws {
    #expect(try Self.observedMode() == "never")
  }

  @Test(.sceneTesting(record: .missing)) func missing() throws {
    #expect(try Self.observedMode() == "missing")
  }

  @Test(.sceneTesting(record: .failed)) func failed() throws {
    #expect(try Self.observedMode() == "failed")
  }

  @Test(.sceneTesting(record: .all)) func all() throws {
    #expect(try Self.observedMode() == "all")
  }

  @Test(.sceneTesting(tolerance: 0.25)) func tolerance() throws {
    #expect(try Self.observedTolerance() == "0.25")
  }

  @Test(.sceneTesting(record: .never), arguments: [1, 2])
  func everyCaseOfAParameterizedTest(_ index: Int) throws {
    #expect(try Self.observedMode() == "never")
  }

  @Test(.sceneTesting(tolerance: -1)) func anInvalidToleranceIsNamed() throws {
    let probe = try ModeProbe()
    defer { probe.remove() }
    #expect(
      WithSceneTestingTests.verify(probe.close, record: .never)
        == "tolerance must be a finite number at least 0; found -1")
  }

  @Test(.sceneTesting(record: .never)) func assertSceneUsesTheTraitsMode() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    withKnownIssue {
      assertScene(scene, strategies: [LiftAboveKeyboard()], file: TestPackage.sourceFile)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("FAIL    \(scene)\n  no golden ") == true
    }
    #expect(package.text("login.golden") == nil)
  }

  /// A suite trait applies to every test of the suite and of the suites inside it.
  @Suite(.sceneTesting(record: .failed, tolerance: 2)) struct OnASuite {
    @Test func aTestOfTheSuite() throws {
      #expect(try SceneTestingTraitTests.observedMode() == "failed")
      #expect(try SceneTestingTraitTests.observedTolerance() == "2")
    }

    @Test(.sceneTesting(record: .missing)) func aTestsOwnTraitWinsForWhatItSets() throws {
      #expect(try SceneTestingTraitTests.observedMode() == "missing")
      #expect(try SceneTestingTraitTests.observedTolerance() == "2")
    }

    @Test func aScopeInsideTheTestWins() throws {
      let observed = try withSceneTesting(record: .never) {
        try SceneTestingTraitTests.observedMode()
      }
      #expect(observed == "never")
    }

    @Suite struct Inside {
      @Test func aTestOfANestedSuite() throws {
        #expect(try SceneTestingTraitTests.observedMode() == "failed")
      }
    }

    @Suite(.sceneTesting(tolerance: 0.5)) struct InsideWithItsOwnTrait {
      @Test func theInnerSuitesTraitWinsForWhatItSets() throws {
        #expect(try SceneTestingTraitTests.observedMode() == "failed")
        #expect(try SceneTestingTraitTests.observedTolerance() == "0.5")
      }
    }
  }
}
