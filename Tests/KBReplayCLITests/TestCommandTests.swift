import Foundation
import Golden
import Testing

@testable import KBReplayCLI

/// `kbreplay test` end to end on real files in temporary folders.
@Suite struct TestCommandTests {
  static let trace = Result {
    try TemporaryFolder.trace(of: SceneTexts.password, named: "password")
  }

  /// A suite in every state at once: passing, missing, within tolerance, mismatching, failing
  /// an expectation, invalid, with a stale pending golden, a golden without a scene and a
  /// leftover temporary file of a writer that has ended.
  static func mixedSuite() throws -> TemporaryFolder {
    let trace = try Self.trace.get()
    let folder = try TemporaryFolder()
    try folder.write("suite/a-pass/password.yaml", SceneTexts.password)
    try folder.write("suite/a-pass/password.golden", trace)
    try folder.write("suite/a-pass/password.golden.new", "stale")
    try folder.write("suite/b-missing/password.yaml", SceneTexts.password)
    try folder.write("suite/c-nudged/password.yaml", SceneTexts.password)
    try folder.write(
      "suite/c-nudged/password.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  261.004  password  0.00"))
    try folder.write("suite/d-changed/password.yaml", SceneTexts.password)
    try folder.write(
      "suite/d-changed/password.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  266.00  password  0.00"))
    try folder.write("suite/e-failing/password.yaml", SceneTexts.failingPassword)
    try folder.write("suite/f-invalid/misspelt.yaml", SceneTexts.invalid)
    try folder.write("suite/g-orphan/gone.golden", trace)
    try folder.write("suite/g-orphan/gone.golden.new", trace)
    try folder.write("suite/a-pass/password.golden.tmp-2147483646-1", "partial")
    return folder
  }

  @Test func onCIWithoutExplicitRecordingNothingUnderTheSuiteChanges() throws {
    let folder = try Self.mixedSuite()
    defer { folder.remove() }
    let before = folder.snapshot()
    let junit = try TemporaryFolder()
    defer { junit.remove() }
    for extra in [
      [], ["--unreferenced", "warn"], ["--unreferenced", "reject"], ["--unreferenced", "ignore"],
      ["--jobs", "1"], ["--junit", junit.path + "/report.xml"], ["--record", "auto"],
      ["--filter", "pass"], ["--shard", "1/2"],
    ] {
      for environment in [["CI": "true"], ["CI": "1", "KBREPLAY_RECORD": "auto"]] {
        let run = ToolRun(["test", folder.path + "/suite"] + extra, environment: environment)
        #expect(run.status != .success, "\(extra)")
        #expect(folder.snapshot() == before, "\(extra) \(environment)")
      }
    }
  }

  @Test func deleteRemovesOnlyGoldensWithoutAScene() throws {
    let folder = try Self.mixedSuite()
    defer { folder.remove() }
    let before = folder.snapshot()
    let run = ToolRun(
      ["test", folder.path + "/suite", "--unreferenced", "delete"], environment: ["CI": "true"])
    #expect(
      run.output.contains(
        "deleted golden without a scene: \(folder.path)/suite/g-orphan/gone.golden\n"))
    var expected = before
    expected["suite/g-orphan/gone.golden"] = nil
    expected["suite/g-orphan/gone.golden.new"] = nil
    #expect(folder.snapshot() == expected)
  }

  @Test func locallyTheSuiteIsTidiedAndRecorded() throws {
    let folder = try Self.mixedSuite()
    defer { folder.remove() }
    let trace = try Self.trace.get()
    let before = folder.snapshot()
    let run = ToolRun(["test", folder.path + "/suite", "--jobs", "3"])
    #expect(run.status == .invalidInput)
    let root = folder.path + "/suite"
    #expect(
      run.outputLines.filter { !$0.hasPrefix("  ") } == [
        "PASS    \(root)/a-pass/password.yaml",
        "NEW     \(root)/b-missing/password.yaml",
        "PASS    \(root)/c-nudged/password.yaml",
        "FAIL    \(root)/d-changed/password.yaml",
        "FAIL    \(root)/e-failing/password.yaml",
        "ERROR   \(root)/f-invalid/misspelt.yaml",
        "goldens written: 2 new, 1 pending (*.golden.new; review, then 'kbreplay accept' or 'kbreplay reject')",
        "3 passed, 2 failed, 1 error",
      ])
    #expect(
      run.error == """
        kbreplay: warning: golden without a scene: \(root)/g-orphan/gone.golden
        kbreplay: warning: golden without a scene: \(root)/g-orphan/gone.golden.new

        """)
    var expected = before
    expected["suite/a-pass/password.golden.new"] = nil  // stale, removed
    expected["suite/a-pass/password.golden.tmp-2147483646-1"] = nil  // abandoned, removed
    expected["suite/b-missing/password.golden"] = Data(trace.utf8)  // NEW
    expected["suite/d-changed/password.golden.new"] = Data(trace.utf8)  // pending
    expected["suite/e-failing/password.golden"] =
      folder.snapshot()["suite/e-failing/password.golden"]
    #expect(folder.snapshot() == expected)
    // The nudged golden passes and keeps its bytes.
    #expect(
      folder.snapshot()["suite/c-nudged/password.golden"]
        == before["suite/c-nudged/password.golden"])
  }

  @Test func aGoldenEditedByFourThousandthsPassesAndKeepsItsBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let trace = try Self.trace.get()
    let scene = try folder.write("password.yaml", SceneTexts.password)
    let edited = trace.replacingOccurrences(
      of: SceneTexts.settledRow, with: "  0.2667  271.21  261.004  password  0.00")
    #expect(edited != trace)
    try folder.write("password.golden", edited)
    for environment in [[:], ["CI": "true"]] {
      let run = ToolRun(["test", folder.path], environment: environment)
      #expect(run.status == .success)
      #expect(run.output == "PASS    \(scene)\n1 passed, 0 failed\n")
      #expect(folder.text("password.golden") == edited)
      #expect(folder.snapshot().keys.sorted() == ["password.golden", "password.yaml"])
    }
  }

  @Test func aGoldenEditedByFivePointsFailsNamingTimeColumnAndValues() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let trace = try Self.trace.get()
    let scene = try folder.write("password.yaml", SceneTexts.password)
    let edited = trace.replacingOccurrences(
      of: SceneTexts.settledRow, with: "  0.2667  271.21  266.00  password  0.00")
    try folder.write("password.golden", edited)
    let golden = folder.path + "/password.golden"
    let run = ToolRun(["test", folder.path], environment: ["CI": "true"])
    #expect(run.status == .failure)
    #expect(
      run.output == """
        FAIL    \(scene)
          golden \(golden) differs beyond the tolerance of 0.01
          first difference: at 0.2667 in padding.screen (run classic): expected 266.00, actual 261.00, difference 5.00
          largest difference: 5.00 at 0.2667 in padding.screen (run classic)
          samples differing: 1 of 67
          --- \(golden)
          +++ \(scene) (replayed)
          @@ -21,7 +21,7 @@
             0.2167  211.02  232.83  password  0.00
             0.2333  234.85  249.39  password  0.00
             0.2500  254.78  259.20  password  0.00
          -  0.2667  271.21  266.00  password  0.00
          +  0.2667  271.21  261.00  password  0.00
             0.2833  284.61  261.00  password  0.00
             0.3000  295.44  261.00  password  0.00
             0.3167  304.12  261.00  password  0.00
        0 passed, 1 failed

        """)
    #expect(folder.text("password.golden") == edited)
  }

  @Test func invalidScenesShowTheLoadersDiagnosticsAndTheOthersStillRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bad = try folder.write("a-bad.yaml", SceneTexts.invalid)
    let good = try folder.write("b-good.yaml", SceneTexts.password)
    let run = ToolRun(["test", folder.path])
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        ERROR   \(bad)
          \(bad):3:3: error: missing required key 'frame' in a view
            view: root
            ^
          \(bad):4:3: error: unknown key 'fame' in a view; did you mean 'frame'?
            fame: [0, 0, 393, 852]
            ^
        NEW     \(good)
        goldens written: 1 new
        1 passed, 0 failed, 1 error

        """)
    #expect(!folder.exists("a-bad.golden"))
  }

  @Test func missingPathsAreErrorsAndTheRestRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("one.yaml", SceneTexts.password)
    let run = ToolRun(["test", folder.path + "/nowhere", scene])
    #expect(run.status == .invalidInput)
    #expect(run.error == "kbreplay: error: no such file or folder: \(folder.path)/nowhere\n")
    #expect(run.output == "NEW     \(scene)\ngoldens written: 1 new\n1 passed, 0 failed\n")
  }

  @Test func aLeftoverTemporaryFileIsRemovedByTheNextLocalRunOnly() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("password.yaml", SceneTexts.password)
    try folder.write("password.golden", try Self.trace.get())
    let abandoned = "password.golden.tmp-2147483646-3"
    let running = "password.golden.new.tmp-\(getpid())-1"
    try folder.write(abandoned, "partial")
    try folder.write(running, "in flight")
    _ = ToolRun(["test", folder.path], environment: ["CI": "true"])
    #expect(folder.exists(abandoned))
    _ = ToolRun(["test", folder.path])
    #expect(!folder.exists(abandoned))
    #expect(folder.exists(running), "a file of a process still running stays")
  }

  @Test func filtersAndShardsSkipTheSearchForGoldensWithoutScenes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("keep.yaml", SceneTexts.password)
    try folder.write("orphan.golden", "x")
    for extra in [["--filter", "keep"], ["--shard", "1/1"]] {
      let run = ToolRun(["test", folder.path, "--unreferenced", "delete"] + extra)
      #expect(run.error == "")
      #expect(folder.exists("orphan.golden"))
    }
    let rejected = ToolRun(["test", folder.path, "--unreferenced", "reject"])
    #expect(rejected.status == .failure)
    #expect(
      rejected.error == "kbreplay: error: golden without a scene: \(folder.path)/orphan.golden\n")
    #expect(ToolRun(["test", folder.path, "--unreferenced", "ignore"]).status == .success)
  }

  @Test func aFilterThatMatchesNothingIsWarnedAbout() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("password.yaml", SceneTexts.password)
    let run = ToolRun(["test", folder.path, "--filter", "pasword"])
    #expect(run.status == .success)
    #expect(run.output == "0 passed, 0 failed\n")
    #expect(run.error == "kbreplay: warning: no scene path contains 'pasword'\n")
  }

  @Test func aProgressLineIsShownOnlyOnATerminal() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["a", "b", "c"] { try folder.write("\(name).yaml", SceneTexts.password) }
    _ = ToolRun(["test", folder.path])
    let plain = ToolRun(["test", folder.path, "--jobs", "1"])
    #expect(plain.error == "")
    let terminal = ToolRun(["test", folder.path, "--jobs", "1"], isTerminal: true)
    #expect(terminal.output == plain.output)
    #expect(
      terminal.error
        == "[1/3] testing scenes...\r\u{1B}[K[2/3] testing scenes...\r\u{1B}[K")
  }

  @Test(arguments: [
    (["--jobs", "0"], "option '--jobs' takes a whole number from 1 to 1024, not '0' (argument 3)"),
    (
      ["--shard", "4/3"],
      "option '--shard' takes I/N with 1 <= I <= N, such as 2/3, not '4/3' (argument 3)"
    ),
    (
      ["--tolerance", "-1"],
      "option '--tolerance' takes a non-negative decimal number of points such as 0.01, "
        + "not '-1' (argument 3)"
    ),
    (
      ["--unreferenced", "delet"],
      "option '--unreferenced' takes ignore, warn, reject or delete, not 'delet' (argument 3); "
        + "did you mean 'delete'?"
    ),
    (["--junit"], "option '--junit' needs a value (argument 3)"),
    (["--jobs", "1", "--jobs", "2"], "option '--jobs' may be given only once (argument 5)"),
  ])
  func badOptionValuesAreUsageErrors(_ extra: [String], _ message: String) {
    let run = ToolRun(["test", "Scenes"] + extra)
    #expect(run.status == .invalidInput)
    #expect(run.error == "kbreplay: error: \(message)\nRun 'kbreplay test --help' for usage.\n")
    #expect(run.output == "")
  }

  @Test func optionsAreParsed() throws {
    let parsed = CommandLineParser.parse([
      "test", "a", "b", "--record=failed", "--tolerance", "0.5", "--jobs", "3", "--shard", "2/4",
      "--filter", "log", "--junit", "r.xml", "--unreferenced", "reject",
    ])
    guard case .success(.test(let command)) = parsed else {
      Issue.record("expected a test command, got \(parsed)")
      return
    }
    #expect(command.paths == ["a", "b"])
    #expect(command.record == .mode(.failed))
    #expect(command.tolerance.description == "0.5")
    #expect(command.jobs == 3)
    #expect(command.shard == Shard(index: 2, count: 4))
    #expect(command.filter == "log")
    #expect(command.junitPath == "r.xml")
    #expect(command.unreferenced == .reject)
    guard case .success(.test(let defaults)) = CommandLineParser.parse(["test"]) else {
      Issue.record("expected a test command")
      return
    }
    #expect(defaults.paths == ["Scenes"])
    #expect(defaults.record == nil && defaults.jobs == nil && defaults.shard == nil)
    #expect(defaults.tolerance == .standard && defaults.unreferenced == .warn)
  }
}
