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
    guard let option = try uniqueOption(named: name, in: command) else { return nil }
    // Options that take a value always have one once matched.
    let value = option.value ?? ""
    if let choice = Choice(rawValue: value) {
      return choice
    }
    let allowed = Choice.allCases.map(\.rawValue)
    let suggestion = Suggestion.closest(to: value, among: allowed)
    throw UsageError(
      .invalidValue(option: name, value: value, allowed: allowed, suggestion: suggestion),
      at: option.position, in: command)
  }
}
