import KBReplayCLI
import Testing

@Suite struct CommandLineParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<Command, UsageError>
    var testDescription: String { "kbreplay " + arguments.joined(separator: " ") }

    init(_ arguments: [String], _ command: Command) {
      self.arguments = arguments
      self.expected = .success(command)
    }

    init(_ arguments: [String], _ error: UsageError) {
      self.arguments = arguments
      self.expected = .failure(error)
    }
  }

  @Test(arguments: [
    Case(["lint"], .lint(LintCommand(paths: ["Scenes"]))),
    Case(["lint", "a.yaml", "dir"], .lint(LintCommand(paths: ["a.yaml", "dir"]))),
    Case(["lint", "--", "--help", "-h"], .lint(LintCommand(paths: ["--help", "-h"]))),
    Case(["lint", "-"], .lint(LintCommand(paths: ["-"]))),
    Case(["devices"], .devices(DevicesCommand())),
    Case(["--version"], .version),
    Case(["--help"], .help(HelpCommand(topic: nil))),
    Case(["-h"], .help(HelpCommand(topic: nil))),
    Case(["--version", "--help"], .help(HelpCommand(topic: nil))),
    Case(["help"], .help(HelpCommand(topic: nil))),
    Case(["help", "lint"], .help(HelpCommand(topic: .lint))),
    Case(["help", "help"], .help(HelpCommand(topic: .help))),
    Case(["lint", "--help"], .help(HelpCommand(topic: .lint))),
    Case(["devices", "-h"], .help(HelpCommand(topic: .devices))),
    // Help wins over problems in the same command line.
    Case(["lint", "--bogus", "--help"], .help(HelpCommand(topic: .lint))),
    Case(["devices", "extra", "-h"], .help(HelpCommand(topic: .devices))),
  ])
  func parsesValidCommandLines(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }

  @Test(arguments: [
    Case([], UsageError(.missingCommand)),
    Case(["lnt"], UsageError(.unknownCommand("lnt", suggestion: "lint"), at: 1)),
    Case(["device"], UsageError(.unknownCommand("device", suggestion: "devices"), at: 1)),
    Case(["replay"], UsageError(.unknownCommand("replay", suggestion: nil), at: 1)),
    Case(["Lint"], UsageError(.unknownCommand("Lint", suggestion: "lint"), at: 1)),
    Case(["--", "lint"], UsageError(.unexpectedArgument("--"), at: 1)),
    Case(["--verison"], UsageError(.unknownOption("--verison", suggestion: "--version"), at: 1)),
    Case(["-v"], UsageError(.unknownOption("-v", suggestion: nil), at: 1)),
    Case(["--version", "lint"], UsageError(.unexpectedArgument("lint"), at: 2)),
    Case(["--version", "--", "x"], UsageError(.unexpectedArgument("--"), at: 2)),
    Case(["--version", "--hlp"], UsageError(.unexpectedArgument("--hlp"), at: 2)),
    Case(
      ["--version=2"], UsageError(.unexpectedValue(option: "--version", value: "2"), at: 1)),
    Case(["--help=all"], UsageError(.unexpectedValue(option: "--help", value: "all"), at: 1)),
    Case(
      ["lint", "--hepl"],
      UsageError(.unknownOption("--hepl", suggestion: "--help"), at: 2, in: .lint)),
    Case(
      ["lint", "Scenes", "--version"],
      UsageError(.unknownOption("--version", suggestion: nil), at: 3, in: .lint)),
    Case(
      ["lint", "--help=1"],
      UsageError(.unexpectedValue(option: "--help", value: "1"), at: 2, in: .lint)),
    Case(["devices", "all"], UsageError(.unexpectedArgument("all"), at: 2, in: .devices)),
    Case(
      ["help", "devcies"],
      UsageError(.unknownCommand("devcies", suggestion: "devices"), at: 2, in: .help)),
    // A swap of two letters is two edits, too many for a four-letter word.
    Case(["lnit"], UsageError(.unknownCommand("lnit", suggestion: nil), at: 1)),
    Case(
      ["help", "lint", "devices"], UsageError(.unexpectedArgument("devices"), at: 3, in: .help)),
  ])
  func reportsUsageErrors(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }
}
