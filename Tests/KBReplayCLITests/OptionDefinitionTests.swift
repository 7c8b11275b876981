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

  @Test func anotherHelpKeepsTheSpellingsAndTheValue() {
    let reworded = Self.format.withHelp(["Other words."])
    #expect(reworded.help == ["Other words."])
    #expect(reworded.helpLabel == Self.format.helpLabel)
  }

  /// Commands that share an option share its declaration, so its spellings and value agree.
  @Test func anOptionSpeltAlikeInTwoCommandsIsTheSameOption() {
    let definitions = CommandName.allCases.flatMap(\.interface.allOptions)
    for definition in definitions {
      for other in definitions where other.name == definition.name {
        #expect(other.withHelp(definition.help) == definition)
      }
    }
  }
}
