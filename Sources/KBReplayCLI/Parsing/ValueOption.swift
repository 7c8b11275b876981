/// Why an option's text is not one of the option's values.
enum ValueRejection: Error, Equatable {
  /// The value must be one of these, in the order errors list them.
  case notAmong([String])
  /// The value must have a form described for the error, such as "a whole number from 1 to
  /// 1024".
  case malformed(expected: String)
}

/// An option that takes a value, declared once: its definition, which matching and help read,
/// and how its text becomes a `Value`, which the command reads with
/// ``ParsedArguments/value(of:in:)``. Its spelling is written nowhere else.
struct ValueOption<Value>: Sendable {
  /// The option's spellings, value placeholder and help.
  var definition: OptionDefinition
  /// Turns the option's text into a value; the arguments give what the reading may depend on
  /// (the strategy names).
  var read:
    @Sendable (_ text: String, _ arguments: ParsedArguments) -> Result<Value, ValueRejection>

  /// The long spelling, such as `--format`, for help text that mentions the option.
  var name: String { definition.name }

  /// Declares an option spelt `name` (such as `--jobs`) with no short spelling.
  ///
  /// - Parameters:
  ///   - name: The long spelling.
  ///   - valueName: The placeholder help shows, such as `n`.
  ///   - help: What the option does, one line per entry (already wrapped).
  ///   - read: Turns the option's text into a value.
  init(
    _ name: String, valueName: String, help: [String],
    read: @escaping @Sendable (String, ParsedArguments) -> Result<Value, ValueRejection>
  ) {
    definition = OptionDefinition(name: name, shortName: nil, valueName: valueName, help: help)
    self.read = read
  }

  /// The same option described by other help lines, for a command whose help words it its way.
  func withHelp(_ help: [String]) -> ValueOption {
    var copy = self
    copy.definition = definition.withHelp(help)
    return copy
  }

  /// An option whose text must have a form, such as a number.
  ///
  /// - Parameters:
  ///   - name: The long spelling, such as `--jobs`.
  ///   - valueName: The placeholder help shows, such as `n`.
  ///   - help: What the option does, one line per entry (already wrapped).
  ///   - expected: The form, for the error: "a whole number from 1 to 1024".
  ///   - parse: Turns the text into a value, or nil when it is not one.
  /// - Returns: The option.
  static func form(
    _ name: String, valueName: String, help: [String], expected: String,
    parse: @escaping @Sendable (String) -> Value?
  ) -> ValueOption {
    ValueOption(name, valueName: valueName, help: help) { text, _ in
      parse(text).map { .success($0) } ?? .failure(.malformed(expected: expected))
    }
  }
}

extension ValueOption where Value == String {
  /// An option whose value is any text, such as a file's path.
  static func text(_ name: String, valueName: String, help: [String]) -> ValueOption {
    ValueOption(name, valueName: valueName, help: help) { text, _ in .success(text) }
  }

  /// An option whose value is one of the names `allowed` gives.
  ///
  /// - Parameters:
  ///   - name: The long spelling, such as `--strategy`.
  ///   - valueName: The placeholder help shows, such as `strategy`.
  ///   - help: What the option does, one line per entry (already wrapped).
  ///   - allowed: The names, from the arguments (such as the strategy names).
  /// - Returns: The option.
  static func choice(
    _ name: String, valueName: String, help: [String],
    among allowed: @escaping @Sendable (ParsedArguments) -> [String]
  ) -> ValueOption {
    ValueOption(name, valueName: valueName, help: help) { text, arguments in
      let names = allowed(arguments)
      return names.contains(text) ? .success(text) : .failure(.notAmong(names))
    }
  }
}

extension ValueOption
where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// An option whose value is one of `Value`'s cases, by raw value.
  static func choice(_ name: String, valueName: String, help: [String]) -> ValueOption {
    ValueOption(name, valueName: valueName, help: help) { text, _ in
      Value(rawValue: text).map { .success($0) }
        ?? .failure(.notAmong(Value.allCases.map(\.rawValue)))
    }
  }
}
