import Foundation
import KBReplay
import Testing

/// A nil record mode: `KBREPLAY_RECORD`, else `auto` (`never` on CI, `missing` elsewhere), as
/// for `kbreplay test`.
@Suite struct SceneVerificationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var records: Bool
    var testDescription: String { "\(environment)" }
  }

  static let cases = [
    Case(environment: [:], records: true),
    Case(environment: ["CI": "true"], records: false),
    Case(environment: ["CI": "1"], records: false),
    Case(environment: ["CI": "false"], records: true),
    Case(environment: ["CI": "0"], records: true),
    Case(environment: ["CI": ""], records: true),
    Case(environment: ["KBREPLAY_RECORD": "never"], records: false),
    Case(environment: ["KBREPLAY_RECORD": "missing", "CI": "true"], records: true),
    Case(environment: ["KBREPLAY_RECORD": "", "CI": "true"], records: false),
  ]

  @Test(arguments: cases)
  func aNilRecordModeReadsTheEnvironment(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("scene.yaml", SceneTexts.password)
    let message = SceneVerification(environment: testCase.environment).message(
      for: path, strategies: [], record: nil, tolerance: 0.01, sourceFile: #filePath)
    #expect((message == nil) == testCase.records)
    #expect(folder.exists("scene.golden") == testCase.records)
  }

  @Test func anExplicitModeIgnoresTheEnvironment() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("scene.yaml", SceneTexts.password)
    let verification = SceneVerification(environment: ["KBREPLAY_RECORD": "never", "CI": "1"])
    #expect(
      verification.message(
        for: path, strategies: [], record: .missing, tolerance: 0.01, sourceFile: #filePath)
        == nil)
  }

  @Test func anInvalidRecordVariableIsNamed() {
    let message = SceneVerification(environment: ["KBREPLAY_RECORD": "sometimes"]).message(
      for: "Scenes", strategies: [], record: nil, tolerance: 0.01, sourceFile: #filePath)
    #expect(
      message
        == "environment variable KBREPLAY_RECORD takes auto, never, missing, failed or all, "
        + "not 'sometimes'")
  }

  @Test(arguments: [
    (0.01, "0.01"), (0, "0"), (2, "2"), (0.1, "0.1"), (0.125, "0.125"), (1e-9, "0.000000001"),
    (1e-12, "0.000000000"),
  ])
  func tolerancesAreTheShortestDecimal(points: Double, printed: String) throws {
    let tolerance = try #require(TestSettings.tolerance(points))
    #expect(tolerance.description == printed)
  }
}
