import Testing

@testable import KBReplayCLI

/// Matching is tested against a made-up command with a value option that has a short name and a
/// flag, which no real command has.
@Suite struct ParsedArgumentsTests {
  static let interface = CommandInterface(
    name: .lint, abstract: "", usage: "[A] [B]", maximumArgumentCount: 2, arguments: [],
    options: [
      OptionDefinition(name: "--format", shortName: "-f", valueName: "format", help: []),
      OptionDefinition(name: "--quiet", shortName: nil, valueName: nil, help: []),
    ],
    discussion: [])

  typealias Option = ParsedArguments.Option
  typealias Positional = ParsedArguments.Positional

  func match(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    // The command's name would stand at position 1; these arguments follow it.
    let split = SplitArguments(["command"] + arguments).arguments.dropFirst()
    return try ParsedArguments(matching: Array(split), to: Self.interface)
  }

  @Test func takesValuesFromTheNextArgumentOrAfterEquals() throws {
    let parsed = try match(["--format", "json", "a", "-f", "text", "--format=", "--quiet"])
    #expect(
      parsed.options == [
        Option(name: "--format", value: "json", position: 2),
        Option(name: "--format", value: "text", position: 5),
        Option(name: "--format", value: "", position: 7),
        Option(name: "--quiet", value: nil, position: 8),
      ])
    #expect(parsed.positionals == [Positional(text: "a", position: 4)])
  }

  @Test func argumentsAfterTheTerminatorArePositional() throws {
    let parsed = try match(["--", "--quiet", "-f"])
    #expect(parsed.options.isEmpty)
    #expect(parsed.positionals.map(\.text) == ["--quiet", "-f"])
    #expect(parsed.positionals.map(\.position) == [3, 4])
  }

  @Test func aValueMayLookLikeANegativeNumber() throws {
    let parsed = try match(["--format", "-1"])
    #expect(parsed.options == [Option(name: "--format", value: "-1", position: 2)])
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var error: UsageError
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    FailureCase(
      arguments: ["--fromat", "json"],
      error: UsageError(.unknownOption("--fromat", suggestion: "--format"), at: 2, in: .lint)),
    // Short options take their value from the next argument only.
    FailureCase(
      arguments: ["-f=text"],
      error: UsageError(.unknownOption("-f=text", suggestion: nil), at: 2, in: .lint)),
    FailureCase(
      arguments: ["--loud"],
      error: UsageError(.unknownOption("--loud", suggestion: nil), at: 2, in: .lint)),
    FailureCase(
      arguments: ["a", "--format"],
      error: UsageError(.missingValue(option: "--format"), at: 3, in: .lint)),
    FailureCase(
      arguments: ["-f", "--quiet"],
      error: UsageError(.missingValue(option: "-f"), at: 2, in: .lint)),
    FailureCase(
      arguments: ["--format", "--", "x"],
      error: UsageError(.missingValue(option: "--format"), at: 2, in: .lint)),
    FailureCase(
      arguments: ["--quiet=yes"],
      error: UsageError(.unexpectedValue(option: "--quiet", value: "yes"), at: 2, in: .lint)),
    FailureCase(
      arguments: ["a", "b", "c", "d"],
      error: UsageError(.unexpectedArgument("c"), at: 4, in: .lint)),
  ])
  func reportsTheFirstProblemWithItsPosition(_ testCase: FailureCase) {
    #expect(throws: testCase.error) { try match(testCase.arguments) }
  }
}
