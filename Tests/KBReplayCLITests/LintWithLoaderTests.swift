import KBReplayCLI
import Testing

/// `kbreplay lint` end to end with the real ``SceneLoader``: the few tests that need it.
@Suite
struct LintWithLoaderTests {
  static let validScene = """
    scene: Password field below the keyboard
    strategy: classic
    layout:
      view: screen
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      children:
        - textField: password
          frame: [16, 640, 361, 44]
    events:
      - {at: 0.1, tap: password}
    expect:
      - {at: 0.5, focus: password}

    """

  static let misspeltScene = """
    scene: Misspelt frame
    layout:
      view: root
      fame: [0, 0, 393, 852]

    """

  @Test func validScenesPass() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("suite/valid.yaml", Self.validScene)
    let named = try folder.write("valid.txt", Self.validScene)
    let console = RecordingConsole()
    let context = CommandContext(console: console)
    let status = KBReplayCommand.run(
      arguments: ["lint", folder.path + "/suite", named], in: context)
    #expect(status == .success)
    #expect(console.standardOutput == "2 scenes valid, 0 invalid\n")
    #expect(console.standardError == "")
  }

  @Test func invalidScenesPrintTheLoadersDiagnosticsAndExitTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a-valid.yaml", Self.validScene)
    let misspelt = try folder.write("b-misspelt.yaml", Self.misspeltScene)
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: ["lint", folder.path], in: CommandContext(console: console))
    #expect(status == .invalidInput)
    #expect(console.standardOutput == "1 scene valid, 1 invalid\n")
    // The unknown key `fame` (line 4, column 3) with a suggestion; the exact wording is the
    // loader's, tested with the loader.
    #expect(console.standardError.contains("\(misspelt):4:3: error: "))
    #expect(console.standardError.contains("'frame'"))
  }

  @Test func parallelLintPrintsWhatASingleThreadPrints() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<40 {
      let name = "scene\(index / 10)\(index % 10).yaml"
      try folder.write(name, index % 3 == 0 ? Self.misspeltScene : Self.validScene)
    }
    func lint(jobs: Int) -> (ExitCode, String, String) {
      let console = RecordingConsole()
      let status = KBReplayCommand.run(
        arguments: ["lint", "--jobs", String(jobs), folder.path],
        in: CommandContext(console: console))
      return (status, console.standardOutput, console.standardError)
    }
    let serial = lint(jobs: 1)
    // Scenes 0, 3, ..., 39: 14 of the 40 are misspelt.
    #expect(serial.1 == "26 scenes valid, 14 invalid\n")
    // Each misspelt scene has two problems: the unknown key `fame` and the missing `frame`.
    #expect(serial.2.components(separatedBy: ": error: ").count - 1 == 28)
    let parallel = lint(jobs: 4)
    #expect(parallel.0 == serial.0)
    #expect(parallel.1 == serial.1)
    #expect(parallel.2 == serial.2)
  }
}
