/// The tool's commands, in the order the overview lists them.
public enum CommandName: String, Sendable, Equatable, CaseIterable {
  /// `kbreplay run SCENE`: replay one scene and print its trace.
  case run
  /// `kbreplay lint [PATH...]`: load and validate scenes.
  case lint
  /// `kbreplay new NAME`: write a commented starter scene.
  case new
  /// `kbreplay devices`: list the device presets.
  case devices
  /// `kbreplay help [COMMAND]`: show help.
  case help

  /// The command's arguments, options and help.
  var interface: CommandInterface {
    switch self {
    case .run: RunCommand.interface
    case .lint: LintCommand.interface
    case .new: NewCommand.interface
    case .devices: DevicesCommand.interface
    case .help: HelpCommand.interface
    }
  }

  /// Builds the command from its matched arguments.
  ///
  /// - Throws: A usage error the command finds in its arguments.
  func makeCommand(from arguments: ParsedArguments) throws(UsageError) -> Command {
    switch self {
    case .run: .run(try RunCommand(arguments))
    case .lint: .lint(try LintCommand(arguments))
    case .new: .new(try NewCommand(arguments))
    case .devices: .devices(try DevicesCommand(arguments))
    case .help: .help(try HelpCommand(arguments))
    }
  }
}
