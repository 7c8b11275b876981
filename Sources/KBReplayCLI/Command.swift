/// A parsed command line: what the tool will do.
public enum Command: Sendable, Equatable {
  /// Replay one scene and print its trace.
  case run(RunCommand)
  /// Load and validate scene files.
  case lint(LintCommand)
  /// Write a commented starter scene.
  case new(NewCommand)
  /// List the device presets.
  case devices(DevicesCommand)
  /// Print the overview or one command's help.
  case help(HelpCommand)
  /// Print `kbreplay` and its version.
  case version

  /// Runs the command.
  ///
  /// - Parameter context: Where output goes and how scenes are checked.
  /// - Returns: The exit status.
  public func run(in context: CommandContext) -> ExitCode {
    switch self {
    case .run(let command): command.run(in: context)
    case .lint(let command): command.run(in: context)
    case .new(let command): command.run(in: context)
    case .devices(let command): command.run(in: context)
    case .help(let command): command.run(in: context)
    case .version: Self.printVersion(in: context)
    }
  }

  private static func printVersion(in context: CommandContext) -> ExitCode {
    context.console.writeLine("kbreplay \(KBReplay.version)")
    return .success
  }
}
