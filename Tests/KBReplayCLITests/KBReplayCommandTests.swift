import KBReplayCLI
import Testing

@Suite struct KBReplayCommandTests {
  func run(_ arguments: [String]) -> (ExitCode, output: String, error: String) {
    let console = RecordingConsole()
    let status = KBReplayCommand.run(arguments: arguments, in: CommandContext(console: console))
    return (status, console.standardOutput, console.standardError)
  }

  @Test func versionPrintsTheToolNameAndVersion() {
    let (status, output, error) = run(["--version"])
    #expect(status == .success)
    #expect(output == "kbreplay 0.1.0\n")
    #expect(error == "")
  }

  @Test func usageErrorsGoToStandardErrorAndExitTwo() {
    let (status, output, error) = run(["lnt", "Scenes"])
    #expect(status == .invalidInput)
    #expect(output == "")
    #expect(
      error == """
        kbreplay: error: unknown command 'lnt' (argument 1); did you mean 'lint'?
        Run 'kbreplay --help' for usage.

        """)
  }

  @Test func helpGoesToStandardOutputAndExitsZero() {
    let (status, output, error) = run(["lint", "-h"])
    #expect(status == .success)
    #expect(output.hasPrefix("OVERVIEW: Load and validate scene files"))
    #expect(error == "")
  }

  @Test func exitStatusesAreTheDocumentedNumbers() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.invalidInput.rawValue == 2)
  }
}
