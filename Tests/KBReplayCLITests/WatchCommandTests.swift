import Foundation
import Testing
import TraceFormat

@testable import KBReplayCLI

/// `kbreplay watch` as a process of its own: its rounds, its signals and CI.
@Suite(.serialized) struct WatchCommandTests {
  /// Replaces a file of a watched suite at once (a temporary file renamed over it), so that
  /// the watch never reads it half written.
  @discardableResult
  func edit(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> String {
    let path = folder.path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return path
  }

  /// The rounds of a watch over a suite that is edited under it: the first round tests (and
  /// records) every scene; an edited scene is tested alone; the goldens a round writes start
  /// no round; a new scene starts a round of all; an invalid scene is reported and watching
  /// goes on; SIGINT ends it with status 0.
  @Test func roundsTestWhatChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let b = try folder.write("b.yaml", SceneTexts.tap(y: 500))
    let watch = try ToolProcess(["watch", folder.path, "--jobs", "1"])
    var expected = """
      NEW     \(a)
      NEW     \(b)
      goldens written: 2 new
      2 passed, 0 failed
      watching 2 scenes; press Ctrl-C to stop

      """
    try #require(watch.waitForOutput(expected))
    #expect(folder.exists("a.golden") && folder.exists("b.golden"))

    // Both goldens were just written; only the edited scene is tested.
    try edit(folder, "b.yaml", SceneTexts.tap(y: 500) + "# edited\n")
    expected += """

      round 2: 1 scene changed
      PASS    \(b)
      1 passed, 0 failed

      """
    try #require(watch.waitForOutput(expected))

    let c = try edit(folder, "c.yaml", SceneTexts.tap(y: 400))
    expected += """

      round 3: scenes added or removed; testing all 3
      PASS    \(a)
      PASS    \(b)
      NEW     \(c)
      goldens written: 1 new
      3 passed, 0 failed
      watching 3 scenes; press Ctrl-C to stop

      """
    try #require(watch.waitForOutput(expected))

    // c's golden, written by round 3, is no change: the next round is b's alone.
    try edit(folder, "b.yaml", SceneTexts.invalid)
    expected += """

      round 4: 1 scene changed
      ERROR   \(b)
        \(b):3:3: error: missing required key 'frame' in a view
          view: root
          ^
        \(b):4:3: error: unknown key 'fame' in a view; did you mean 'frame'?
          fame: [0, 0, 393, 852]
          ^
      0 passed, 0 failed, 1 error

      """
    try #require(watch.waitForOutput(expected))

    try edit(folder, "b.yaml", SceneTexts.tap(y: 500))
    expected += """

      round 5: 1 scene changed
      PASS    \(b)
      1 passed, 0 failed

      """
    try #require(watch.waitForOutput(expected))

    let end = watch.stop(with: SIGINT)
    #expect(end?.reason == .exit)
    #expect(end?.status == 0)
    #expect(watch.output == expected)
    #expect(watch.error == "")
    #expect(
      folder.snapshot().keys.sorted() == [
        "a.golden", "a.yaml", "b.golden", "b.yaml", "c.golden", "c.yaml",
      ])
  }

  /// SIGTERM in the middle of a round that records goldens: status 0, no temporary file, and
  /// every golden there is whole.
  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalEndsItWithSuccessAndLeavesNoTemporaryFile(signal: Int32) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<40 {
      try folder.write("scene-\(index).yaml", SceneTexts.tap(y: 300 + index))
    }
    let watch = try ToolProcess(["watch", folder.path, "--jobs", "2"])
    try #require(watch.waitForOutput("NEW     "))
    let end = watch.stop(with: signal)
    #expect(end?.reason == .exit)
    #expect(end?.status == 0)
    let files = folder.snapshot()
    #expect(!files.keys.contains { $0.contains(".tmp-") })
    for (name, bytes) in files where name.hasSuffix(".golden") {
      #expect(throws: Never.self, "\(name)") { try TraceDocument(parsing: [UInt8](bytes)) }
    }
  }

  /// On CI, the default record mode writes nothing, in the first round or later ones.
  @Test func onCINoGoldenIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let watch = try ToolProcess(["watch", folder.path], environment: ["CI": "true"])
    let missing =
      "  no golden \(folder.path)/a.golden; record it with 'kbreplay test --record missing "
      + "\(a)' (or KBREPLAY_RECORD=missing)\n"
    var expected =
      "FAIL    \(a)\n" + missing + "0 passed, 1 failed\n"
      + "watching 1 scene; press Ctrl-C to stop\n"
    try #require(watch.waitForOutput(expected))
    try edit(folder, "a.yaml", SceneTexts.tap(y: 600) + "# edited\n")
    expected += "\nround 2: 1 scene changed\nFAIL    \(a)\n" + missing + "0 passed, 1 failed\n"
    try #require(watch.waitForOutput(expected))
    let end = watch.stop(with: SIGTERM)
    #expect(end?.status == 0)
    #expect(watch.output == expected)
    #expect(folder.snapshot().keys.sorted() == ["a.yaml"])
  }

  @Test func anInvalidRecordModeIsAUsageError() throws {
    let watch = try ToolProcess(
      ["watch", "Scenes"], environment: ["KBREPLAY_RECORD": "sometimes"])
    let end = watch.waitForExit()
    #expect(end?.status == 2)
    #expect(
      watch.error.hasPrefix(
        "kbreplay: error: environment variable KBREPLAY_RECORD takes auto, never, missing, "))
    #expect(watch.error.hasSuffix("Run 'kbreplay watch --help' for usage.\n"))
  }
}

/// `kbreplay review` reading its answers from a pipe, as a process of its own: no colour.
@Suite struct ReviewProcessTests {
  @Test func answersComeFromAPipeAndNothingIsColoured() throws {
    let folder = try PendingGoldensTests.reviewedSuite()
    defer { folder.remove() }
    let review = try ToolProcess(["review", folder.path + "/a"])
    try review.answer("a\n")
    let end = review.waitForExit()
    #expect(end?.status == 0)
    #expect(
      review.output
        == ReviewCommandTests.pageA(folder.path).replacingOccurrences(
          of: "(1 of 3)", with: "(1 of 1)") + ReviewCommandTests.prompt + "a\n"
        + "accepted \(folder.path)/a/password.golden.new\n\naccepted 1, rejected 0, skipped 0\n")
    #expect(!review.output.contains("\u{1B}"))
    #expect(folder.text("a/password.golden") == (try PendingGoldensTests.trace.get()))
  }
}
