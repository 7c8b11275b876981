import KeyboardAvoidance
import Testing

@testable import KBReplayCLI

/// `kbreplay run`: its command line, and the helpers that name the source and the failures.
/// Runs of real scene files are in ``RunWithLoaderTests``.
@Suite struct RunCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<Command, UsageError>
    var testDescription: String { "kbreplay " + arguments.joined(separator: " ") }

    init(_ arguments: [String], _ command: RunCommand) {
      self.arguments = arguments
      self.expected = .success(.run(command))
    }

    init(_ arguments: [String], _ error: UsageError) {
      self.arguments = arguments
      self.expected = .failure(error)
    }
  }

  @Test(arguments: [
    Case(["run", "a.yaml"], RunCommand(scenePath: "a.yaml", format: .text, strategy: nil)),
    Case(["run", "--format", "json", "a.yaml"], RunCommand(scenePath: "a.yaml", format: .json)),
    Case(["run", "a.yaml", "--format=text"], RunCommand(scenePath: "a.yaml", format: .text)),
    Case(
      ["run", "--strategy", "classic", "Scenes/b.yml", "--format", "json"],
      RunCommand(scenePath: "Scenes/b.yml", format: .json, strategy: "classic")),
    Case(
      ["run", "a.yaml", "--strategy=none"], RunCommand(scenePath: "a.yaml", strategy: "none")
    ),
    Case(["run", "--", "--format"], RunCommand(scenePath: "--format")),
  ])
  func parsesRunCommandLines(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }

  @Test(arguments: [
    Case(["run"], UsageError(.missingArgument("SCENE"), in: .run)),
    Case(["run", "--format", "json"], UsageError(.missingArgument("SCENE"), in: .run)),
    Case(["run", "a.yaml", "b.yaml"], UsageError(.unexpectedArgument("b.yaml"), at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "--format", "jsn"],
      UsageError(
        .invalidValue(
          option: "--format", value: "jsn", allowed: ["text", "json", "html"], suggestion: "json"),
        at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "--format=yaml"],
      UsageError(
        .invalidValue(
          option: "--format", value: "yaml", allowed: ["text", "json", "html"], suggestion: nil),
        at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "--format"], UsageError(.missingValue(option: "--format"), at: 3, in: .run)
    ),
    Case(
      ["run", "--format", "--strategy", "naive", "a.yaml"],
      UsageError(.missingValue(option: "--format"), at: 2, in: .run)),
    Case(
      ["run", "a.yaml", "--format", "json", "--format", "text"],
      UsageError(.repeatedOption("--format"), at: 5, in: .run)),
    Case(
      ["run", "a.yaml", "--strategy", "clasic"],
      UsageError(
        .invalidValue(
          option: "--strategy", value: "clasic", allowed: ["none", "naive", "classic", "adaptive"],
          suggestion: "classic"),
        at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "--strategy", "Adaptive"],
      UsageError(
        .invalidValue(
          option: "--strategy", value: "Adaptive",
          allowed: ["none", "naive", "classic", "adaptive"], suggestion: "adaptive"),
        at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "--strategy", "naive", "--strategy=classic"],
      UsageError(.repeatedOption("--strategy"), at: 5, in: .run)),
    Case(
      ["run", "a.yaml", "--stratgey", "naive"],
      UsageError(.unknownOption("--stratgey", suggestion: "--strategy"), at: 3, in: .run)),
    Case(
      ["run", "a.yaml", "-f", "json"],
      UsageError(.unknownOption("-f", suggestion: nil), at: 3, in: .run)),
  ])
  func reportsUsageErrors(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }

  @Test func aBadFormatIsPrintedWithItsSuggestionBeforeAnyFileIsRead() {
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: ["run", "missing.yaml", "--format", "jso"], in: CommandContext(console: console))
    #expect(status == .invalidInput)
    #expect(console.standardOutput == "")
    #expect(
      console.standardError == """
        kbreplay: error: option '--format' takes text, json or html, not 'jso' (argument 3); \
        did you mean 'json'?
        Run 'kbreplay run --help' for usage.

        """)
  }

  @Test func helpWinsOverProblemsInTheRunCommandLine() {
    #expect(
      CommandLineParser.parse(["run", "--format", "jsn", "-h"])
        == .success(.help(HelpCommand(topic: .run))))
  }

  @Test(arguments: [
    ("login.yaml", "login.yaml"),
    ("Scenes/auth/login.yaml", "login.yaml"),
    ("./login.yml", "login.yml"),
    ("/tmp/x/scene", "scene"),
    ("../a b/ü.yaml", "ü.yaml"),
  ])
  func theSourceNameIsTheLastPathComponent(_ path: String, _ name: String) {
    #expect(RunCommand.sourceName(of: path) == name)
  }
}
