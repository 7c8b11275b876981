import KBReplayCLI
import Testing

@Suite struct UsageErrorRenderingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var error: UsageError
    var rendered: String
    var testDescription: String { error.message }
  }

  @Test(arguments: [
    Case(
      error: UsageError(.missingCommand),
      rendered: """
        kbreplay: error: missing command
        Run 'kbreplay --help' for usage.

        """),
    Case(
      error: UsageError(.unknownCommand("lnt", suggestion: "lint"), at: 1),
      rendered: """
        kbreplay: error: unknown command 'lnt' (argument 1); did you mean 'lint'?
        Run 'kbreplay --help' for usage.

        """),
    Case(
      error: UsageError(.unknownOption("--fromat", suggestion: "--format"), at: 3, in: .lint),
      rendered: """
        kbreplay: error: unknown option '--fromat' (argument 3); did you mean '--format'?
        Run 'kbreplay lint --help' for usage.

        """),
    Case(
      error: UsageError(.unknownOption("-x", suggestion: nil), at: 2, in: .devices),
      rendered: """
        kbreplay: error: unknown option '-x' (argument 2)
        Run 'kbreplay devices --help' for usage.

        """),
    Case(
      error: UsageError(.missingValue(option: "--format"), at: 2, in: .lint),
      rendered: """
        kbreplay: error: option '--format' needs a value (argument 2)
        Run 'kbreplay lint --help' for usage.

        """),
    Case(
      error: UsageError(.unexpectedValue(option: "--version", value: "2"), at: 1),
      rendered: """
        kbreplay: error: option '--version' takes no value, but was given '2' (argument 1)
        Run 'kbreplay --help' for usage.

        """),
    Case(
      error: UsageError(.unexpectedArgument("all"), at: 2, in: .devices),
      rendered: """
        kbreplay: error: unexpected argument 'all' (argument 2)
        Run 'kbreplay devices --help' for usage.

        """),
    Case(
      error: UsageError(.missingArgument("SCENE"), in: .run),
      rendered: """
        kbreplay: error: missing argument SCENE
        Run 'kbreplay run --help' for usage.

        """),
    Case(
      error: UsageError(.repeatedOption("--format"), at: 4, in: .run),
      rendered: """
        kbreplay: error: option '--format' may be given only once (argument 4)
        Run 'kbreplay run --help' for usage.

        """),
    Case(
      error: UsageError(
        .invalidValue(
          option: "--format", value: "jsn", allowed: ["text", "json"], suggestion: "json"),
        at: 2, in: .run),
      rendered: """
        kbreplay: error: option '--format' takes text or json, not 'jsn' (argument 2); \
        did you mean 'json'?
        Run 'kbreplay run --help' for usage.

        """),
    Case(
      error: UsageError(
        .invalidValue(
          option: "--strategy", value: "x", allowed: ["none", "naive", "classic"],
          suggestion: nil),
        at: 3, in: .run),
      rendered: """
        kbreplay: error: option '--strategy' takes none, naive or classic, not 'x' (argument 3)
        Run 'kbreplay run --help' for usage.

        """),
    Case(
      error: UsageError(
        .unlistedStrategy("adaptive", listed: ["naive", "classic"], suggestion: nil), in: .run),
      rendered: """
        kbreplay: error: the scene replays only naive and classic, not 'adaptive'
        Run 'kbreplay run --help' for usage.

        """),
    Case(
      error: UsageError(
        .unlistedStrategy("none", listed: ["adaptive"], suggestion: nil), in: .run),
      rendered: """
        kbreplay: error: the scene replays only adaptive, not 'none'
        Run 'kbreplay run --help' for usage.

        """),
  ])
  func rendersTheMessagePositionSuggestionAndHelpHint(_ testCase: Case) {
    #expect(testCase.error.rendered() == testCase.rendered)
  }
}
