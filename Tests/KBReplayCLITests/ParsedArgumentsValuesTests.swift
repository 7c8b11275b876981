import Testing

@testable import KBReplayCLI

/// Options given at most once, and values chosen from an enumeration.
@Suite struct ParsedArgumentsValuesTests {
  enum Shape: String, CaseIterable {
    case circle, square, triangle
  }

  func match(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    let split = SplitArguments(["command"] + arguments).arguments.dropFirst()
    return try ParsedArguments(matching: Array(split), to: ParsedArgumentsTests.interface)
  }

  @Test func anAbsentOptionIsNil() throws {
    let parsed = try match(["a"])
    #expect(try parsed.uniqueOption(named: "--format", in: .lint) == nil)
    let shape: Shape? = try parsed.choice(of: "--format", in: .lint)
    #expect(shape == nil)
  }

  @Test func eitherSpellingGivesTheChoice() throws {
    for arguments in [["-f", "square"], ["--format=square"], ["a", "--format", "square"]] {
      let shape: Shape? = try match(arguments).choice(of: "--format", in: .lint)
      #expect(shape == .square)
    }
  }

  @Test func aSecondOccurrenceIsReportedWhereItStands() throws {
    let parsed = try match(["--format", "circle", "a", "-f", "circle"])
    #expect(throws: UsageError(.repeatedOption("--format"), at: 5, in: .lint)) {
      try parsed.uniqueOption(named: "--format", in: .lint)
    }
  }

  @Test(arguments: [
    ("sqare", "square" as String?), ("Circle", "circle"), ("", nil), ("hexagon", nil),
  ])
  func anUnknownValueListsTheChoicesAndSuggestsAClose(_ value: String, _ suggestion: String?)
    throws
  {
    let parsed = try match(["--format", value])
    let error = UsageError(
      .invalidValue(
        option: "--format", value: value, allowed: ["circle", "square", "triangle"],
        suggestion: suggestion),
      at: 2, in: .lint)
    #expect(throws: error) {
      let _: Shape? = try parsed.choice(of: "--format", in: .lint)
    }
  }
}
