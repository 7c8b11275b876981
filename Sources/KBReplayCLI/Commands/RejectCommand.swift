import Golden
import Support

/// `kbreplay reject [PATH...]`: deletes each pending `X.golden.new`, keeping `X.golden`.
package struct RejectCommand: Subcommand {
  /// The files and folders whose pending goldens to reject.
  package var paths: [String]

  /// Creates a reject command.
  ///
  /// - Parameter paths: The files and folders whose pending goldens to reject.
  package init(paths: [String]) {
    self.paths = paths
  }

  static let interface = CommandInterface(
    name: .reject,
    abstract: "Delete pending goldens (*.golden.new).",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: AcceptCommand.interface.arguments,
    options: [],
    discussion: [
      [
        "Each X.golden.new is deleted; X.golden stays as it is. Prints each",
        "rejected file, then a count. Exit status 0, or 2 when a path is missing",
        "or a file cannot be deleted.",
      ]
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [TestCommand.defaultPath] : paths)
  }

  /// Rejects every pending golden the paths name.
  ///
  /// - Parameter context: Where output goes.
  /// - Returns: The exit status.
  package func run(in context: CommandContext) -> ExitCode {
    PendingGoldens(paths: paths).process(label: "rejected", summary: "rejected", in: context) {
      pending in FileStore.remove(pending).map { _ in () }
    }
  }
}
