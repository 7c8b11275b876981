import Foundation

/// A folder of its own inside a package made for these tests, `/tmp/kbreplay-api-tests`, whose
/// `Package.swift` makes it the package root of ``sourceFile``: the API resolves relative paths
/// against it as it would against a user's package.
///
/// The package's location is fixed because `filePath` is a `StaticString`; each test works in
/// `runs/UUID`, so tests running at the same time never share a file.
struct TestPackage: Sendable {
  /// The package root.
  static let root = "/tmp/kbreplay-api-tests"
  /// A source file inside the package, to pass as `filePath`.
  static let sourceFile: StaticString = "/tmp/kbreplay-api-tests/Tests/APITests/SceneTests.swift"

  /// The test's folder, relative to the package root: `runs/UUID`.
  let folder: String

  init() throws {
    folder = "runs/\(UUID().uuidString)"
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: Self.root + "/" + folder, withIntermediateDirectories: true)
    let manifest = Self.root + "/Package.swift"
    if !manager.fileExists(atPath: manifest) {
      try Data("// swift-tools-version:6.0\n".utf8).write(
        to: URL(fileURLWithPath: manifest), options: .atomic)
    }
  }

  /// `name` inside the test's folder, relative to the package root.
  func path(_ name: String) -> String {
    folder + "/" + name
  }

  /// Writes `text` to `name` in the test's folder, making the folders on the way.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = Self.root + "/" + path(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return path(name)
  }

  /// The text of `name` in the test's folder, or nil when there is no such file.
  func text(_ name: String) -> String? {
    FileManager.default.contents(atPath: Self.root + "/" + path(name)).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Removes the test's folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: Self.root + "/" + folder)
  }
}
