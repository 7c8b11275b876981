import SceneLoading

/// A command line the tool cannot act on; it exits with ``ExitCode/invalidInput``.
///
/// The error records what went wrong and where; ``rendered()`` turns it into text.
package struct UsageError: Error, Sendable, Equatable {
  /// What went wrong.
  package enum Problem: Sendable, Equatable {
    /// No command was given.
    case missingCommand
    /// The first argument names no command; `suggestion` is a close command name.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not have; `suggestion` is a close spelling.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last or was followed by another option.
    case missingValue(option: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, value: String)
    /// A positional argument beyond what the command accepts.
    case unexpectedArgument(String)
    /// A required positional argument, named by its label (such as `SCENE`), is absent.
    case missingArgument(String)
    /// An option that may be given once was given again.
    case repeatedOption(String)
    /// An option's value is not one of `allowed`; `suggestion` is a close one.
    case invalidValue(option: String, value: String, allowed: [String], suggestion: String?)
    /// An option's value is not of the form the option takes; `expected` describes the form,
    /// such as "a whole number from 1 to 1024".
    case malformedValue(option: String, value: String, expected: String)
    /// An environment variable's value is not one of `allowed`; `suggestion` is a close one.
    case invalidEnvironmentValue(
      variable: String, value: String, allowed: [String], suggestion: String?)
    /// `--strategy` names a strategy the scene does not replay; `listed` are the scene's.
    case unlistedStrategy(String, listed: [String], suggestion: String?)

    /// `strategy` is not among `listed`, the scene's strategies; the closest of them is
    /// suggested.
    static func unlisted(_ strategy: String, among listed: [String]) -> Problem {
      .unlistedStrategy(
        strategy, listed: listed, suggestion: Suggestion.closest(to: strategy, among: listed))
    }
  }

  /// What went wrong.
  package var problem: Problem
  /// The offending argument's position, counting from 1 after the program name; nil when the
  /// problem is something missing at the end.
  package var position: Int?
  /// The command being parsed, if the problem came after its name; its help is suggested.
  package var command: CommandName?

  /// Creates a usage error.
  ///
  /// - Parameters:
  ///   - problem: What went wrong.
  ///   - position: The offending argument's position, counting from 1.
  ///   - command: The command whose arguments were being parsed.
  package init(_ problem: Problem, at position: Int? = nil, in command: CommandName? = nil) {
    self.problem = problem
    self.position = position
    self.command = command
  }
}
