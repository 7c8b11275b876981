import Foundation
import SceneLoading
import Testing

/// Inputs the scene-loader fuzzer (`Scripts/hardening/fuzz.sh`) found crashing, slow or leaking,
/// kept in `Fixtures/fuzz/`, each with the diagnostics it must now render: a clean, positioned
/// error.
@Suite struct FuzzRegressionTests {
  static let folder = FixtureTests.root.appending(path: "fuzz")

  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  @Test func thereAreRegressionInputs() {
    #expect(Self.names.count >= 2)
  }

  @Test(arguments: names) func inputRendersItsDiagnostics(name: String) throws {
    let bytes = try Data(contentsOf: Self.folder.appending(path: name))
    let expectedFile = Self.folder.appending(path: name.dropLast(5) + ".diagnostics")
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    guard case .failure(let failure) = SceneLoader.load(bytes: Array(bytes), path: "fuzz/\(name)")
    else {
      Issue.record("\(name) loaded, but it is invalid")
      return
    }
    #expect(failure.rendered() == expected)
  }
}
