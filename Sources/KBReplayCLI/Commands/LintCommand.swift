import Golden
import KBReplay
import KeyboardAvoidance
import SceneLoading
import Support

/// `kbreplay lint [PATH...]`: loads scene files and reports their problems, without replaying.
package struct LintCommand: Subcommand {
  /// The folder searched when no path is given.
  package static let defaultPath = "Scenes"

  /// The files and folders to check, in command-line order.
  package var paths: [String]
  /// How many files are loaded at once; nil for the number of cores.
  package var jobs: Int?

  /// Creates a lint command.
  ///
  /// - Parameters:
  ///   - paths: The files and folders to check.
  ///   - jobs: How many files are loaded at once; nil for the number of cores.
  package init(paths: [String], jobs: Int? = nil) {
    self.paths = paths
    self.jobs = jobs
  }

  static let interface = CommandInterface(
    name: .lint,
    abstract: "Load and validate scene files without replaying them.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: [
      CommandInterface.Argument(
        label: "PATH",
        help: [
          "A scene file (any extension), or a folder searched recursively",
          "for *.yaml and *.yml files, skipping hidden ones (default: \(defaultPath)).",
        ])
    ],
    options: [SharedOptions.jobs.definition],
    discussion: [
      [
        "Problems go to standard error, in path order whatever "
          + "\(SharedOptions.jobs.name) is, then a summary",
        "line such as '12 scenes valid, 1 invalid' to standard output.",
      ],
      ["Exit status: 0 when every scene is valid; 2 when one is not, or a path is", "missing."],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(
      paths: paths.isEmpty ? [Self.defaultPath] : paths,
      jobs: try arguments.value(of: SharedOptions.jobs, in: .lint))
  }

  /// Checks every scene file the paths name.
  ///
  /// Each invalid file's diagnostics go to standard error as the loader renders them, as do
  /// missing paths and unreadable folders; a folder without scenes gets a warning. The summary
  /// line (``summary(valid:invalid:)``) goes to standard output.
  ///
  /// - Parameter context: Where output goes and how scenes are checked.
  /// - Returns: ``ExitCode/success`` when every path exists and every scene is valid, else
  ///   ``ExitCode/invalidInput``.
  package func run(in context: CommandContext) -> ExitCode {
    let finder = SceneFileFinder(searching: paths)
    for problem in finder.problems {
      context.console.writeLine("kbreplay: error: \(problem.message)", to: .standardError)
    }
    for folder in finder.foldersWithoutScenes {
      let warning = "kbreplay: warning: no *.yaml or *.yml files in folder: \(folder)"
      context.console.writeLine(warning, to: .standardError)
    }
    let files = finder.files
    let invalidCount = Lock(0)
    OrderedParallelRun.run(
      count: files.count, width: jobs ?? RunningProcess.availableProcessors,
      worker: { context.makeLoader() },
      work: { loader, index in context.validateScene(files[index], &loader) },
      deliver: { _, validity, _ in
        guard case .invalid(let report) = validity else { return }
        invalidCount.withLock { $0 += 1 }
        let text = report.hasSuffix("\n") ? report : report + "\n"
        context.console.write(text, to: .standardError)
      })
    let invalid = invalidCount.withLock { $0 }
    let validCount = files.count - invalid
    context.console.writeLine(Self.summary(valid: validCount, invalid: invalid))
    return finder.problems.isEmpty && invalid == 0 ? .success : .invalidInput
  }

  /// The summary line, such as `12 scenes valid, 1 invalid` or `1 scene valid, 0 invalid`.
  ///
  /// - Parameters:
  ///   - valid: How many scene files loaded.
  ///   - invalid: How many did not.
  /// - Returns: The line, without a newline.
  package static func summary(valid: Int, invalid: Int) -> String {
    "\(valid) \(valid == 1 ? "scene" : "scenes") valid, \(invalid) invalid"
  }
}
