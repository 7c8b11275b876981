import SceneLoading

extension ParsedArguments {
  /// The one occurrence of `option`, if it was given.
  ///
  /// - Parameters:
  ///   - option: The option, as its command declares it.
  ///   - command: The command being parsed, for the error.
  /// - Returns: The occurrence, or nil when the option was not given.
  /// - Throws: ``UsageError/Problem/repeatedOption(_:)`` at the second occurrence.
  func occurrence(of option: OptionDefinition, in command: CommandName) throws(UsageError)
    -> Option?
  {
    let occurrences = options.filter { $0.name == option.name }
    if occurrences.count > 1 {
      throw UsageError(.repeatedOption(option.name), at: occurrences[1].position, in: command)
    }
    return occurrences.first
  }

  /// The value of `option`, read as the option's declaration says.
  ///
  /// - Parameters:
  ///   - option: The option, as its command declares it.
  ///   - command: The command being parsed, for errors.
  /// - Returns: The value, or nil when the option was not given.
  /// - Throws: A repeated option; ``UsageError/Problem/invalidValue(option:value:allowed:suggestion:)``
  ///   (with a close value suggested) for a value not among the allowed ones; or
  ///   ``UsageError/Problem/malformedValue(option:value:expected:)`` for one of the wrong form.
  func value<Value>(of option: ValueOption<Value>, in command: CommandName) throws(UsageError)
    -> Value?
  {
    guard let occurrence = try occurrence(of: option.definition, in: command) else { return nil }
    return try value(of: option, at: occurrence, in: command)
  }

  /// The value one occurrence of `option` gives, read as the option's declaration says.
  private func value<Value>(
    of option: ValueOption<Value>, at occurrence: Option, in command: CommandName
  ) throws(UsageError) -> Value {
    // Options that take a value always have one once matched.
    let text = occurrence.value ?? ""
    let problem: UsageError.Problem
    switch option.read(text, self) {
    case .success(let value):
      return value
    case .failure(.notAmong(let allowed)):
      let suggestion = Suggestion.closest(to: text, among: allowed)
      problem = .invalidValue(
        option: option.name, value: text, allowed: allowed, suggestion: suggestion)
    case .failure(.malformed(let expected)):
      problem = .malformedValue(option: option.name, value: text, expected: expected)
    }
    throw UsageError(problem, at: occurrence.position, in: command)
  }
}

extension ParsedArguments {
  /// Every value of `option`, an option that may be given more than once, in command-line
  /// order.
  ///
  /// - Parameters:
  ///   - option: The option, as its command declares it.
  ///   - command: The command being parsed, for errors.
  /// - Returns: The values; empty when the option was not given.
  /// - Throws: A value the option does not take, as ``value(of:in:)`` reports it.
  func values<Value>(of option: ValueOption<Value>, in command: CommandName) throws(UsageError)
    -> [Value]
  {
    var values: [Value] = []
    for occurrence in options where occurrence.name == option.name {
      values.append(try value(of: option, at: occurrence, in: command))
    }
    return values
  }
}
