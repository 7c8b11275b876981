extension ParsedArguments {
  /// The last occurrence of the option `name` (a later one overrides an earlier one).
  func lastOption(named name: String) -> Option? {
    options.last { $0.name == name }
  }

  /// Whether the flag `name` was given.
  func hasFlag(named name: String) -> Bool {
    lastOption(named: name) != nil
  }

  /// The last value of option `name`, read by `read`.
  ///
  /// - Parameters:
  ///   - name: The option's long name.
  ///   - expected: What the option accepts, for the error message.
  ///   - command: The command being parsed, for the error's help pointer.
  ///   - read: Turns the text into a value, or nil when it is not one.
  /// - Returns: The value, or nil when the option was not given.
  /// - Throws: ``UsageError/Problem/invalidValue(option:value:expected:)`` when `read` fails.
  func value<Value>(
    of name: String, expected: String, in command: CommandName, read: (String) -> Value?
  ) throws(UsageError) -> Value? {
    guard let option = lastOption(named: name), let text = option.value else { return nil }
    guard let value = read(text) else {
      throw UsageError(
        .invalidValue(option: name, value: text, expected: expected), at: option.position,
        in: command)
    }
    return value
  }
}
