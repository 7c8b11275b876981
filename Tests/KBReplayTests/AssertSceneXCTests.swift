import KBReplayTesting
import XCTest

// Imports only XCTest and KBReplayTesting, as an XCTest target of an app would: `assertScene`,
// `withSceneTesting` and the strategy types come through KBReplayTesting's re-export of
// KBReplay. (`TestPackage`, `SceneTexts` and `LiftAboveKeyboard` are this target's helpers.)

#if canImport(Darwin)
  // Apple platforms: XCTExpectFailure proves the failure. Not run by this repository's CI,
  // which runs on Linux, where swift-corelibs-xctest has no XCTExpectFailure or XCTIssue.

  /// `assertScene` inside an `XCTestCase`: a failing scene fails the test case with the
  /// message; a passing one does not.
  final class AssertSceneXCTests: XCTestCase {
    func testAFailingSceneFailsTheTestCaseWithTheMessage() throws {
      let package = try TestPackage()
      defer { package.remove() }
      let scene = try package.write("login.yaml", SceneTexts.password())
      let expected = noGoldenMessage(scene: scene, package: package)
      let options = XCTExpectedFailure.Options()
      // XCTFail puts "failed - " before the message.
      options.issueMatcher = { $0.compactDescription.hasSuffix(expected) }
      XCTExpectFailure("the scene has no golden", options: options) {
        assertScene(
          scene, strategies: [LiftAboveKeyboard()], record: .never, file: TestPackage.sourceFile)
      }
    }

    func testAPassingSceneDoesNotFailTheTestCase() throws {
      let package = try TestPackage()
      defer { package.remove() }
      let scene = try package.write("login.yaml", SceneTexts.password())
      assertScene(
        scene, strategies: [LiftAboveKeyboard()], record: .missing, file: TestPackage.sourceFile)
      assertScene(
        scene, strategies: [LiftAboveKeyboard()], record: .never, file: TestPackage.sourceFile)
    }
  }
#else
  /// `assertScene` inside an `XCTestCase`: a failing scene fails the test case with the
  /// message, at the caller's file and line; a passing one does not. The failures are captured
  /// by overriding `recordFailure(withDescription:inFile:atLine:expected:)`, through which
  /// swift-corelibs-xctest reports every `XCTFail`, so the expected ones do not fail this test
  /// case; any other failure still does.
  final class AssertSceneXCTests: XCTestCase {
    /// A failure XCTest was asked to record.
    struct Failure: Equatable {
      var description: String
      var file: String
      var line: Int
    }

    /// The failures recorded while ``isCapturing``.
    private var captured: [Failure] = []
    /// Whether failures are captured rather than recorded.
    private var isCapturing = false

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isCapturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append(Failure(description: description, file: filePath, line: lineNumber))
    }

    /// The failures `body` records.
    private func failures(in body: () -> Void) -> [Failure] {
      captured = []
      isCapturing = true
      body()
      isCapturing = false
      return captured
    }

    func testAFailingSceneFailsTheTestCaseWithTheMessage() throws {
      let package = try TestPackage()
      defer { package.remove() }
      let scene = try package.write("login.yaml", SceneTexts.password())
      let failures = failures {
        assertScene(
          scene, strategies: [LiftAboveKeyboard()], record: .never, file: TestPackage.sourceFile,
          line: 42)
      }
      // XCTFail puts "failed - " before the message.
      let expected = Failure(
        description: "failed - " + noGoldenMessage(scene: scene, package: package),
        file: "\(TestPackage.sourceFile)", line: 42)
      XCTAssertEqual(failures, [expected])
      XCTAssertNil(package.text("login.golden"))
    }

    func testTheFailureIsReportedWhereAssertSceneIsCalled() throws {
      let package = try TestPackage()
      defer { package.remove() }
      // An absolute path: this file's own package root is the repository.
      let scene = TestPackage.root + "/" + package.path("login.yaml")
      try package.write("login.yaml", SceneTexts.password())
      let line = #line + 2
      let failures = failures {
        assertScene(scene, strategies: [LiftAboveKeyboard()], record: .never)
      }
      XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
      XCTAssertEqual(failures.map(\.line), [line])
    }

    func testAPassingSceneDoesNotFailTheTestCase() throws {
      let package = try TestPackage()
      defer { package.remove() }
      let scene = try package.write("login.yaml", SceneTexts.password())
      let failures = failures {
        assertScene(
          scene, strategies: [LiftAboveKeyboard()], record: .missing, file: TestPackage.sourceFile)
        assertScene(
          scene, strategies: [LiftAboveKeyboard()], record: .never, file: TestPackage.sourceFile)
      }
      XCTAssertEqual(failures, [])
      XCTAssertNotNil(package.text("login.golden"))
    }

    func testAScopeSetsTheModeUnderXCTestToo() throws {
      let package = try TestPackage()
      defer { package.remove() }
      let scene = try package.write("login.yaml", SceneTexts.password())
      let never = failures {
        withSceneTesting(record: .never) {
          assertScene(scene, strategies: [LiftAboveKeyboard()], file: TestPackage.sourceFile)
        }
      }
      XCTAssertEqual(
        never.map(\.description),
        ["failed - " + noGoldenMessage(scene: scene, package: package)])
      let missing = failures {
        withSceneTesting(record: .missing) {
          assertScene(scene, strategies: [LiftAboveKeyboard()], file: TestPackage.sourceFile)
        }
      }
      XCTAssertEqual(missing, [])
      XCTAssertNotNil(package.text("login.golden"))
    }
  }
#endif

/// What `verifyScene` returns for `scene` in `package` with no golden, in mode `never`.
private func noGoldenMessage(scene: String, package: TestPackage) -> String {
  "FAIL    \(scene)\n  no golden \(package.path("login.golden")); record it with "
    + "'kbreplay test --record missing \(scene)' (or KBREPLAY_RECORD=missing)"
}
