import Testing

@testable import KBReplayCLI

@Suite struct OptionDefinitionTests {
  static let format = OptionDefinition(
    name: "--format", shortName: "-f", valueName: "format", help: ["text or json."])
  static let quiet = OptionDefinition(name: "--quiet", shortName: nil, valueName: nil, help: [])

  @Test func helpLabelsShowTheShortSpellingAndTheValuePlaceholder() {
    #expect(Self.format.helpLabel == "-f, --format <format>")
    #expect(Self.quiet.helpLabel == "--quiet")
    #expect(OptionDefinition.help.helpLabel == "-h, --help")
  }

  @Test func matchesEitherSpellingExactly() {
    #expect(Self.format.matches("--format"))
    #expect(Self.format.matches("-f"))
    #expect(!Self.format.matches("--form"))
    #expect(!Self.format.matches("format"))
    #expect(Self.format.takesValue)
    #expect(!Self.quiet.takesValue)
  }
}
