import KBReplay
import Testing

/// SPEC section 11's `verifyScene` call, as written. This package has no `Scenes/login.yaml`
/// (the example package has), so the call says so, having resolved the path against the
/// package root.
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
