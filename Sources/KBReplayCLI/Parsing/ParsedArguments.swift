import KeyboardAvoidance
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
  /// The strategy names a `--strategy` value may take: the built-ins and any registered.
  var strategyNames = StrategyRegistry.builtIns.names

  /// Matches `arguments` (the ones after the command's name) against `interface`.
  ///
  /// An option's value is the text after `=`, or else the next argument when that is a value.
  ///
  /// - Throws: The first problem, in command-line order.
  init(matching arguments: [SplitArguments.Argument], to interface: CommandInterface)
    throws(UsageError)
  {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument.element {
      case .terminator:
        continue
      case .value(let text):
        positionals.append(Positional(text: text, position: argument.position))
      case .option(let spelling, let attachedValue):
        let option = try Self.option(
          spelling, attachedValue, at: argument.position, taking: &remaining, in: interface)
        options.append(option)
      }
    }
    if let limit = interface.maximumArgumentCount, positionals.count > limit {
      let extra = positionals[limit]
      throw UsageError(.unexpectedArgument(extra.text), at: extra.position, in: interface.name)
    }
  }

  /// Matches one option, taking its value from `remaining` when it was not attached with `=`.
  private static func option(
    _ spelling: String, _ attachedValue: String?, at position: Int,
    taking remaining: inout ArraySlice<SplitArguments.Argument>, in interface: CommandInterface
  ) throws(UsageError) -> Option {
    guard let definition = interface.option(spelt: spelling) else {
      let spellings = interface.allOptions.flatMap(\.spellings)
      let suggestion = Suggestion.closest(to: spelling, among: spellings)
      throw UsageError(
        .unknownOption(spelling, suggestion: suggestion), at: position, in: interface.name)
    }
    guard definition.takesValue else {
      if let attachedValue {
        throw UsageError(
          .unexpectedValue(option: spelling, value: attachedValue), at: position,
          in: interface.name)
      }
      return Option(name: definition.name, value: nil, position: position)
    }
    if let attachedValue {
      return Option(name: definition.name, value: attachedValue, position: position)
    }
    guard let next = remaining.first, case .value(let value) = next.element else {
      throw UsageError(.missingValue(option: spelling), at: position, in: interface.name)
    }
    remaining.removeFirst()
    return Option(name: definition.name, value: value, position: position)
  }
}
