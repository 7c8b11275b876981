import Foundation
import KBReplay
import KBReplayTesting
import Testing

// Imports KBReplay, KBReplayTesting and Testing together and names Testing's types without
// qualifying them: this file compiles only if KBReplay exports none of their names.

/// Under Swift Testing, `assertScene` records an issue with `verifyScene`'s message at the
/// caller's location (and none for a passing scene), and
/// `sceneFiles(under:)` lists scenes as `kbreplay test` finds them.
@Suite struct AssertSceneTests {
  @Test func aFailingSceneRecordsAnIssueWithTheMessageAtTheCallersLocation() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    let expected =
      "FAIL    \(scene)\n  no golden \(package.path("login.golden")); record it with "
      + "'kbreplay test --record missing \(scene)' (or KBREPLAY_RECORD=missing)"
    withKnownIssue {
      assertScene(
        scene, strategies: [LiftAboveKeyboard()], record: .never,
        fileID: "APITests/SceneTests.swift", file: TestPackage.sourceFile, line: 42, column: 7)
    } matching: { issue in
      issue.comments == [Comment(rawValue: expected)]
        && issue.sourceLocation
          == SourceLocation(
            fileID: "APITests/SceneTests.swift", filePath: "\(TestPackage.sourceFile)", line: 42,
            column: 7)
    }
  }

  @Test func theIssueIsRecordedWhereAssertSceneIsCalled() throws {
    let package = try TestPackage()
    defer { package.remove() }
    // An absolute path: this file's own package root is the repository.
    let scene = TestPackage.root + "/" + package.path("login.yaml")
    try package.write("login.yaml", SceneTexts.password())
    // The call is two lines below; a default `#column` is where its argument list opens.
    let expected = SourceLocation(fileID: #fileID, filePath: #filePath, line: #line + 2, column: 18)
    withKnownIssue {
      assertScene(scene, strategies: [LiftAboveKeyboard()], record: .never)
    } matching: { issue in
      issue.sourceLocation == expected
    }
  }

  @Test func aPassingSceneRecordsNothing() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password())
    assertScene(
      scene, strategies: [LiftAboveKeyboard()], record: .missing, file: TestPackage.sourceFile)
    assertScene(
      scene, strategies: [LiftAboveKeyboard()], record: .never, file: TestPackage.sourceFile)
    #expect(package.text("login.golden") != nil)
  }

  @Test func registrationErrorsAreRecorded() throws {
    let package = try TestPackage()
    defer { package.remove() }
    withKnownIssue {
      assertScene(
        "Scenes/login.yaml", strategies: [LiftAboveKeyboard(), OtherLift()], record: .never,
        file: TestPackage.sourceFile)
    } matching: { issue in
      issue.comments
        == [Comment(rawValue: "two strategies are named 'lift' (LiftAboveKeyboard and OtherLift)")]
    }
  }

  @Test func sceneFilesListsScenesRelativeToThePackageRootInByteOrder() throws {
    let package = try TestPackage()
    defer { package.remove() }
    for name in ["b.yaml", "a/z.yml", "a-b.yaml", ".hidden/x.yaml", "c.golden", "d.txt", "a.YAML"] {
      try package.write("Scenes/" + name, "")
    }
    let files = sceneFiles(under: package.path("Scenes"), filePath: TestPackage.sourceFile)
    #expect(files == ["a-b.yaml", "a/z.yml", "b.yaml"].map { package.path("Scenes/" + $0) })
  }

  @Test func sceneFilesNamesAMissingFolder() throws {
    let package = try TestPackage()
    defer { package.remove() }
    #expect(
      sceneFiles(under: "runs/no-such-folder", filePath: TestPackage.sourceFile)
        == ["no such file or folder: runs/no-such-folder"])
  }

  @Test func testingsNamesNeedNoQualification() {
    let names: [Any.Type] = [
      SourceLocation.self, Issue.self, Tag.self, Comment.self, Bug.self, Test.self,
      Expectation.self, Confirmation.self, ExpectationFailedError.self, Attachment<String>.self,
    ]
    #expect(names.count == 10)
  }
}
