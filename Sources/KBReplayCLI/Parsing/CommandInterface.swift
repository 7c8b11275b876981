/// What a command accepts and how its help describes it; parsing and help both read it.
struct CommandInterface: Sendable {
  /// A described positional argument, such as `PATH`.
  struct Argument: Sendable {
    /// The placeholder shown in usage and help.
    var label: String
    /// What the argument means, one line per entry (already wrapped).
    var help: [String]
  }

  /// The command's name.
  var name: CommandName
  /// A one-line summary for the command list and the help's first line.
  var abstract: String
  /// The positional part of the usage line, such as `[PATH...]`; empty when there is none.
  var usage: String
  /// The most positional arguments accepted; nil when there is no limit.
  var maximumArgumentCount: Int?
  /// The positional arguments, as help describes them.
  var arguments: [Argument]
  /// The options, without `--help`, which every command has.
  var options: [OptionDefinition]
  /// Paragraphs printed after the options, each a list of already wrapped lines.
  var discussion: [[String]]

  /// Every option the command accepts, `--help` last.
  var allOptions: [OptionDefinition] { options + [.help] }

  /// The option spelt `spelling`, if the command has one.
  func option(spelt spelling: String) -> OptionDefinition? {
    allOptions.first { $0.matches(spelling) }
  }
}
