import KBReplay
import KBReplayTesting
import KeyboardDistance
import Testing

/// The team's scenes, replayed with its strategies and compared with their goldens, as
/// `swift run avoidance test Scenes` does, one Swift Testing test per scene.
@Suite struct SceneTests {
  static let strategies: [any AvoidanceStrategy] = [LiftAboveKeyboard(), KeyboardDistance()]

  @Test(arguments: sceneFiles(under: "Scenes"))
  func everyScene(_ path: String) {
    assertScene(path, strategies: Self.strategies)
  }

  @Test func scenesAreFoundAsTheRunnerFindsThem() {
    #expect(
      sceneFiles(under: "Scenes") == [
        "Scenes/keyboard-distance/centered-form.yaml",
        "Scenes/keyboard-distance/field-below-keyboard.yaml",
        "Scenes/keyboard-distance/field-clear-of-keyboard.yaml",
        "Scenes/keyboard-distance/tap-to-dismiss.yaml",
        "Scenes/login.yaml",
      ])
  }

  @Test func aLargerDistanceFailsTheExpectationAndTheGolden() throws {
    let scene = "Scenes/keyboard-distance/field-below-keyboard.yaml"
    let message = try #require(
      verifyScene(scene, strategies: [KeyboardDistance(distance: 20)], record: .never))
    let lines = message.split(separator: "\n").prefix(4)
    #expect(
      lines == [
        "FAIL    \(scene)",
        "  \(scene):17:5: error: at 1.1000: padding.form is 188.00, expected 178.00 within 0.01 "
          + "(run keyboard-distance)",
        "  golden Scenes/keyboard-distance/field-below-keyboard.golden differs beyond the "
          + "tolerance of 0.01",
        "  first difference: at 0.1167 in padding.form (run keyboard-distance): expected 6.75, "
          + "actual 7.12, difference 0.37",
      ])
  }
}
