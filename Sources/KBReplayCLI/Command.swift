/// A parsed command line: what the tool will do.
package enum Command: Sendable, Equatable {
  /// Replay scenes, check expectations and compare with goldens.
  case test(TestCommand)
  /// Replay one scene and print its trace.
  case run(RunCommand)
  /// Load and validate scene files.
  case lint(LintCommand)
  /// Turn pending goldens into goldens.
  case accept(AcceptCommand)
  /// Delete pending goldens.
  case reject(RejectCommand)
  /// Compare two trace files.
  case diff(DiffCommand)
  /// Write a commented starter scene.
  case new(NewCommand)
  /// List the device presets.
  case devices(DevicesCommand)
  /// Accept or reject pending goldens one by one.
  case review(ReviewCommand)
  /// Test scenes, then re-test those whose files change, until interrupted.
  case watch(WatchCommand)
  /// Make a scene from a log captured on a device.
  case `import`(ImportCommand)
  /// Replay scenes under variations and report what breaks.
  case explore(ExploreCommand)
  /// Print the overview or one command's help.
  case help(HelpCommand)
  /// Print `kbreplay` and its version.
  case version

  /// Runs the command.
  ///
  /// - Parameter context: Where output goes and how scenes are checked.
  /// - Returns: The exit status.
  package func run(in context: CommandContext) -> ExitCode {
    switch self {
    case .test(let command): command.run(in: context)
    case .run(let command): command.run(in: context)
    case .lint(let command): command.run(in: context)
    case .accept(let command): command.run(in: context)
    case .reject(let command): command.run(in: context)
    case .diff(let command): command.run(in: context)
    case .new(let command): command.run(in: context)
    case .devices(let command): command.run(in: context)
    case .review(let command): command.run(in: context)
    case .watch(let command): command.run(in: context)
    case .import(let command): command.run(in: context)
    case .explore(let command): command.run(in: context)
    case .help(let command): command.run(in: context)
    case .version: Self.printVersion(in: context)
    }
  }

  /// Whether `SIGINT` and `SIGTERM` end the command with status 0 (once temporary files are
  /// removed) rather than as the signal would: `watch` runs until it is stopped that way.
  var endsSuccessfullyWhenInterrupted: Bool {
    if case .watch = self { return true }
    return false
  }

  private static func printVersion(in context: CommandContext) -> ExitCode {
    context.console.writeLine("kbreplay \(KBReplayCommand.version)")
    return .success
  }
}
