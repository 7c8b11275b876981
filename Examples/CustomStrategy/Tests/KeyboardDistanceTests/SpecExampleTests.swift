import KBReplay
import KBReplayTesting
import KeyboardDistance
import Testing

// The examples of docs/api.md#examples, as written there, but for `everyScene`, which registers
// the team's second strategy too: the scenes under `Scenes/keyboard-distance` name it. The main
// package's `SpecExampleTests` runs `everyScene` exactly as written, over its bundled suite.

@Test func login() {
  assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])  // records an Issue
}
@Test(arguments: sceneFiles(under: "Scenes"))  // one test per scene
func everyScene(_ path: String) {
  assertScene(path, strategies: [LiftAboveKeyboard(), KeyboardDistance()])
}

@Test func verifySceneExample() {
  // nil when the scene's expectations hold and its golden agrees (or was just
  // recorded); otherwise the text `kbreplay test` prints for that scene.
  let message: String? = verifyScene(
    "Scenes/login.yaml", strategies: [LiftAboveKeyboard()],
    record: .missing, tolerance: 0.01)
  #expect(message == nil)
}
