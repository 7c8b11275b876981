/// The command-line tool's entry point.
public enum KBReplay {
  /// The tool's version, as `kbreplay --version` prints it.
  public static let version = "0.1.0"

  /// Runs the tool with the process's streams and environment and returns the exit status.
  ///
  /// An interruption (`SIGINT`, `SIGTERM`, `SIGHUP`) first removes the temporary files of
  /// golden writes in flight.
  ///
  /// - Parameter arguments: The command line without the program name.
  /// - Returns: The process exit status.
  public static func main(arguments: [String]) -> Int32 {
    let interruptSources = InterruptCleanup.install()
    defer { withExtendedLifetime(interruptSources) {} }
    return run(arguments: arguments, in: .standard()).rawValue
  }

  /// Parses `arguments` and runs the command; a usage error is printed to standard error.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program name.
  ///   - context: Where output goes and how scenes are checked.
  /// - Returns: The command's exit status, or ``ExitCode/invalidInput`` for a usage error.
  public static func run(arguments: [String], in context: CommandContext) -> ExitCode {
    switch CommandLineParser.parse(arguments, strategies: context.strategies) {
    case .success(let command):
      return command.run(in: context)
    case .failure(let error):
      context.console.write(error.rendered(), to: .standardError)
      return .invalidInput
    }
  }
}
