/// What each command's type provides: its interface, construction from parsed arguments, and
/// its execution. Each command lives in its own file.
protocol Subcommand: Sendable, Equatable {
  /// The command's arguments, options and help.
  static var interface: CommandInterface { get }

  /// Builds the command from arguments already matched against ``interface``.
  ///
  /// - Throws: A problem with the arguments' values.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Does the command's work.
  ///
  /// - Parameter context: Where output goes and how scenes are checked.
  /// - Returns: The exit status.
  func run(in context: CommandContext) -> ExitCode
}
