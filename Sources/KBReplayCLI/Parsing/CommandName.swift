/// The tool's commands, in the order the overview lists them.
package enum CommandName: String, Sendable, Equatable, CaseIterable {
  /// `kbreplay test [PATH...]`: replay scenes and compare them with their goldens.
  case test
  /// `kbreplay run SCENE`: replay one scene and print its trace.
  case run
  /// `kbreplay lint [PATH...]`: load and validate scenes.
  case lint
  /// `kbreplay accept [PATH...]`: turn pending goldens into goldens.
  case accept
  /// `kbreplay reject [PATH...]`: delete pending goldens.
  case reject
  /// `kbreplay diff EXPECTED ACTUAL`: compare two trace files.
  case diff
  /// `kbreplay new NAME`: write a commented starter scene.
  case new
  /// `kbreplay devices`: list the device presets.
  case devices
  /// `kbreplay review [PATH...]`: accept or reject pending goldens one by one.
  case review
  /// `kbreplay watch [PATH...]`: test scenes, then re-test those whose files change.
  case watch
  /// `kbreplay import LOG`: make a scene from a log captured on a device.
  case `import`
  /// `kbreplay explore [PATH...]`: replay scenes under variations and report what breaks.
  case explore
  /// `kbreplay help [COMMAND]`: show help.
  case help

  /// The command's arguments, options and help.
  var interface: CommandInterface {
    switch self {
    case .test: TestCommand.interface
    case .run: RunCommand.interface
    case .lint: LintCommand.interface
    case .accept: AcceptCommand.interface
    case .reject: RejectCommand.interface
    case .diff: DiffCommand.interface
    case .new: NewCommand.interface
    case .devices: DevicesCommand.interface
    case .review: ReviewCommand.interface
    case .watch: WatchCommand.interface
    case .import: ImportCommand.interface
    case .explore: ExploreCommand.interface
    case .help: HelpCommand.interface
    }
  }

  /// Builds the command from its matched arguments.
  ///
  /// - Throws: A usage error the command finds in its arguments.
  func makeCommand(from arguments: ParsedArguments) throws(UsageError) -> Command {
    switch self {
    case .test: .test(try TestCommand(arguments))
    case .run: .run(try RunCommand(arguments))
    case .lint: .lint(try LintCommand(arguments))
    case .accept: .accept(try AcceptCommand(arguments))
    case .reject: .reject(try RejectCommand(arguments))
    case .diff: .diff(try DiffCommand(arguments))
    case .new: .new(try NewCommand(arguments))
    case .devices: .devices(try DevicesCommand(arguments))
    case .review: .review(try ReviewCommand(arguments))
    case .watch: .watch(try WatchCommand(arguments))
    case .import: .import(try ImportCommand(arguments))
    case .explore: .explore(try ExploreCommand(arguments))
    case .help: .help(try HelpCommand(arguments))
    }
  }
}
