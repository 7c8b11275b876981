import Testing

@testable import KBReplayCLI

/// `lint` with a stand-in for the loader, which says a file is invalid when its name contains
/// "bad"; `LintWithLoaderTests` covers the real loader.
@Suite struct LintCommandTests {
  struct Run {
    var status: ExitCode
    var output: String
    var error: String
  }

  func lint(_ paths: [String]) -> Run {
    let console = RecordingConsole()
    let context = CommandContext(console: console) { path, _ in
      path.contains("bad") ? .invalid(report: "\(path):1:1: error: bad scene") : .valid
    }
    let status = LintCommand(paths: paths).run(in: context)
    return Run(status: status, output: console.standardOutput, error: console.standardError)
  }

  @Test func allValidScenesExitZeroWithASummary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a.yaml")
    try folder.write("b/c.yml")
    let run = lint([folder.path])
    #expect(run.status == .success)
    #expect(run.output == "2 scenes valid, 0 invalid\n")
    #expect(run.error == "")
  }

  @Test func invalidScenesAreReportedInPathOrderAndExitTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["z-bad.yaml", "a.yaml", "m-bad.yml"] {
      try folder.write(name)
    }
    let run = lint([folder.path])
    #expect(run.status == .invalidInput)
    #expect(run.output == "1 scene valid, 2 invalid\n")
    #expect(
      run.error == """
        \(folder.path)/m-bad.yml:1:1: error: bad scene
        \(folder.path)/z-bad.yaml:1:1: error: bad scene

        """)
  }

  @Test func aMissingPathIsAnErrorButTheOtherPathsAreStillChecked() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("a.yaml")
    let run = lint(["no/such/place", scene])
    #expect(run.status == .invalidInput)
    #expect(run.output == "1 scene valid, 0 invalid\n")
    #expect(run.error == "kbreplay: error: no such file or folder: no/such/place\n")
  }

  @Test func aFolderWithoutScenesGetsAWarningButPasses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("notes.md")
    let run = lint([folder.path])
    #expect(run.status == .success)
    #expect(run.output == "0 scenes valid, 0 invalid\n")
    #expect(run.error == "kbreplay: warning: no *.yaml or *.yml files in folder: \(folder.path)\n")
  }

  @Test(arguments: [
    (0, 0, "0 scenes valid, 0 invalid"),
    (1, 0, "1 scene valid, 0 invalid"),
    (12, 1, "12 scenes valid, 1 invalid"),
    (0, 3, "0 scenes valid, 3 invalid"),
  ])
  func summaryCountsValidAndInvalidScenes(valid: Int, invalid: Int, expected: String) {
    #expect(LintCommand.summary(valid: valid, invalid: invalid) == expected)
  }
}
