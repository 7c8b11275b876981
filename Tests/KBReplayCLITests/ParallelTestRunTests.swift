import Foundation
import Testing

@testable import KBReplayCLI

/// `--jobs` and `--shard` on a suite of 200 generated scenes.
@Suite struct ParallelTestRunTests {
  /// 200 scenes in 4 folders: goldens recorded, then 20 made to differ, 10 removed and 5
  /// scenes given a failing expectation.
  static func suite() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for index in 0..<200 {
      try folder.write(
        "suite/group\(index % 4)/scene\(index).yaml", SceneTexts.tap(y: 300 + index * 2))
    }
    let recording = ToolRun(["test", folder.path + "/suite", "--jobs", "4"])
    #expect(recording.outputLines.last == "200 passed, 0 failed")
    for index in stride(from: 0, to: 200, by: 10) {
      let golden = "suite/group\(index % 4)/scene\(index).golden"
      let text = try #require(folder.text(golden))
      try folder.write(golden, text.replacingOccurrences(of: "fps: 30", with: "fps: 60"))
    }
    for index in stride(from: 5, to: 200, by: 20) {
      try FileManager.default.removeItem(
        atPath: folder.path + "/suite/group\(index % 4)/scene\(index).golden")
    }
    for index in stride(from: 3, to: 200, by: 40) {
      try folder.write(
        "suite/group\(index % 4)/scene\(index).yaml",
        SceneTexts.tap(y: 300 + index * 2) + "expect:\n  - {at: end, focus: field}\n")
    }
    return folder
  }

  @Test func everyWidthPrintsTheSameAsOneJob() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let environment = ["CI": "true"]
    let serial = ToolRun(["test", folder.path + "/suite", "--jobs", "1"], environment: environment)
    #expect(serial.status == .failure)
    #expect(serial.outputLines.last == "165 passed, 35 failed")
    let lines = serial.outputLines.filter { !$0.hasPrefix("  ") }.dropLast()
    #expect(lines.count == 200)
    let paths = lines.map { $0.split(separator: " ").last.map(String.init) ?? "" }
    #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "by path")
    for jobs in ["2", "8"] {
      let parallel = ToolRun(
        ["test", folder.path + "/suite", "--jobs", jobs], environment: environment)
      #expect(parallel.output == serial.output, "--jobs \(jobs)")
      #expect(parallel.status == serial.status)
    }
  }

  @Test func threeShardsRunEverySceneExactlyOnce() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    var seen: [String] = []
    var counts: [Int] = []
    for shard in 1...3 {
      let run = ToolRun(
        ["test", folder.path + "/suite", "--shard", "\(shard)/3", "--jobs", "2"],
        environment: ["CI": "true"])
      let scenes = run.outputLines.filter { !$0.hasPrefix("  ") }.dropLast().map {
        $0.split(separator: " ").last.map(String.init) ?? ""
      }
      counts.append(scenes.count)
      seen += scenes
    }
    #expect(seen.count == 200)
    #expect(Set(seen).count == 200)
    #expect(counts.allSatisfy { $0 > 40 }, "shards are roughly even: \(counts)")
  }

  @Test func shardsDependOnlyOnThePathRelativeToTheSuiteRoot() {
    let shard = Shard(index: 2, count: 3)
    // FNV-1a: the standard test vectors.
    #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(Shard.hash("foobar") == 0x8594_4171_f739_67e8)
    let memberships = (0..<30).map { shard.contains("group/scene\($0).yaml") }
    #expect(memberships == (0..<30).map { shard.contains("group/scene\($0).yaml") })
    #expect(memberships.contains(true) && memberships.contains(false))
  }

  @Test(arguments: ["1/1", "2/3", "3/3", "10/12"])
  func shardsReadIOverN(_ text: String) {
    #expect(Shard(text) != nil)
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/3", "/3", "+1/3"])
  func shardsRefuseOtherText(_ text: String) {
    #expect(Shard(text) == nil)
  }

  @Test func orderedRunsDeliverInOrderWhateverFinishesFirst() {
    let delivered = Delivered()
    OrderedParallelRun.run(
      count: 50, width: 4,
      work: { index in
        usleep(UInt32((50 - index) % 7) * 300)
        return index * index
      },
      deliver: { index, output, finished in
        delivered.append(index, output, finished)
      })
    #expect(delivered.indexes == Array(0..<50))
    #expect(delivered.outputs == (0..<50).map { $0 * $0 })
    #expect(delivered.finished.last == 50)
  }

  final class Delivered: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var indexes: [Int] = []
    private(set) var outputs: [Int] = []
    private(set) var finished: [Int] = []

    func append(_ index: Int, _ output: Int, _ count: Int) {
      lock.withLock {
        indexes.append(index)
        outputs.append(output)
        finished.append(count)
      }
    }
  }
}
