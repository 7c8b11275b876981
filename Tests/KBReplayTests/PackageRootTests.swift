import Foundation
import KBReplay
import KBReplayTesting
import Testing

/// The package root that relative paths resolve against: the first folder, walking up from the
/// calling file's, that holds a `Package.swift`, an `*.xcodeproj` or an `*.xcworkspace` folder.
/// Each test builds its tree in a folder of its own, `TestPackage`'s, whose `Package.swift`
/// lies above it, so a marker inside is always nearer.
@Suite struct PackageRootTests {
  /// The test's folder, as an absolute path.
  static func absolute(_ package: TestPackage) -> String {
    TestPackage.root + "/" + package.folder
  }

  @Test(arguments: ["App.xcodeproj", "App.xcworkspace"])
  func anXcodeProjectOrWorkspaceMarksTheRoot(marker: String) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let root = Self.absolute(package)
    try FileManager.default.createDirectory(
      atPath: root + "/" + marker, withIntermediateDirectories: true)
    try package.write("Scenes/login.yaml", SceneTexts.password())
    let sourceFile = root + "/AppTests/Login/LoginTests.swift"
    #expect(PackageRoot.containing(sourceFile) == root)
    let message = SceneVerification(environment: [:]).message(
      for: "Scenes/login.yaml", strategies: [LiftAboveKeyboard()], record: .missing,
      tolerance: nil, sourceFile: sourceFile)
    #expect(message == nil)
    #expect(package.text("Scenes/login.golden") != nil)
  }

  @Test func theNearestMarkerWins() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let root = Self.absolute(package)
    try package.write("Package.swift", "// swift-tools-version:6.0\n")
    try FileManager.default.createDirectory(
      atPath: root + "/iOS/App.xcodeproj", withIntermediateDirectories: true)
    #expect(PackageRoot.containing(root + "/iOS/AppTests/LoginTests.swift") == root + "/iOS")
    #expect(PackageRoot.containing(root + "/Tests/LoginTests.swift") == root)
  }

  @Test(arguments: ["App.xcodeproj", "App.xcworkspace", ".xcodeproj", "App.xcodeproj.txt"])
  func aFileOrABareSuffixMarksNothing(name: String) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let root = Self.absolute(package)
    try package.write("Sub/" + name, "")
    try FileManager.default.createDirectory(
      atPath: root + "/Sub/.xcworkspace", withIntermediateDirectories: true)
    #expect(PackageRoot.containing(root + "/Sub/Tests/LoginTests.swift") == TestPackage.root)
  }

  @Test func aLinkToAProjectFolderMarksTheRoot() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let root = Self.absolute(package)
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/Real.xcodeproj", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/Sub", withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: root + "/Sub/App.xcodeproj", withDestinationPath: root + "/Real.xcodeproj")
    #expect(PackageRoot.containing(root + "/Sub/Tests/LoginTests.swift") == root + "/Sub")
  }

  @Test func withoutAnyMarkerAboveTheMessageSaysWhatToDo() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let sourceFile = "/nowhere/App/AppTests/LoginTests.swift"
    #expect(PackageRoot.containing(sourceFile) == nil)
    let expected =
      "cannot resolve 'Scenes/login.yaml': no Package.swift, *.xcodeproj or *.xcworkspace above "
      + "/nowhere/App/AppTests/LoginTests.swift; pass an absolute path"
    #expect(
      SceneVerification(environment: [:]).message(
        for: "Scenes/login.yaml", strategies: [], record: .never, tolerance: nil,
        sourceFile: sourceFile) == expected)
    #expect(
      throws: SceneError(kind: .path, message: expected),
      performing: {
        try loadScene("Scenes/login.yaml", filePath: "/nowhere/App/AppTests/LoginTests.swift")
      })
    #expect(
      sceneFiles(under: "Scenes/login.yaml", filePath: "/nowhere/App/AppTests/LoginTests.swift")
        == [expected])
  }

  @Test func anAbsolutePathNeedsNoRoot() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = Self.absolute(package) + "/login.yaml"
    try package.write("login.yaml", SceneTexts.password())
    let message = SceneVerification(environment: [:]).message(
      for: scene, strategies: [LiftAboveKeyboard()], record: .missing, tolerance: nil,
      sourceFile: "/nowhere/App/AppTests/LoginTests.swift")
    #expect(message == nil)
  }
}
