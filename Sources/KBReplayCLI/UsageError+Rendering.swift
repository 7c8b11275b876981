extension UsageError {
  /// The problem in one sentence, without the `kbreplay: error:` prefix.
  public var message: String {
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
    case .invalidValue(let option, let value, let expected):
      "invalid value '\(value)' for option '\(option)'; expected \(expected)"
    case .invalidEnvironmentValue(let variable, let value, let expected):
      "invalid value '\(value)' in environment variable \(variable); expected \(expected)"
    }
  }

  /// The error as printed to standard error: the message, the argument's position and any
  /// suggestion on one line, then a line pointing to the relevant help.
  ///
  /// ```
  /// kbreplay: error: unknown command 'lnt' (argument 1); did you mean 'lint'?
  /// Run 'kbreplay --help' for usage.
  /// ```
  public func rendered() -> String {
    var line = "kbreplay: error: \(message)"
    if let position {
      line += " (argument \(position))"
    }
    if let suggestion {
      line += "; did you mean '\(suggestion)'?"
    }
    let help = command.map { "kbreplay \($0.rawValue) --help" } ?? "kbreplay --help"
    return line + "\nRun '\(help)' for usage.\n"
  }

  /// The close spelling offered for an unknown command or option.
  private var suggestion: String? {
    switch problem {
    case .unknownCommand(_, let suggestion), .unknownOption(_, let suggestion):
      suggestion
    default:
      nil
    }
  }
}
