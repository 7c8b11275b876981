import Testing

@testable import KBReplayCLI

/// Options given at most once, and values chosen from an enumeration.
@Suite struct ParsedArgumentsValuesTests {
  enum Shape: String, CaseIterable {
    case circle, square, triangle
  }

  /// Read by its long name, whichever spelling matched (``ParsedArgumentsTests/interface``
  /// gives it `-f` too).
  static let format = ValueOption<Shape>.choice("--format", valueName: "format", help: [])
  static let size = ValueOption<Int>.form(
    "--format", valueName: "format", help: [], expected: "a size", parse: { Int($0) })
  static let name = ValueOption<String>.choice(
    "--format", valueName: "format", help: [], among: { $0.strategyNames })

  func match(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    let split = SplitArguments(["command"] + arguments).arguments.dropFirst()
    return try ParsedArguments(matching: Array(split), to: ParsedArgumentsTests.interface)
  }

  @Test func anAbsentOptionIsNil() throws {
    let parsed = try match(["a"])
    #expect(try parsed.occurrence(of: Self.format.definition, in: .lint) == nil)
    #expect(try parsed.value(of: Self.format, in: .lint) == nil)
  }

  @Test func eitherSpellingGivesTheChoice() throws {
    for arguments in [["-f", "square"], ["--format=square"], ["a", "--format", "square"]] {
      #expect(try match(arguments).value(of: Self.format, in: .lint) == .square)
    }
  }

  @Test func aSecondOccurrenceIsReportedWhereItStands() throws {
    let parsed = try match(["--format", "circle", "a", "-f", "circle"])
    #expect(throws: UsageError(.repeatedOption("--format"), at: 5, in: .lint)) {
      try parsed.occurrence(of: Self.format.definition, in: .lint)
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
      try parsed.value(of: Self.format, in: .lint)
    }
  }

  @Test func aValueOfTheWrongFormSaysWhatTheOptionTakes() throws {
    #expect(try match(["-f", "12"]).value(of: Self.size, in: .lint) == 12)
    #expect(
      throws: UsageError(
        .malformedValue(option: "--format", value: "x", expected: "a size"), at: 3, in: .lint)
    ) {
      try match(["a", "--format=x"]).value(of: Self.size, in: .lint)
    }
  }

  @Test func choicesMayComeFromTheArguments() throws {
    var parsed = try match(["--format", "mine"])
    #expect(throws: UsageError.self) { try parsed.value(of: Self.name, in: .lint) }
    parsed.strategyNames.append("mine")
    #expect(try parsed.value(of: Self.name, in: .lint) == "mine")
  }
}
