import KeyboardAvoidance
import Support

/// The command-line tool's entry point: `kbreplay` itself, and a team's own runner with its
/// strategies registered beside the built-ins.
///
/// ```swift
/// import KBReplayCLI
/// KBReplayCommand.main(strategies: [LiftAboveKeyboard()])   // never returns
/// ```
public enum KBReplayCommand {
  /// The tool's version, as `kbreplay --version` prints it.
  public static let version = "0.1.0"

  /// Runs the tool with the process's arguments, streams and environment, `strategies`
  /// registered beside the four built-ins, and exits with its status.
  ///
  /// Every command and option of `kbreplay` works with the registered strategies. A
  /// registration error (an invalid name, a built-in's name, a name registered twice) is
  /// printed as `kbreplay: error: MESSAGE` and the process exits with status 2.
  ///
  /// - Parameter strategies: The runner's own strategies, in the order their names are listed.
  public static func main(strategies: [any AvoidanceStrategy]) -> Never {
    Signals.exitProcess(
      main(arguments: Array(CommandLine.arguments.dropFirst()), strategies: strategies))
  }

  /// Runs the tool with the process's streams and environment and returns the exit status.
  ///
  /// An interruption (`SIGINT`, `SIGTERM`, `SIGHUP`) first removes the temporary files of
  /// golden writes in flight; `watch`, which runs until it is stopped, then exits with status 0
  /// on `SIGINT` and `SIGTERM`.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program name.
  ///   - strategies: The strategies to register beside the built-ins.
  /// - Returns: The process exit status.
  public static func main(
    arguments: [String], strategies: [any AvoidanceStrategy] = []
  ) -> Int32 {
    guard let registry = registry(registering: strategies, console: StandardConsole()) else {
      return ExitCode.invalidInput.rawValue
    }
    let context = CommandContext.standard(strategies: registry)
    guard let command = parse(arguments, in: context) else {
      return ExitCode.invalidInput.rawValue
    }
    let interruptSources = InterruptCleanup.install(
      endsSuccessfully: command.endsSuccessfullyWhenInterrupted)
    defer { withExtendedLifetime(interruptSources) {} }
    return command.run(in: context).rawValue
  }

  /// Parses `arguments` and runs the command; a usage error is printed to standard error.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program name.
  ///   - context: Where output goes, how scenes are checked, and the strategies they may name.
  /// - Returns: The command's exit status, or ``ExitCode/invalidInput`` for a usage error.
  public static func run(arguments: [String], in context: CommandContext) -> ExitCode {
    parse(arguments, in: context)?.run(in: context) ?? .invalidInput
  }

  /// The command `arguments` name, or nil after printing the usage error to standard error.
  private static func parse(_ arguments: [String], in context: CommandContext) -> Command? {
    switch CommandLineParser.parse(arguments, strategies: context.strategies) {
    case .success(let command):
      return command
    case .failure(let error):
      context.console.write(error.rendered(), to: .standardError)
      return nil
    }
  }

  /// The built-ins and `strategies`, or nil after printing why they cannot be registered.
  ///
  /// - Parameters:
  ///   - strategies: The strategies to register.
  ///   - console: Where a registration error goes, as `kbreplay: error: MESSAGE`.
  /// - Returns: The registry, or nil for a registration error.
  static func registry(
    registering strategies: [any AvoidanceStrategy], console: any Console
  ) -> StrategyRegistry? {
    do {
      return try StrategyRegistry(registering: strategies)
    } catch {
      console.writeLine("kbreplay: error: \(error)", to: .standardError)
      return nil
    }
  }
}
