import Foundation
import SceneLoading
import Testing

/// The fixture files: every valid one loads; every invalid one renders exactly its
/// `.diagnostics` file, written by hand.
@Suite struct FixtureTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

  static func names(in folder: String) -> [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path))
      ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test func thereAreFixturesOfBothKinds() {
    #expect(Self.names(in: "valid").count >= 3)
    #expect(Self.names(in: "invalid").count >= 4)
  }

  @Test(arguments: names(in: "valid")) func validFixtureLoads(name: String) {
    let path = Self.root.appending(path: "valid/\(name)").path
    if case .failure(let failure) = SceneLoader.load(contentsOf: path) {
      Issue.record("\(name) did not load:\n\(failure.rendered())")
    }
  }

  @Test(arguments: names(in: "invalid")) func invalidFixtureRendersItsDiagnostics(name: String)
    throws
  {
    let yaml = try Data(contentsOf: Self.root.appending(path: "invalid/\(name)"))
    let expectedFile = Self.root.appending(path: "invalid/" + name.dropLast(5) + ".diagnostics")
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    guard case .failure(let failure) = SceneLoader.load(bytes: Array(yaml), path: "invalid/\(name)")
    else {
      Issue.record("\(name) loaded, but it is meant to be invalid")
      return
    }
    #expect(failure.rendered() == expected)
  }
}
