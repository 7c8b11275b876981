import Foundation
import SceneLoading
import SceneModel
import SceneWriting
import TestSupport
import Testing

@testable import Replay
@testable import TraceFormat

/// Every bundled scene, loaded, written and loaded again, replays to the same trace bytes.
@Suite struct SceneRoundTripTests {
  static let bundledScenes = BundledScenes.paths

  @Test func theBundledSuiteIsFound() {
    #expect(Self.bundledScenes.count >= 30)
  }

  @Test(arguments: bundledScenes)
  func aBundledSceneRoundTrips(_ path: String) throws {
    let scene = try SceneLoader.load(contentsOf: path).get()
    let text = SceneWriter().text(scene)
    let reloaded = try #require(
      try? SceneLoader.load(bytes: Array(text.utf8), path: path).get(),
      "the written scene does not load:\n\(text)")
    let source = URL(fileURLWithPath: path).lastPathComponent
    let first = try Replayer.replay(scene).text(sourceName: source)
    let second = try Replayer.replay(reloaded).text(sourceName: source)
    #expect(first == second, "\(text)")
    // Writing is stable: the written scene writes itself again.
    #expect(SceneWriter().text(reloaded) == text)
  }
}
