import KBReplay
import Testing

/// Loading a scene from a path or from text, replaying it with any strategies, and its trace's
/// text.
@Suite struct SceneAPITests {
  @Test func aSceneFromTextReplaysWithTheCallersStrategy() throws {
    let strategies: [any AvoidanceStrategy] = [LiftAboveKeyboard()]
    let scene = try loadScene(text: SceneTexts.password(), strategies: strategies)
    #expect(scene.strategies == ["lift", "classic"])
    let trace = try replayScene(scene, strategies: strategies)
    #expect(trace.runs.map(\.strategy) == ["lift", "classic"])
    let text = trace.text(sourceName: "login.yaml")
    #expect(text.hasPrefix("kbreplay-trace 1\nscene: Password field below the keyboard\n"))
    #expect(text.contains("\nrun: lift "))
    let only = try replayScene(scene, strategies: strategies, only: ["classic"])
    #expect(only.runs.map(\.strategy) == ["classic"])
  }

  @Test func aSceneFromAPathResolvesAgainstThePackageRoot() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let path = try package.write("login.yaml", SceneTexts.password())
    let scene = try loadScene(
      path, strategies: [LiftAboveKeyboard()], filePath: TestPackage.sourceFile)
    #expect(scene.path == path)
    #expect(scene.title == "Password field below the keyboard")
  }

  @Test func anInvalidSceneThrowsItsDiagnostics() {
    #expect(
      throws: SceneError(
        kind: .invalidScene,
        message: """
          login.yaml:2:12: error: unknown strategy 'lift'; the strategies are none, naive, classic, adaptive
          strategy: [lift, classic]
                     ^

          """)
    ) {
      try loadScene(text: SceneTexts.password(), name: "login.yaml")
    }
  }

  @Test func registrationErrorsAreThrown() {
    #expect(
      throws: SceneError(
        kind: .registration, message: "strategy name 'Lift' must match [a-z][a-z0-9-]*")
    ) {
      try loadScene(text: SceneTexts.password(), strategies: [Shouting()])
    }
  }

  @Test func aPaddingThatIsNotFiniteIsThrownWithTheScenePath() throws {
    let scene = try loadScene(
      text: SceneTexts.password(strategy: "broken"), name: "login.yaml",
      strategies: [Broken()])
    #expect(
      throws: SceneError(
        kind: .replay,
        message:
          "login.yaml: error: strategy 'broken' returned nan for container 'screen' at 0.1000")
    ) {
      try replayScene(scene, strategies: [Broken()])
    }
  }
}
