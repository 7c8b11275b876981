import KeyboardAvoidance
import SceneLoading

/// Turns the command line into a ``Command`` without side effects.
package enum CommandLineParser {
  /// The options accepted before a command, as the overview lists them.
  static let toolOptions = [OptionDefinition.help.withHelp(["Show this overview."]), .version]

  /// Parses the arguments that follow the program name.
  ///
  /// `--help` or `-h` anywhere before `--` asks for help and wins over any other problem after the
  /// command's name. Without a command, only `--help`, `-h` and `--version` are accepted.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - strategies: The strategies a `--strategy` value may name.
  /// - Returns: The command, or the first usage problem in command-line order.
  package static func parse(
    _ arguments: [String], strategies: StrategyRegistry = .builtIns
  ) -> Result<Command, UsageError> {
    let split = SplitArguments(arguments)
    guard let first = split.arguments.first else {
      return .failure(UsageError(.missingCommand))
    }
    switch first.element {
    case .value(let word):
      guard let name = CommandName(rawValue: word) else {
        let names = CommandName.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: word, among: names)
        return .failure(
          UsageError(.unknownCommand(word, suggestion: suggestion), at: first.position))
      }
      return parse(
        Array(split.arguments.dropFirst()), of: name, requestsHelp: split.requestsHelp,
        strategyNames: strategies.names)
    case .option(let spelling, let attachedValue):
      return parseToolOption(spelling, attachedValue, in: split)
    case .terminator:
      return .failure(UsageError(.unexpectedArgument("--"), at: first.position))
    }
  }

  private static func parse(
    _ arguments: [SplitArguments.Argument], of name: CommandName, requestsHelp: Bool,
    strategyNames: [String]
  ) -> Result<Command, UsageError> {
    if requestsHelp {
      return .success(.help(HelpCommand(topic: name)))
    }
    return Result { () throws(UsageError) in
      var parsed = try ParsedArguments(matching: arguments, to: name.interface)
      parsed.strategyNames = strategyNames
      return try name.makeCommand(from: parsed)
    }
  }

  private static func parseToolOption(
    _ spelling: String, _ attachedValue: String?, in split: SplitArguments
  ) -> Result<Command, UsageError> {
    if split.requestsHelp {
      return .success(.help(HelpCommand(topic: nil)))
    }
    guard toolOptions.contains(where: { $0.matches(spelling) }) else {
      let spellings = toolOptions.flatMap(\.spellings)
      let suggestion = Suggestion.closest(to: spelling, among: spellings)
      return .failure(UsageError(.unknownOption(spelling, suggestion: suggestion), at: 1))
    }
    if let attachedValue {
      return .failure(UsageError(.unexpectedValue(option: spelling, value: attachedValue), at: 1))
    }
    // Only `--version` is left: `--help` without a value was handled above.
    if split.arguments.count > 1 {
      let extra = split.arguments[1]
      return .failure(UsageError(.unexpectedArgument(text(of: extra.element)), at: extra.position))
    }
    return .success(.version)
  }

  /// The argument as the user typed it, for messages.
  private static func text(of element: SplitArguments.Element) -> String {
    switch element {
    case .option(let name, let value): value.map { "\(name)=\($0)" } ?? name
    case .value(let text): text
    case .terminator: "--"
    }
  }
}
