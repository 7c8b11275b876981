import Testing

@testable import KBReplayCLI

@Suite struct SplitArgumentsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var elements: [SplitArguments.Element]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(arguments: ["lint"], elements: [.value("lint")]),
    Case(
      arguments: ["--format", "json"],
      elements: [.option(name: "--format", attachedValue: nil), .value("json")]),
    Case(
      arguments: ["--format=json"], elements: [.option(name: "--format", attachedValue: "json")]),
    // Only the first `=` separates the value.
    Case(arguments: ["--filter=a=b"], elements: [.option(name: "--filter", attachedValue: "a=b")]),
    Case(arguments: ["--filter="], elements: [.option(name: "--filter", attachedValue: "")]),
    // Without a name before it, `=` is part of an (unknown) option's spelling.
    Case(arguments: ["--=x"], elements: [.option(name: "--=x", attachedValue: nil)]),
    Case(arguments: ["-h"], elements: [.option(name: "-h", attachedValue: nil)]),
    // A lone dash and negative numbers are values.
    Case(arguments: ["-", "-1", "-.5"], elements: [.value("-"), .value("-1"), .value("-.5")]),
    Case(
      arguments: ["a", "--", "--help", "--"],
      elements: [.value("a"), .terminator, .value("--help"), .value("--")]),
    Case(arguments: [""], elements: [.value("")]),
  ])
  func classifiesArgumentsBySpelling(_ testCase: Case) {
    let split = SplitArguments(testCase.arguments)
    #expect(split.arguments.map(\.element) == testCase.elements)
  }

  @Test func positionsCountFromOneAfterTheProgramName() {
    let split = SplitArguments(["lint", "--", "x"])
    #expect(split.arguments.map(\.position) == [1, 2, 3])
  }

  @Test(arguments: [
    (["lint", "--help"], true),
    (["lint", "-h", "x"], true),
    (["lint", "--", "--help"], false),
    (["lint", "--help=yes"], false),
    (["lint", "--helper"], false),
  ])
  func helpIsRequestedOnlyByAnOptionBeforeTheTerminator(arguments: [String], expected: Bool) {
    #expect(SplitArguments(arguments).requestsHelp == expected)
  }
}
