import Foundation
import KBReplay
import Testing

@testable import KBReplayCLI

/// `verifyScene` returns exactly the lines `kbreplay test` prints for the scene (without the
/// last line feed), since both go through `SceneTest` and `SceneTestText`.
@Suite struct VerifySceneOutputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var scene: String
    /// The scene whose trace is the golden, if there is one.
    var golden: String?
    /// The golden's text, when it is not a trace.
    var rawGolden: String?
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "missing golden", scene: SceneTexts.password, golden: nil, rawGolden: nil),
    Case(
      name: "failed expectation", scene: SceneTexts.failingPassword, golden: nil, rawGolden: nil),
    Case(name: "invalid scene", scene: SceneTexts.invalid, golden: nil, rawGolden: nil),
    Case(
      name: "different golden", scene: SceneTexts.tap(y: 600), golden: SceneTexts.tap(y: 640),
      rawGolden: nil),
    Case(
      name: "unreadable golden", scene: SceneTexts.password, golden: nil,
      rawGolden: "kbreplay-trace 1\nx\n"),
  ]

  @Test(arguments: cases)
  func verifySceneReturnsWhatTestPrints(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("scene.yaml", testCase.scene)
    if let golden = testCase.golden {
      try folder.write("scene.golden", TemporaryFolder.trace(of: golden))
    }
    if let rawGolden = testCase.rawGolden { try folder.write("scene.golden", rawGolden) }
    let printed = ToolRun(["test", "--record", "never", path]).outputLines
    let message = try #require(verifyScene(path, record: .never))
    let sceneLines = printed.dropLast()  // the summary line
    #expect(message == sceneLines.joined(separator: "\n"))
  }

  @Test func aPassingSceneIsNil() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("scene.yaml", SceneTexts.password)
    #expect(ToolRun(["test", "--record", "missing", path]).status == .success)
    #expect(verifyScene(path, record: .never) == nil)
  }
}
