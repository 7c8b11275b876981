import KBReplayTesting
import KeyboardDistance
import XCTest

/// The team's scenes as an XCTest case, as most Xcode projects' tests are written: the same
/// `assertScene` fails the test method that calls it, at the caller's line.
final class SceneXCTests: XCTestCase {
  private let strategies: [any AvoidanceStrategy] = [LiftAboveKeyboard(), KeyboardDistance()]

  func testLogin() {
    assertScene("Scenes/login.yaml", strategies: strategies)
  }

  func testEveryScene() {
    for path in sceneFiles(under: "Scenes") {
      assertScene(path, strategies: strategies)
    }
  }

  func testALargerDistanceIsReported() {
    let message = verifyScene(
      "Scenes/keyboard-distance/field-below-keyboard.yaml",
      strategies: [KeyboardDistance(distance: 20)], record: .never)
    XCTAssertEqual(
      message?.split(separator: "\n").first,
      "FAIL    Scenes/keyboard-distance/field-below-keyboard.yaml")
  }
}
