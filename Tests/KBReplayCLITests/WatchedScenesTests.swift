import Foundation
import Testing

@testable import KBReplayCLI

/// What `watch` takes for a change, and its rounds, in-process: a look at the files is one
/// call, so no test waits for the clock.
@Suite struct WatchedScenesTests {
  @Test func fingerprintsTellContentsApart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("a.golden", "one\n")
    let first = FileFingerprint.of(path)
    #expect(first == FileFingerprint.of(Array("one\n".utf8)))
    try folder.write("a.golden", "two\n")
    #expect(FileFingerprint.of(path) != first)
    #expect(FileFingerprint.of(folder.path + "/none") == .absent)
    #expect(FileFingerprint.of(folder.path) == .unreadable)
    #expect(FileFingerprint.of([]) == .contents(length: 0, hash: 0xcbf2_9ce4_8422_2325))
  }

  @Test func aRoundTestsTheScenesWhoseSceneOrGoldenChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.yaml", SceneTexts.tap(y: 600))
    try folder.write("b.yaml", SceneTexts.tap(y: 500))
    try folder.write("c.yaml", SceneTexts.tap(y: 400))
    let test = TestCommand(paths: [folder.path])
    let start = WatchedScenes(test)
    #expect(WatchedScenes(test).round(since: start) == nil)

    try folder.write("c.yaml", SceneTexts.tap(y: 400) + "# edited\n")
    try folder.write("a.golden", "written by hand\n")
    try folder.write("b.golden.new", "pending goldens are not watched\n")
    try folder.write("d.golden", "nor are goldens without a scene\n")
    let edited = WatchedScenes(test)
    #expect(edited.round(since: start) == .changed([0, 2]))
    #expect(
      edited.scenes(of: .changed([0, 2])).map(\.path)
        == ["a.yaml", "c.yaml"].map {
          folder.path + "/" + $0
        })

    try folder.write("d.yaml", SceneTexts.tap(y: 300))
    #expect(WatchedScenes(test).round(since: edited) == .all)
    try FileManager.default.removeItem(atPath: folder.path + "/d.yaml")
    try FileManager.default.removeItem(atPath: folder.path + "/a.yaml")
    #expect(WatchedScenes(test).round(since: edited) == .all)
  }

  @Test func theGoldensARoundWroteAreReadAgainAfterIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.yaml", SceneTexts.tap(y: 600))
    try folder.write("b.yaml", SceneTexts.tap(y: 500))
    let test = TestCommand(paths: [folder.path])
    var watched = WatchedScenes(test)
    try folder.write("a.golden", "recorded\n")
    try folder.write("b.golden", "recorded\n")
    watched.readGoldens(after: .changed([0]))
    #expect(WatchedScenes(test).round(since: watched) == .changed([1]))
    watched.readGoldens(after: .all)
    #expect(WatchedScenes(test).round(since: watched) == nil)
  }

  @Test func filterAndShardChooseTheWatchedScenes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("login.yaml", SceneTexts.tap(y: 600))
    try folder.write("other.yaml", SceneTexts.tap(y: 500))
    var test = TestCommand(paths: [folder.path])
    test.filter = "login"
    let start = WatchedScenes(test)
    #expect(start.scenes.map(\.relativePath) == ["login.yaml"])
    try folder.write("other.yaml", SceneTexts.tap(y: 400))
    try folder.write("more.yaml", SceneTexts.tap(y: 400))
    #expect(WatchedScenes(test).round(since: start) == nil)
  }

  /// The rounds of ``SuiteWatcher`` as `watch` prints them, with `--unreferenced` reported
  /// only in rounds of every scene.
  @Test func roundsPrintWhatTestPrintsAndASummary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.write("a.yaml", SceneTexts.tap(y: 600))
    let b = try folder.write("b.yaml", SceneTexts.tap(y: 500))
    try folder.write("gone.golden", "a golden without a scene\n")
    let console = RecordingConsole()
    var test = TestCommand(paths: [folder.path])
    test.jobs = 2
    var watcher = SuiteWatcher(
      test: test, mode: .missing, context: CommandContext(console: console))
    watcher.runFirstRound()
    var rounds = [watcher.look()]
    try folder.write("a.yaml", SceneTexts.tap(y: 600) + "# edited\n")
    rounds += [watcher.look(), watcher.look()]
    try FileManager.default.removeItem(atPath: b)
    rounds.append(watcher.look())
    #expect(rounds == [false, true, false, true])
    #expect(
      console.standardOutput == """
        NEW     \(a)
        NEW     \(b)
        goldens written: 2 new
        2 passed, 0 failed
        watching 2 scenes; press Ctrl-C to stop

        round 2: 1 scene changed
        PASS    \(a)
        1 passed, 0 failed

        round 3: scenes added or removed; testing all 1
        PASS    \(a)
        1 passed, 0 failed
        watching 1 scene; press Ctrl-C to stop

        """)
    let warning = "kbreplay: warning: golden without a scene: "
    #expect(
      console.standardError == warning + "\(folder.path)/gone.golden\n" + warning
        + "\(folder.path)/b.golden\n" + warning + "\(folder.path)/gone.golden\n")
    #expect(watcher.roundCount == 3)
  }
}
