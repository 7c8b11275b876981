import Foundation
import KBReplay
import Testing

@testable import KBReplayCLI

/// `kbreplay explore`: its command line, its text and JSON output, its exit statuses, and the
/// same bytes for any number of jobs.
@Suite struct ExploreCommandTests {
  /// A scene a taller keyboard breaks for `classic` only.
  static let taller = """
    scene: Form
    strategy: [classic, adaptive]
    layout:
      view: form
      frame: [0, 0, 393, 852]
      keyboardAdaptive: true
      children:
        - textField: email
          frame: [16, 452, 361, 44]
    events:
      - {at: 0.2, tap: email}

    """

  /// A scene nothing breaks: the field is high enough for every keyboard.
  static let calm = taller.replacingOccurrences(of: "[16, 452,", with: "[16, 200,")

  @Test func parsesItsOptions() throws {
    let parsed = CommandLineParser.parse([
      "explore", "a", "--strategy", "classic", "--strategy", "adaptive", "--checks", "all",
      "--format", "json", "--write-failures", "out", "--report", "r.html", "--jobs", "3", "b",
    ])
    var expected = ExploreCommand(paths: ["a", "b"])
    expected.strategies = ["classic", "adaptive"]
    expected.checks = .all
    expected.format = .json
    expected.failuresFolder = "out"
    expected.reportPath = "r.html"
    expected.jobs = 3
    #expect(parsed == .success(.explore(expected)))
    #expect(
      CommandLineParser.parse(["explore"]) == .success(.explore(ExploreCommand(paths: ["Scenes"]))))
  }

  @Test func printsItsHelp() {
    let console = RecordingConsole()
    #expect(HelpCommand(topic: .explore).run(in: CommandContext(console: console)) == .success)
    let printedHelp = console.standardOutput
    #expect(
      printedHelp == """
        OVERVIEW: Replay scenes under variations and report what breaks.

        USAGE: kbreplay explore [PATH...]

        ARGUMENTS:
          PATH   A suite root, as for 'kbreplay test' (default: Scenes).

        OPTIONS:
          --strategy <strategy>    Replay only this strategy, which each scene must
                                   list (may be repeated).
          --checks <checks>        invariants (default: always: and settled: items)
                                   or all (at: items too).
          --format <format>        text (default) or json.
          --write-failures <dir>   Write each breaking variation to the folder as a
                                   scene that reproduces it.
          --report <file>          Also write an HTML report to the file: the
                                   variations and a plot of each failure.
          --jobs <n>               Scenes handled at once (default: the core count).
          -h, --help               Show help for this command.

        Each scene is replayed as written (baseline), then with one change at a
        time: other keyboard heights, a hardware keyboard, keyboard toolbars, the
        other focus-change setting, the other bottom safe area, and each event
        moved closer to the one before it (see docs/explore.md).

        Checked: the scene's always: and settled: items (with --checks all, its at:
        items too), or {settled: {covered: 0}} when it has none of them.

        Exit status: 0 when no run breaks; 1 when one fails or cannot be replayed;
        2 for an invalid scene, invalid usage or a file that could not be written.

        """)
  }

  @Test func rejectsAnUnknownCheckSelection() {
    let run = ToolRun(["explore", "--checks", "some"])
    #expect(run.status == .invalidInput)
    #expect(
      run.error == """
        kbreplay: error: option '--checks' takes invariants or all, not 'some' (argument 2)
        Run 'kbreplay explore --help' for usage.

        """)
  }

  @Test func printsARowPerVariationAndExitsOneWhenARunBreaks() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("form.yaml", Self.taller)
    let run = ToolRun(["explore", scene, "--jobs", "1"])
    #expect(run.status == .failure)
    #expect(run.error == "")
    let failure = { (covered: String) in
      "    \(scene):(default check): error: settled: 15 of 27 settled samples differ; first at "
        + "0.9667: covered is \(covered), expected 0.00 within 0.01 (run classic)"
    }
    #expect(
      run.outputLines == [
        "explore \(scene)",
        "  baseline                  classic PASS  adaptive PASS",
        "  keyboard.height=216       classic PASS  adaptive PASS",
        "  keyboard.height=260       classic PASS  adaptive PASS",
        "  keyboard.height=291       classic PASS  adaptive PASS",
        "  keyboard.height=301       classic PASS  adaptive PASS",
        "  keyboard.height=346       classic PASS  adaptive PASS",
        "  keyboard.height=398       classic FAIL  adaptive PASS",
        failure("34.00"),
        "  hardwareKeyboard          classic PASS  adaptive PASS",
        "  toolbar=44                classic FAIL  adaptive PASS",
        failure("24.00"),
        "  toolbar=58                classic FAIL  adaptive PASS",
        failure("34.00"),
        "  focusChangeNotifies=true  classic PASS  adaptive PASS",
        "  safeArea.bottom=0         classic PASS  adaptive PASS",
        "  12 variations: classic breaks in 3, adaptive breaks in 0",
        "1 scene, 12 variations, 3 break",
      ])
  }

  @Test func exitsZeroWhenNothingBreaks() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("calm.yaml", Self.calm)
    let run = ToolRun(["explore", folder.path, "--strategy", "adaptive"])
    #expect(run.status == .success)
    #expect(run.outputLines.last == "1 scene, 12 variations, 0 break")
    #expect(run.outputLines.dropLast().last == "  12 variations: adaptive breaks in 0")
  }

  @Test func anInvalidSceneOrAnUnlistedStrategyExitsTwoAndTheOthersAreExplored() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.yaml", "scene: Broken\nlayout: 3\n")
    try folder.write("b.yaml", Self.taller)
    try folder.write(
      "c.yaml", Self.calm.replacingOccurrences(of: "[classic, adaptive]", with: "naive"))
    let run = ToolRun(["explore", folder.path, "--strategy", "naive"])
    #expect(run.status == .invalidInput)
    #expect(run.error.hasPrefix("\(folder.path)/a.yaml:2:9: error: "))
    #expect(
      run.error.hasSuffix(
        "\(folder.path)/b.yaml: error: the scene replays only classic and adaptive, not 'naive'\n"))
    #expect(run.outputLines.first == "explore \(folder.path)/c.yaml")
    #expect(run.outputLines.last == "1 scene, 12 variations, 0 break")
  }

  @Test func aRunThatCannotReplayBreaksAsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write(
      "form.yaml", Self.taller.replacingOccurrences(of: "[classic, adaptive]", with: "broken"))
    let registry = try StrategyRegistry(registering: [CustomRunnerTests.Broken()])
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: ["explore", scene, "--format", "json"],
      in: CommandContext(console: console, strategies: registry))
    #expect(status == .failure)
    let line = console.standardOutput.split(separator: "\n")[2]
    #expect(
      line == """
            {"name": "baseline", "runs": [{"strategy": "broken", "verdict": "error", "failures": \
        ["\(scene): error: strategy 'broken' returned nan for container 'form' at 0.2000"]}]},
        """)
  }

  @Test func printsJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("form.yaml", Self.taller)
    let run = ToolRun(["explore", scene, "--format", "json", "--strategy", "classic"])
    #expect(run.status == .failure)
    let lines = run.outputLines
    #expect(lines.count == 15)
    #expect(lines[0] == "{\"scenes\": [")
    #expect(lines[1] == "  {\"path\": \"\(scene)\", \"variations\": [")
    #expect(
      lines[2]
        == "    {\"name\": \"baseline\", \"runs\": [{\"strategy\": \"classic\", \"verdict\": "
        + "\"pass\", \"failures\": []}]},")
    #expect(
      lines[8]
        == "    {\"name\": \"keyboard.height=398\", \"runs\": [{\"strategy\": \"classic\", "
        + "\"verdict\": \"fail\", \"failures\": [\"\(scene):(default check): error: settled: 15 "
        + "of 27 settled samples differ; first at 0.9667: covered is 34.00, expected 0.00 within "
        + "0.01 (run classic)\"]}]},")
    #expect(lines[13].hasSuffix("\"failures\": []}]}]}"))
    #expect(lines[14] == "]}")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let scenes = try #require((object as? [String: Any])?["scenes"] as? [[String: Any]])
    #expect((scenes.first?["variations"] as? [Any])?.count == 12)
  }

  @Test func printsEmptyJSONWithoutScenes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.yaml", "scene: Broken\n")
    let run = ToolRun(["explore", folder.path, "--format", "json"])
    #expect(run.status == .invalidInput)
    #expect(run.output == "{\"scenes\": []}\n")
  }

  @Test(arguments: ExploreCommand.Format.allCases)
  func printsTheSameBytesForAnyNumberOfJobs(_ format: ExploreCommand.Format) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<6 {
      try folder.write("s\(index).yaml", index.isMultiple(of: 2) ? Self.taller : Self.calm)
    }
    let arguments = ["explore", folder.path, "--format", format.rawValue, "--checks", "all"]
    let one = ToolRun(arguments + ["--jobs", "1"])
    let four = ToolRun(arguments + ["--jobs", "4"])
    #expect(one.output == four.output)
    #expect(one.status == four.status)
    #expect(one.output.utf8.count > 1000)
  }
}
