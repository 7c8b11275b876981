import Foundation
import SceneLoading
import SceneModel
import SceneWriting
import Testing

@testable import Replay
@testable import TraceFormat

/// The scenes the identity check generates (every device, strategy mix, sampling rate, view
/// kind, scroll view, toolbar, return chain and kind of event) round-trip as the bundled suite
/// does: loaded, written, loaded again, they replay to the same trace bytes.
@Suite struct GeneratedSceneRoundTripTests {
  /// How many scenes the generator writes; a few of them are invalid on purpose.
  static let count = 300

  @Test func everyGeneratedSceneRoundTrips() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbreplay-round-trip-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try generateScenes(into: folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names.count == Self.count)
    var valid = 0
    for name in names {
      let path = folder + "/" + name
      guard case .success(let scene) = SceneLoader.load(contentsOf: path) else { continue }
      valid += 1
      let text = SceneWriter().text(scene)
      guard case .success(let reloaded) = SceneLoader.load(bytes: Array(text.utf8), path: path)
      else {
        Issue.record("\(name): the written scene does not load:\n\(text)")
        continue
      }
      let first = try Replayer.replay(scene).text(sourceName: name)
      let second = try Replayer.replay(reloaded).text(sourceName: name)
      #expect(first == second, "\(name):\n\(text)")
      #expect(SceneWriter().text(reloaded) == text, "\(name) does not write itself again")
    }
    // The generator makes only a few scenes invalid; most must have been compared.
    #expect(valid >= Self.count * 9 / 10, "only \(valid) generated scenes load")
  }

  /// Runs `Scripts/hardening/generate-identity-scenes.py` (its output is fixed by its
  /// arguments) to write ``count`` scenes into `folder`.
  private func generateScenes(into folder: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("Scripts/hardening/generate-identity-scenes.py").path,
      folder, String(Self.count),
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "the scene generator failed")
  }
}
