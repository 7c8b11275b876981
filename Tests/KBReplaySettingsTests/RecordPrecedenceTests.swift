import KBReplay
import KBReplayTesting
import Testing

/// Where a call's record mode comes from: its own argument, else the innermost
/// `withSceneTesting` scope or `.sceneTesting` trait, else `KBREPLAY_RECORD`, else `auto` (`never`
/// on CI). `KBREPLAY_RECORD` is not read at all when a scope sets the mode. The environment is
/// given to `SceneVerification` rather than set with `setenv`, which would race with the tests
/// Swift Testing runs in parallel.
@Suite struct RecordPrecedenceTests {
  /// What verifying a scene that has no golden does, reading `environment`: `recorded` (a mode
  /// that records missing goldens), `not recorded` (`never`), or the message of a problem.
  static func outcome(
    record: RecordMode? = nil, environment: [String: String]
  ) throws -> String {
    let package = try ScratchPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", ScratchPackage.scene)
    let message = SceneVerification(environment: environment).message(
      for: scene, strategies: [], record: record, tolerance: nil, sourceFile: #filePath)
    switch message {
    case nil: return package.exists("login.golden") ? "recorded" : "passed without a golden"
    case let text? where text.hasPrefix("FAIL    \(scene)\n  no golden "):
      return package.exists("login.golden") ? "failed, yet recorded" : "not recorded"
    case let text?: return text
    }
  }

  static let invalidVariable =
    "environment variable KBREPLAY_RECORD takes auto, never, missing, failed or all, "
    + "not 'sometimes'"

  struct Case: Sendable, CustomTestStringConvertible {
    var scope: RecordMode?
    var record: RecordMode?
    var environment: [String: String]
    var outcome: String
    var testDescription: String {
      "call \(record?.rawValue ?? "nil"), scope \(scope?.rawValue ?? "nil"), \(environment)"
    }
  }

  static let cases = [
    // Without a scope the environment decides, as for `kbreplay test`.
    Case(scope: nil, record: nil, environment: [:], outcome: "recorded"),
    Case(scope: nil, record: nil, environment: ["CI": "true"], outcome: "not recorded"),
    Case(
      scope: nil, record: nil, environment: ["KBREPLAY_RECORD": "never"],
      outcome: "not recorded"),
    Case(
      scope: nil, record: nil, environment: ["KBREPLAY_RECORD": "sometimes"],
      outcome: invalidVariable),
    // A scope beats KBREPLAY_RECORD and auto, and keeps an invalid variable from being read.
    Case(
      scope: .missing, record: nil, environment: ["KBREPLAY_RECORD": "never"],
      outcome: "recorded"),
    Case(
      scope: .never, record: nil, environment: ["KBREPLAY_RECORD": "missing"],
      outcome: "not recorded"),
    Case(scope: .missing, record: nil, environment: ["CI": "true"], outcome: "recorded"),
    Case(scope: .never, record: nil, environment: [:], outcome: "not recorded"),
    Case(
      scope: .failed, record: nil, environment: ["KBREPLAY_RECORD": "sometimes"],
      outcome: "recorded"),
    // The call's own mode beats both.
    Case(
      scope: .never, record: .missing, environment: ["KBREPLAY_RECORD": "never"],
      outcome: "recorded"),
    Case(
      scope: .all, record: .never, environment: ["KBREPLAY_RECORD": "all"],
      outcome: "not recorded"),
  ]

  @Test(arguments: cases)
  func theFirstThatIsSetWins(_ testCase: Case) throws {
    let outcome = try withSceneTesting(record: testCase.scope) {
      try Self.outcome(record: testCase.record, environment: testCase.environment)
    }
    #expect(outcome == testCase.outcome)
  }

  @Test func aScopeThatSetsOnlyTheToleranceLeavesTheModeToTheEnvironment() throws {
    let outcome = try withSceneTesting(tolerance: 0.5) {
      try Self.outcome(environment: ["KBREPLAY_RECORD": "sometimes"])
    }
    #expect(outcome == Self.invalidVariable)
  }

  @Test func anInnerScopeWithoutAModeKeepsTheOuterOnesOverTheEnvironment() throws {
    let outcome = try withSceneTesting(record: .missing) {
      try withSceneTesting(tolerance: 0.5) {
        try Self.outcome(environment: ["KBREPLAY_RECORD": "never"])
      }
    }
    #expect(outcome == "recorded")
  }

  @Test(.sceneTesting(record: .missing)) func aTestTraitBeatsKBReplayRecord() throws {
    #expect(
      try Self.outcome(environment: ["KBREPLAY_RECORD": "never", "CI": "true"]) == "recorded")
  }

  @Test(.sceneTesting(record: .never)) func aTestTraitKeepsAnInvalidVariableFromBeingRead() throws {
    #expect(try Self.outcome(environment: ["KBREPLAY_RECORD": "sometimes"]) == "not recorded")
  }

  @Test(.sceneTesting(tolerance: 0.5)) func aTraitThatSetsOnlyTheToleranceLeavesTheMode() throws {
    #expect(try Self.outcome(environment: ["KBREPLAY_RECORD": "sometimes"]) == Self.invalidVariable)
    #expect(try Self.outcome(environment: ["KBREPLAY_RECORD": "never"]) == "not recorded")
  }

  /// A suite's trait beats the environment in every test of the suite.
  @Suite(.sceneTesting(record: .missing)) struct UnderASuiteTrait {
    @Test func aTestOfTheSuite() throws {
      #expect(
        try RecordPrecedenceTests.outcome(environment: ["KBREPLAY_RECORD": "never"])
          == "recorded")
    }

    @Test(.sceneTesting(record: .never)) func aTestsOwnTraitWins() throws {
      #expect(
        try RecordPrecedenceTests.outcome(environment: ["KBREPLAY_RECORD": "missing"])
          == "not recorded")
    }
  }
}
