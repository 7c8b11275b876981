import Foundation
import SceneModel
import Testing

@testable import SceneLoading

@Suite struct SceneLoaderTests {
  /// A scene with `count` views, large enough to make every buffer grow past what is kept.
  private func largeScene(views count: Int) -> String {
    var yaml = "scene: Large\nlayout:\n  view: screen\n  frame: [0, 0, 400, 800]\n  children:\n"
    for index in 0..<count {
      yaml += "    - {textField: field\(index), frame: [0, \(index), 400, 1]}\n"
    }
    return yaml
  }

  /// Scenes that exercise every buffer: valid, invalid, cut short by a syntax error, large,
  /// with anchors and merge keys, and not YAML at all.
  private var variedScenes: [String] {
    [
      minimalScene + "events:\n  - {at: 0.5, tap: email}\n",
      largeScene(views: 3_000),
      minimalScene + "events:\n  - {at: 0.5, tap: ghost}\n  - {at: 1e-7, focus: submit}\n",
      largeScene(views: 2_000) + "  bogus: [1, 2\n",
      minimalScene.replacingOccurrences(of: "submit", with: "email"),
      "base: &base {view: a, frame: [0, 0, 1, 1]}\nscene: Merge\nlayout: {<<: *base, view: b}\n",
      minimalScene + "strategy: [classic, clasic]\nexpect:\n  - {at: end, padding: 3}\n",
      "",
      "- just\n- a list\n",
      "scene: \"unterminated\n",
    ]
  }

  @Test func oneLoaderGivesWhatAFreshLoaderGivesForEveryScene() {
    var reused = SceneLoader()
    // Twice through, so that every scene also follows every other one.
    for yaml in variedScenes + variedScenes {
      var fresh = SceneLoader()
      let expected = fresh.load(text: yaml, path: "scene.yaml")
      #expect(reused.load(text: yaml, path: "scene.yaml") == expected)
    }
  }

  @Test func idsDeclaredInOneSceneAreUnknownInTheNext() throws {
    var loader = SceneLoader()
    let declaring = minimalScene.replacingOccurrences(of: "submit", with: "ghost")
    _ = try loader.load(text: declaring, path: "a.yaml").get()
    let referring = minimalScene + "events:\n  - {at: 0.5, tap: ghost}\n"
    guard case .failure(let failure) = loader.load(text: referring, path: "b.yaml") else {
      Issue.record("an unknown id was accepted")
      return
    }
    #expect(failure.rendered().contains("unknown id 'ghost'"))
    // And the next scene's own ids are all there: none is reported as a duplicate.
    #expect(throws: Never.self) { try loader.load(text: declaring, path: "a.yaml").get() }
  }

  @Test func textBytesAndFileLoadAlike() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbreplay-loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var loader = SceneLoader()
    for (index, yaml) in variedScenes.enumerated() {
      let path = folder.appendingPathComponent("scene\(index).yaml").path
      try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
      let fromText = loader.load(text: yaml, path: path)
      #expect(loader.load(bytes: Array(yaml.utf8), path: path) == fromText)
      #expect(loader.load(contentsOf: path) == fromText)
      #expect(SceneLoader.load(contentsOf: path) == fromText)
    }
  }

  @Test func buffersAreEmptiedAndGivenBackAfterALargeScene() {
    var loader = SceneLoader()
    _ = loader.load(text: largeScene(views: 5_000), path: "large.yaml")
    let buffers = loader.buffersForTesting
    #expect(buffers.nodes.capacity * MemoryLayout<YAMLNode>.stride <= LoadBuffers.keptBytes)
    #expect(buffers.bytes.capacity <= LoadBuffers.keptBytes)
    #expect(buffers.file.count == 0 && buffers.nodes.count == 0 && buffers.bytes.count == 0)
  }

  @Test func aLoaderKeepsItsBuffersAndACopyMakesItsOwn() {
    var loader = SceneLoader()
    _ = loader.load(text: minimalScene, path: "a.yaml")
    // An identifier, not a reference: holding the buffers here would share them.
    let kept = ObjectIdentifier(loader.buffersForTesting)
    _ = loader.load(text: minimalScene, path: "a.yaml")
    #expect(ObjectIdentifier(loader.buffersForTesting) == kept)
    var copy = loader
    _ = copy.load(text: minimalScene, path: "a.yaml")
    #expect(ObjectIdentifier(copy.buffersForTesting) != kept)
    _ = loader.load(text: minimalScene, path: "a.yaml")
    #expect(ObjectIdentifier(loader.buffersForTesting) == kept)
  }
}
