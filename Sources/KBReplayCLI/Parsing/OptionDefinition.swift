/// One option a command accepts: its spellings, whether it takes a value, and its help line.
struct OptionDefinition: Equatable, Sendable {
  /// The long spelling, with its dashes, such as `--format`.
  var name: String
  /// The one-letter spelling, with its dash, such as `-h`, if there is one.
  var shortName: String?
  /// The placeholder shown in help for the option's value, such as `format`; nil for a flag.
  var valueName: String?
  /// What the option does, one line per entry (already wrapped).
  var help: [String]

  /// Whether the option takes a value (`--name value` or `--name=value`).
  var takesValue: Bool { valueName != nil }

  /// The spellings a user may type, long first.
  var spellings: [String] { [name] + (shortName.map { [$0] } ?? []) }

  /// The option's label in help, such as `-h, --help` or `--format <format>`.
  var helpLabel: String {
    let names = (shortName.map { "\($0), " } ?? "") + name
    return valueName.map { "\(names) <\($0)>" } ?? names
  }

  /// Whether `spelling` names this option.
  func matches(_ spelling: String) -> Bool {
    spellings.contains(spelling)
  }

  /// The same option described by other help lines, for a command whose help words it its way.
  func withHelp(_ help: [String]) -> OptionDefinition {
    var copy = self
    copy.help = help
    return copy
  }

  /// `--help` and `-h`, which every command accepts.
  static let help = OptionDefinition(
    name: "--help", shortName: "-h", valueName: nil, help: ["Show help for this command."])

  /// `--version`, accepted only before a command.
  static let version = OptionDefinition(
    name: "--version", shortName: nil, valueName: nil, help: ["Print the version."])
}
