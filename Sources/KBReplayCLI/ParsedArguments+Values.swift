import SceneLoading

extension ParsedArguments {
  /// The one occurrence of the option named `name`, if it was given.
  ///
  /// - Parameters:
  ///   - name: The option's long name, such as `--format`.
  ///   - command: The command being parsed, for the error.
  /// - Returns: The option, or nil when it was not given.
  /// - Throws: ``UsageError/Problem/repeatedOption(_:)`` at the second occurrence.
  func uniqueOption(named name: String, in command: CommandName) throws(UsageError) -> Option? {
    let occurrences = options.filter { $0.name == name }
    if occurrences.count > 1 {
      throw UsageError(.repeatedOption(name), at: occurrences[1].position, in: command)
    }
    return occurrences.first
  }

  /// The value of the option named `name` as one of `Choice`'s cases, by raw value.
  ///
  /// - Parameters:
  ///   - name: The option's long name, such as `--format`.
  ///   - command: The command being parsed, for errors.
  /// - Returns: The chosen case, or nil when the option was not given.
  /// - Throws: A repeated option, or a value that names no case (with a close one suggested).
  func choice<Choice: RawRepresentable & CaseIterable>(
    of name: String, in command: CommandName
  ) throws(UsageError) -> Choice? where Choice.RawValue == String {
    try choice(of: name, among: Choice.allCases.map(\.rawValue), in: command)
      .flatMap(Choice.init(rawValue:))
  }

  /// The value of the option named `name`, which must be one of `allowed`.
  ///
  /// - Parameters:
  ///   - name: The option's long name, such as `--strategy`.
  ///   - allowed: The values the option takes.
  ///   - command: The command being parsed, for errors.
  /// - Returns: The value, or nil when the option was not given.
  /// - Throws: A repeated option, or a value not allowed (with a close one suggested).
  func choice(of name: String, among allowed: [String], in command: CommandName)
    throws(UsageError) -> String?
  {
    guard let option = try uniqueOption(named: name, in: command) else { return nil }
    // Options that take a value always have one once matched.
    let value = option.value ?? ""
    if allowed.contains(value) { return value }
    let suggestion = Suggestion.closest(to: value, among: allowed)
    throw UsageError(
      .invalidValue(option: name, value: value, allowed: allowed, suggestion: suggestion),
      at: option.position, in: command)
  }

  /// The `--jobs` value: a whole number from 1 to 1024, or nil when the option was not given.
  ///
  /// - Parameter command: The command being parsed, for errors.
  /// - Returns: The number of scenes to handle at once.
  /// - Throws: A repeated or malformed option.
  func jobs(in command: CommandName) throws(UsageError) -> Int? {
    try value(
      of: OptionDefinition.jobs.name, expected: "a whole number from 1 to 1024", in: command
    ) {
      Int($0).flatMap { (1...1024).contains($0) ? $0 : nil }
    }
  }

  /// The value of the option named `name`, read by `read`.
  ///
  /// - Parameters:
  ///   - name: The option's long name, such as `--jobs`.
  ///   - expected: The form the option takes, for the error: "a whole number from 1 to 1024".
  ///   - command: The command being parsed, for errors.
  ///   - read: Turns the text into a value, or nil when it is not one.
  /// - Returns: The value, or nil when the option was not given.
  /// - Throws: A repeated option, or ``UsageError/Problem/malformedValue(option:value:expected:)``
  ///   when `read` fails.
  func value<Value>(
    of name: String, expected: String, in command: CommandName, read: (String) -> Value?
  ) throws(UsageError) -> Value? {
    guard let option = try uniqueOption(named: name, in: command) else { return nil }
    let text = option.value ?? ""
    guard let value = read(text) else {
      throw UsageError(
        .malformedValue(option: name, value: text, expected: expected), at: option.position,
        in: command)
    }
    return value
  }
}
