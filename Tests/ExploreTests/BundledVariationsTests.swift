import Explore
import Foundation
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import SceneWriting
import TestSupport
import Testing

/// Every variation of every bundled scene, written out and loaded again, replays to the
/// verdicts explore gave it: what a written failure reproduces is what explore saw.
@Suite struct BundledVariationsTests {
  static let bundledScenes = BundledScenes.paths

  @Test func theBundledSuiteIsFound() {
    #expect(Self.bundledScenes.count >= 70)
  }

  @Test(arguments: bundledScenes)
  func eachVariationReplaysAsWrittenToItsVerdicts(_ path: String) throws {
    let scene = try SceneLoader.load(contentsOf: path).get()
    var springs = SpringFrames(fps: 0)
    let exploration = Explorer(selection: .all).explore(scene, path: path, springs: &springs)
    let writer = SceneWriter(stating: .all)
    for row in exploration.rows {
      var changed = row.variation.scene
      changed.expectations = exploration.checks.expectations
      let text = writer.text(changed)
      let reloaded = try #require(
        try? SceneLoader.load(bytes: Array(text.utf8), path: path).get(),
        "\(row.variation.name) does not load:\n\(text)")
      let trace = try Replayer.replay(reloaded)
      let breaks = trace.runs.map { run in run.expectations.contains { !$0.passed } }
      #expect(breaks == row.runs.map(\.breaks), "\(row.variation.name)")
      let messages = trace.runs.map { run in run.expectations.filter { !$0.passed }.map(\.message) }
      let explored = row.runs.map { run in
        run.failures.map { $0.components(separatedBy: ": error: ").dropFirst().joined() }
      }
      let suffixed = zip(messages, trace.runs).map { messages, run in
        messages.map { "\($0) (run \(run.strategy))" }
      }
      #expect(suffixed == explored, "\(row.variation.name)")
    }
  }
}
