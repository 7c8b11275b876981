import Golden
import SceneCheck
import Support

/// `kbreplay accept [PATH...]`: renames each pending `X.golden.new` over `X.golden`.
package struct AcceptCommand: Subcommand {
  /// The files and folders whose pending goldens to accept.
  package var paths: [String]

  /// Creates an accept command.
  ///
  /// - Parameter paths: The files and folders whose pending goldens to accept.
  package init(paths: [String]) {
    self.paths = paths
  }

  static let interface = CommandInterface(
    name: .accept,
    abstract: "Turn pending goldens (*.golden.new) into goldens.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: [
      CommandInterface.Argument(
        label: "PATH",
        help: [
          "A folder searched recursively for *.golden.new files, or a",
          "scene, golden or pending file (default: \(TestCommand.defaultPath)).",
        ])
    ],
    options: [],
    discussion: [
      [
        "Each X.golden.new replaces X.golden, atomically. Prints each accepted",
        "file, then a count. Exit status 0, or 2 when a path is missing or a file",
        "cannot be renamed.",
      ]
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [TestCommand.defaultPath] : paths)
  }

  /// Accepts every pending golden the paths name.
  ///
  /// - Parameter context: Where output goes.
  /// - Returns: The exit status.
  package func run(in context: CommandContext) -> ExitCode {
    PendingGoldens(paths: paths).process(label: "accepted", summary: "accepted", in: context) {
      pending in FileStore.move(pending, to: GoldenFiles.golden(ofPending: pending))
    }
  }
}
