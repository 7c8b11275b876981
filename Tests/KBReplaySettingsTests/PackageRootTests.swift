import Foundation
import KBReplay
import KBReplayTesting
import Testing

/// The package root that relative paths resolve against: the first folder, walking up from the
/// calling file's, that holds a `Package.swift`, an `*.xcodeproj` or an `*.xcworkspace` folder.
/// Each test lays out its project in a scratch folder and names a calling file inside it.
@Suite struct PackageRootTests {
  /// Verifies `path` as a test at `sourceFile` would, recording a missing golden.
  static func verify(_ path: String, from sourceFile: String) -> String? {
    SceneVerification(environment: [:]).message(
      for: path, strategies: [], record: .missing, tolerance: nil, sourceFile: sourceFile)
  }

  @Test(arguments: ["App.xcodeproj", "App.xcworkspace"])
  func anXcodeProjectOrWorkspaceMarksTheRoot(marker: String) throws {
    let project = try ScratchPackage()
    defer { project.remove() }
    try project.makeFolder(marker)
    try project.write("Scenes/login.yaml", ScratchPackage.scene)
    let sourceFile = project.path + "/AppTests/Login/LoginTests.swift"
    #expect(PackageRoot.containing(sourceFile) == project.path)
    #expect(Self.verify("Scenes/login.yaml", from: sourceFile) == nil)
    #expect(project.exists("Scenes/login.golden"))
  }

  @Test func theNearestMarkerWins() throws {
    let project = try ScratchPackage()
    defer { project.remove() }
    try project.write("Package.swift", "// swift-tools-version:6.0\n")
    try project.makeFolder("iOS/App.xcodeproj")
    #expect(
      PackageRoot.containing(project.path + "/iOS/AppTests/LoginTests.swift")
        == project.path + "/iOS")
    #expect(PackageRoot.containing(project.path + "/Tests/LoginTests.swift") == project.path)
  }

  @Test(arguments: ["App.xcodeproj", "App.xcworkspace", ".xcodeproj", "App.xcodeproj.txt"])
  func aFileOrABareSuffixMarksNothing(name: String) throws {
    let project = try ScratchPackage()
    defer { project.remove() }
    try project.write("Package.swift", "// swift-tools-version:6.0\n")
    try project.write("Sub/" + name)
    try project.makeFolder("Sub/.xcworkspace")
    #expect(PackageRoot.containing(project.path + "/Sub/Tests/LoginTests.swift") == project.path)
  }

  @Test func aLinkToAProjectFolderMarksTheRoot() throws {
    let project = try ScratchPackage()
    defer { project.remove() }
    try project.makeFolder("Real.xcodeproj")
    try project.makeFolder("Sub")
    try FileManager.default.createSymbolicLink(
      atPath: project.path + "/Sub/App.xcodeproj",
      withDestinationPath: project.path + "/Real.xcodeproj")
    #expect(
      PackageRoot.containing(project.path + "/Sub/Tests/LoginTests.swift")
        == project.path + "/Sub")
  }

  @Test func withoutAnyMarkerAboveTheMessageSaysWhatToDo() {
    let sourceFile = "/nowhere/App/AppTests/LoginTests.swift"
    #expect(PackageRoot.containing(sourceFile) == nil)
    let expected =
      "cannot resolve 'Scenes/login.yaml': no Package.swift, *.xcodeproj or *.xcworkspace above "
      + "/nowhere/App/AppTests/LoginTests.swift; pass an absolute path"
    #expect(Self.verify("Scenes/login.yaml", from: sourceFile) == expected)
    #expect(throws: SceneError(kind: .path, message: expected)) {
      try loadScene("Scenes/login.yaml", filePath: "/nowhere/App/AppTests/LoginTests.swift")
    }
    #expect(
      sceneFiles(under: "Scenes/login.yaml", filePath: "/nowhere/App/AppTests/LoginTests.swift")
        == [expected])
  }

  @Test func anAbsolutePathNeedsNoRoot() throws {
    let project = try ScratchPackage()
    defer { project.remove() }
    let scene = try project.write("login.yaml", ScratchPackage.scene)
    #expect(Self.verify(scene, from: "/nowhere/App/AppTests/LoginTests.swift") == nil)
  }
}
