import SceneLoading

/// A command's arguments matched against its interface: options by name, then positionals.
struct ParsedArguments: Equatable {
  /// One occurrence of an option.
  struct Option: Equatable {
    /// The option's long name, whichever spelling was used.
    var name: String
    /// The option's value; nil for a flag.
    var value: String?
    /// Where the option stood on the command line, counting from 1.
    var position: Int
  }

  /// A positional argument.
  struct Positional: Equatable {
    /// The argument's text.
    var text: String
    /// Where it stood on the command line, counting from 1.
    var position: Int
  }

  /// The options, in command-line order; an option given twice appears twice.
  var options: [Option] = []
  /// The positional arguments, in command-line order.
  var positionals: [Positional] = []

  /// Matches `arguments` (the ones after the command's name) against `interface`.
  ///
  /// An option's value is the text after `=`, or else the next argument when that is a value.
  ///
  /// - Throws: The first problem, in command-line order.
  init(matching arguments: [SplitArguments.Argument], to interface: CommandInterface)
    throws(UsageError)
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument.element {
      case .terminator:
        continue
      case .value(let text):
        positionals.append(Positional(text: text, position: argument.position))
      case .option(let spelling, let attachedValue):
        guard let definition = interface.option(spelt: spelling) else {
          let spellings = interface.allOptions.flatMap(\.spellings)
          let suggestion = Suggestion.closest(to: spelling, among: spellings)
          throw UsageError(
            .unknownOption(spelling, suggestion: suggestion), at: argument.position,
            in: interface.name)
        }
        var value = attachedValue
        if definition.takesValue && value == nil {
          guard index < arguments.count, case .value(let next) = arguments[index].element else {
            throw UsageError(
              .missingValue(option: spelling), at: argument.position, in: interface.name)
          }
          value = next
          index += 1
        } else if !definition.takesValue, let value {
          throw UsageError(
            .unexpectedValue(option: spelling, value: value), at: argument.position,
            in: interface.name)
        }
        options.append(Option(name: definition.name, value: value, position: argument.position))
      }
    }
    if let limit = interface.maximumArgumentCount, positionals.count > limit {
      let extra = positionals[limit]
      throw UsageError(.unexpectedArgument(extra.text), at: extra.position, in: interface.name)
    }
  }
}
