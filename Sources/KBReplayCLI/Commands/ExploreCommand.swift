import Explore

/// `kbreplay explore [PATH...]`: replays every scene under variations its author did not write
/// and reports which break the scene's invariants (docs/explore.md).
package struct ExploreCommand: Subcommand {
  /// The folder explored when no path is given.
  package static let defaultPath = "Scenes"

  /// How the results are printed.
  package enum Format: String, Sendable, Equatable, CaseIterable {
    /// A line per variation, with its runs' verdicts and first failures.
    case text
    /// One JSON document with every failure's text.
    case json
  }

  /// The suite roots, in command-line order.
  package var paths: [String]
  /// The runs to replay (each must be listed by the scene); empty for the scene's own list.
  package var strategies: [String] = []
  /// Which of a scene's expectations are checked.
  package var checks: ExploreChecks.Selection = .invariants
  /// How the results are printed.
  package var format: Format = .text
  /// Where breaking variations are written as scene files, if anywhere.
  package var failuresFolder: String?
  /// Where to write the HTML report.
  package var reportPath: String?
  /// How many scenes are explored at once; nil for the number of cores.
  package var jobs: Int?

  /// Creates an explore command with default options.
  ///
  /// - Parameter paths: The suite roots.
  package init(paths: [String]) {
    self.paths = paths
  }

  static let interface = CommandInterface(
    name: .explore,
    abstract: "Replay scenes under variations and report what breaks.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: [
      CommandInterface.Argument(
        label: "PATH",
        help: [
          "A suite root, as for 'kbreplay test' (default: \(defaultPath))."
        ])
    ],
    options: [
      Options.strategy.definition, Options.checks.definition, Options.format.definition,
      Options.writeFailures.definition, Options.report.definition, SharedOptions.jobs.definition,
    ],
    discussion: [
      [
        "Each scene is replayed as written (baseline), then with one change at a",
        "time: other keyboard heights, a hardware keyboard, keyboard toolbars, the",
        "other focus-change setting, the other bottom safe area, and each event",
        "moved closer to the one before it (see docs/explore.md).",
      ],
      [
        "Checked: the scene's always: and settled: items (with --checks all, its at:",
        "items too), or {settled: {covered: 0}} when it has none of them.",
      ],
      [
        "Exit status: 0 when no run breaks; 1 when one fails or cannot be replayed;",
        "2 for an invalid scene, invalid usage or a file that could not be written.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [Self.defaultPath] : paths)
    strategies = try arguments.values(of: Options.strategy, in: .explore)
    checks = try arguments.value(of: Options.checks, in: .explore) ?? .invariants
    format = try arguments.value(of: Options.format, in: .explore) ?? .text
    failuresFolder = try arguments.value(of: Options.writeFailures, in: .explore)
    reportPath = try arguments.value(of: Options.report, in: .explore)
    jobs = try arguments.value(of: SharedOptions.jobs, in: .explore)
  }

  /// The options only `explore` declares, in the order help lists them.
  enum Options {
    /// `--strategy NAME`, which may be given more than once.
    static let strategy = ValueOption<String>.choice(
      "--strategy", valueName: "strategy",
      help: ["Replay only this strategy, which each scene must", "list (may be repeated)."],
      among: \.strategyNames)

    /// `--checks invariants|all`.
    static let checks = ValueOption<ExploreChecks.Selection>.choice(
      "--checks", valueName: "checks",
      help: ["invariants (default: always: and settled: items)", "or all (at: items too)."])

    /// `--format text|json`.
    static let format = ValueOption<Format>.choice(
      "--format", valueName: "format", help: ["text (default) or json."])

    /// `--write-failures DIR`.
    static let writeFailures = ValueOption<String>.text(
      "--write-failures", valueName: "dir",
      help: ["Write each breaking variation to the folder as a", "scene that reproduces it."])

    /// `--report FILE`.
    static let report = ValueOption<String>.text(
      "--report", valueName: "file",
      help: [
        "Also write an HTML report to the file: the", "variations and a plot of each failure.",
      ])
  }
}
