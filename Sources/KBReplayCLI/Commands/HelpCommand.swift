import SceneLoading

/// `kbreplay help [COMMAND]`, `kbreplay --help` and `kbreplay COMMAND --help`.
package struct HelpCommand: Subcommand {
  /// The command whose help to print; nil for the overview.
  package var topic: CommandName?

  /// Creates a help command.
  ///
  /// - Parameter topic: The command whose help to print; nil for the overview.
  package init(topic: CommandName?) {
    self.topic = topic
  }

  static let interface = CommandInterface(
    name: .help,
    abstract: "Show the overview, or one command's help.",
    usage: "[COMMAND]",
    maximumArgumentCount: 1,
    arguments: [
      CommandInterface.Argument(
        label: "COMMAND",
        help: TextTable.wrapped(
          "One of: " + CommandName.allCases.map(\.rawValue).joined(separator: ", ") + ".",
          width: 68))
    ],
    options: [],
    discussion: []
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let word = arguments.positionals.first else {
      self.init(topic: nil)
      return
    }
    guard let name = CommandName(rawValue: word.text) else {
      let suggestion = Suggestion.closest(
        to: word.text, among: CommandName.allCases.map(\.rawValue))
      throw UsageError(
        .unknownCommand(word.text, suggestion: suggestion), at: word.position, in: .help)
    }
    self.init(topic: name)
  }

  /// Prints the help text to standard output.
  ///
  /// - Parameter context: Where the text goes.
  /// - Returns: ``ExitCode/success``.
  package func run(in context: CommandContext) -> ExitCode {
    let text = topic.map { HelpText.help(for: $0.interface) } ?? HelpText.overview()
    context.console.write(text, to: .standardOutput)
    return .success
  }
}
