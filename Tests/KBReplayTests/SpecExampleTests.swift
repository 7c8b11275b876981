import KBReplay
import KBReplayTesting
import Testing

/// The `verifyScene` call of docs/api.md#examples, as written. This package has no
/// `Scenes/login.yaml` (the example package has), so the call says so, having resolved the path
/// against the package root.
@Suite struct SpecExampleTests {
  @Test func theVerifySceneExampleCompilesAndResolvesAgainstThePackageRoot() {
    // nil when the scene's expectations hold and its golden agrees (or was just
    // recorded); otherwise the text `kbreplay test` prints for that scene.
    let message: String? = verifyScene(
      "Scenes/login.yaml", strategies: [LiftAboveKeyboard()],
      record: .missing, tolerance: 0.01)
    #expect(message == "no such file or folder: Scenes/login.yaml")
  }
}

// The `everyScene` of docs/api.md#examples, as written, over this package's bundled suite: each
// of its scenes names only built-in strategies, which replay beside the registered `lift` and
// agree with their goldens. (The example package runs the `login` example as written; its own
// `Scenes` need its second strategy too.)
@Test(arguments: sceneFiles(under: "Scenes"))  // one test per scene
func everyScene(_ path: String) { assertScene(path, strategies: [LiftAboveKeyboard()]) }
