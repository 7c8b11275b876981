import Foundation
import KeyboardAvoidance
import Testing
import TraceFormat

@testable import KBReplayCLI

/// `kbreplay watch`: its rounds over a suite edited under it, in-process on a virtual clock so
/// that no test waits for real time between looks; and, as a process of its own, its signals
/// and its exit status.
@Suite(.serialized) struct WatchCommandTests {
  /// The command `kbreplay watch ARGUMENTS` names, or nil after recording an issue.
  func watch(_ arguments: [String]) -> WatchCommand? {
    guard case .success(.watch(let command)) = CommandLineParser.parse(["watch"] + arguments)
    else {
      Issue.record("not a watch command: \(arguments)")
      return nil
    }
    return command
  }

  /// The sleeps of a watch that looked every half second from 0 until `end`.
  func halfSecondSleeps(until end: Microseconds) -> [Range<Microseconds>] {
    stride(from: 0, to: end, by: 500_000).map { $0..<$0 + 500_000 }
  }

  /// The rounds of a watch over a suite that is edited under it: the first round tests (and
  /// records) every scene; an edited scene is tested alone; the goldens a round writes start
  /// no round; a new scene starts a round of all; an invalid scene is reported and watching
  /// goes on. Between two edits, the output is exactly the rounds so far, and the watch looks
  /// every half second.
  @Test func roundsTestWhatChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let b = try folder.write("b.yaml", SceneTexts.tap(y: 500))
    let c = folder.path + "/c.yaml"
    let console = RecordingConsole()
    let clock = VirtualClock()
    var expected = """
      NEW     \(a)
      NEW     \(b)
      goldens written: 2 new
      2 passed, 0 failed
      watching 2 scenes; press Ctrl-C to stop

      """

    // Both goldens were just written; only the edited scene is tested, at the look at 1 s.
    clock.at(0.7) {
      #expect(console.standardOutput == expected)
      #expect(folder.exists("a.golden") && folder.exists("b.golden"))
      try folder.write("b.yaml", SceneTexts.tap(y: 500) + "# edited\n")
      expected += """

        round 2: 1 scene changed
        PASS    \(b)
        1 passed, 0 failed

        """
    }
    clock.at(1.2) {
      #expect(console.standardOutput == expected)
      try folder.write("c.yaml", SceneTexts.tap(y: 400))
      expected += """

        round 3: scenes added or removed; testing all 3
        PASS    \(a)
        PASS    \(b)
        NEW     \(c)
        goldens written: 1 new
        3 passed, 0 failed
        watching 3 scenes; press Ctrl-C to stop

        """
    }
    // c's golden, written by round 3, is no change: the next round is b's alone.
    clock.at(1.7) {
      #expect(console.standardOutput == expected)
      try folder.write("b.yaml", SceneTexts.invalid)
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
    }
    clock.at(2.2) {
      #expect(console.standardOutput == expected)
      try folder.write("b.yaml", SceneTexts.tap(y: 500))
      expected += """

        round 5: 1 scene changed
        PASS    \(b)
        1 passed, 0 failed

        """
    }

    let command = try #require(watch([folder.path, "--jobs", "1"]))
    let status = command.run(
      in: CommandContext(console: console), clock: clock.watchClock, until: 3_000_000)
    #expect(status == .success)
    #expect(clock.pendingCount == 0)
    #expect(clock.sleeps == halfSecondSleeps(until: 3_000_000))
    #expect(console.standardOutput == expected)
    #expect(console.standardError == "")
    #expect(
      folder.snapshot().keys.sorted() == [
        "a.golden", "a.yaml", "b.golden", "b.yaml", "c.golden", "c.yaml",
      ])
  }

  /// A look falls due half a second after the one before it started: after a round that took
  /// longer, the next look comes at once and finds what changed while the round ran.
  @Test func aLongRoundIsFollowedByALookAtOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let clock = VirtualClock()
    var roundTimes: [Microseconds] = []
    let console = RoundConsole { header in
      roundTimes.append(clock.now)
      guard header.hasPrefix("round 2:") else { return }
      clock.advance(by: 800_000)
      #expect(throws: Never.self) { try folder.write("a.yaml", SceneTexts.tap(y: 600)) }
    }
    clock.at(0.7) { try folder.write("a.yaml", SceneTexts.tap(y: 600) + "# edited\n") }

    let command = try #require(watch([folder.path, "--jobs", "1"]))
    let status = command.run(
      in: CommandContext(console: console), clock: clock.watchClock, until: 2_500_000)
    #expect(status == .success)
    // Looks at 0.5 s, 1 s (round 2, until 1.8 s), 1.8 s (round 3) and 2.3 s.
    #expect(roundTimes == [1_000_000, 1_800_000])
    #expect(clock.sleeps == [0..<500_000, 500_000..<1_000_000, 1_800_000..<2_300_000])
    #expect(
      console.recording.standardOutput == """
        NEW     \(a)
        goldens written: 1 new
        1 passed, 0 failed
        watching 1 scene; press Ctrl-C to stop

        round 2: 1 scene changed
        PASS    \(a)
        1 passed, 0 failed

        round 3: 1 scene changed
        PASS    \(a)
        1 passed, 0 failed

        """)
  }

  /// On CI, the default record mode writes nothing, in the first round or later ones.
  @Test func onCINoGoldenIsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let console = RecordingConsole()
    let clock = VirtualClock()
    let missing =
      "  no golden \(folder.path)/a.golden; record it with 'kbreplay test --record missing "
      + "\(a)' (or KBREPLAY_RECORD=missing)\n"
    let firstRound =
      "FAIL    \(a)\n" + missing + "0 passed, 1 failed\n"
      + "watching 1 scene; press Ctrl-C to stop\n"
    clock.at(0.7) {
      #expect(console.standardOutput == firstRound)
      try folder.write("a.yaml", SceneTexts.tap(y: 600) + "# edited\n")
    }
    let command = try #require(watch([folder.path]))
    let status = command.run(
      in: CommandContext(console: console, environment: ["CI": "true"]),
      clock: clock.watchClock, until: 1_500_000)
    #expect(status == .success)
    #expect(clock.sleeps == halfSecondSleeps(until: 1_500_000))
    #expect(
      console.standardOutput
        == firstRound + "\nround 2: 1 scene changed\nFAIL    \(a)\n" + missing
        + "0 passed, 1 failed\n")
    #expect(console.standardError == "")
    #expect(folder.snapshot().keys.sorted() == ["a.yaml"])
  }

  /// SIGTERM or SIGINT in the middle of a round that records goldens: status 0, no temporary
  /// file, and every golden there is whole.
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

/// A console that records what is written and hands each round's header line to `during` as
/// it is written, so that a test can make the round take time or change files while it runs.
private final class RoundConsole: Console, @unchecked Sendable {
  /// What was written.
  let recording = RecordingConsole()
  private let during: (String) -> Void

  init(during: @escaping (String) -> Void) {
    self.during = during
  }

  func write(_ text: String, to stream: ConsoleStream) {
    recording.write(text, to: stream)
    if text.hasPrefix("round ") { during(text) }
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
