extension UsageError {
  /// The problem in one sentence, without the `kbreplay: error:` prefix.
  package var message: String {
    switch problem {
    case .missingCommand:
      "missing command"
    case .unknownCommand(let word, _):
      "unknown command '\(word)'"
    case .unknownOption(let spelling, _):
      "unknown option '\(spelling)'"
    case .missingValue(let option):
      "option '\(option)' needs a value"
    case .unexpectedValue(let option, let value):
      "option '\(option)' takes no value, but was given '\(value)'"
    case .unexpectedArgument(let text):
      "unexpected argument '\(text)'"
    case .missingArgument(let label):
      "missing argument \(label)"
    case .repeatedOption(let option):
      "option '\(option)' may be given only once"
    case .invalidValue(let option, let value, let allowed, _):
      "option '\(option)' takes \(Self.list(allowed, joinedBy: "or")), not '\(value)'"
    case .malformedValue(let option, let value, let expected):
      "option '\(option)' takes \(expected), not '\(value)'"
    case .invalidEnvironmentValue(let variable, let value, let allowed, _):
      "environment variable \(variable) takes \(Self.list(allowed, joinedBy: "or")), "
        + "not '\(value)'"
    case .unlistedStrategy(let strategy, let listed, _):
      "the scene replays only \(Self.list(listed, joinedBy: "and")), not '\(strategy)'"
    }
  }

  /// The error as printed to standard error: the message, the argument's position and any
  /// suggestion on one line, then a line pointing to the relevant help.
  ///
  /// ```
  /// kbreplay: error: unknown command 'lnt' (argument 1); did you mean 'lint'?
  /// Run 'kbreplay --help' for usage.
  /// ```
  package func rendered() -> String {
    var line = "kbreplay: error: \(message)"
    if let position {
      line += " (argument \(position))"
    }
    if let suggestion {
      line += "; did you mean '\(suggestion)'?"
    }
    let help =
      (command.map { "kbreplay \($0.rawValue)" } ?? "kbreplay") + " "
      + OptionDefinition.help.name
    return line + "\nRun '\(help)' for usage.\n"
  }

  /// The close spelling offered for an unknown command, option or value.
  private var suggestion: String? {
    switch problem {
    case .unknownCommand(_, let suggestion), .unknownOption(_, let suggestion),
      .invalidValue(_, _, _, let suggestion), .unlistedStrategy(_, _, let suggestion),
      .invalidEnvironmentValue(_, _, _, let suggestion):
      suggestion
    default:
      nil
    }
  }

  /// `a`, `a or b`, `a, b or c` (with `conjunction` "or"): words in their order.
  static func list(_ words: [String], joinedBy conjunction: String) -> String {
    guard let last = words.last else { return "nothing" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
  }
}
