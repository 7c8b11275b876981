import Foundation
import SceneModel
import Testing

@testable import SceneLoading

@Suite struct LoadBuffersTests {
  /// A scene with `count` views, large enough to make every buffer grow past what is kept.
  private func largeScene(views count: Int) -> String {
    var yaml = "scene: Large\nlayout:\n  view: screen\n  frame: [0, 0, 400, 800]\n  children:\n"
    for index in 0..<count {
      yaml += "    - {textField: field\(index), frame: [0, \(index), 400, 1]}\n"
    }
    return yaml
  }

  @Test func aSceneLoadsTheSameAfterALargerOne() throws {
    let small = minimalScene + "events:\n  - {at: 0.5, tap: email}\n"
    let first = try #require(loadScene(small))
    let large = try #require(loadScene(largeScene(views: 5_000)))
    #expect(large.root.children.count == 5_000)
    #expect(loadScene(small) == first)
    // A large scene with problems, then the same small one: nothing of the first is left over.
    let broken = largeScene(views: 5_000) + "  bogus: [1, 2\n"
    #expect(diagnostics(broken).contains("bogus"))
    #expect(loadScene(small) == first)
  }

  @Test func idsDeclaredInOneSceneAreUnknownInTheNext() throws {
    let declaring = minimalScene.replacingOccurrences(of: "submit", with: "ghost")
    _ = try #require(loadScene(declaring))
    let referring = minimalScene + "events:\n  - {at: 0.5, tap: ghost}\n"
    #expect(diagnostics(referring).contains("unknown id 'ghost'"))
    // And the next scene's own ids are all there: none is reported as a duplicate.
    #expect(loadScene(declaring) != nil)
  }

  @Test func buffersAreGivenBackAfterALargeScene() {
    _ = load(largeScene(views: 5_000))
    LoadBuffers.withCurrentThread { buffers in
      #expect(buffers.nodes.capacity * MemoryLayout<YAMLNode>.stride <= LoadBuffers.keptBytes)
      #expect(buffers.bytes.capacity <= LoadBuffers.keptBytes)
      #expect(buffers.file.count == 0 && buffers.nodes.count == 0)
    }
  }

  @Test func aLoadInsideALoadGetsBuffersOfItsOwn() {
    LoadBuffers.withCurrentThread { outer in
      [UInt8]([7, 8, 9]).withUnsafeBufferPointer { outer.bytes.append(contentsOf: $0) }
      LoadBuffers.withCurrentThread { inner in
        #expect(inner !== outer)
      }
      #expect(outer.bytes.count == 3)
    }
  }
}
