import Golden

/// `kbreplay test [PATH...]`: replays every scene, checks its expectations and compares its
/// trace with its golden, recording goldens as the record mode says.
package struct TestCommand: Subcommand {
  /// The folder tested when no path is given.
  package static let defaultPath = "Scenes"

  /// The suite roots, in command-line order.
  package var paths: [String]
  /// `--record`, when given.
  package var record: RecordSetting?
  /// How far lengths may differ from the golden.
  package var tolerance: Tolerance = .standard
  /// How many scenes run at once; nil for the number of cores.
  package var jobs: Int?
  /// The part of each suite to run, when sharded.
  package var shard: Shard?
  /// Only scenes whose path contains this text run.
  package var filter: String?
  /// Where to write JUnit XML.
  package var junitPath: String?
  /// Where to write the HTML report.
  package var reportPath: String?
  /// What to do with goldens that no scene owns, on full runs.
  package var unreferenced: UnreferencedPolicy = .warn

  /// Creates a test command with default options.
  ///
  /// - Parameter paths: The suite roots.
  package init(paths: [String]) {
    self.paths = paths
  }

  static let interface = CommandInterface(
    name: .test,
    abstract: "Replay scenes and compare them with their goldens.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: [
      CommandInterface.Argument(
        label: "PATH",
        help: [
          "A suite root: a folder searched recursively for",
          "*.yaml and *.yml scenes, or one scene file, whose",
          "folder is then the root (default: \(defaultPath)).",
        ])
    ],
    options: Options.definitions,
    discussion: [
      [
        "The golden of X.yaml is X.golden beside it; a pending one, written for",
        "review, is X.golden.new (see 'kbreplay accept' and 'kbreplay reject').",
      ],
      [
        "Prints a line per scene (PASS, FAIL, NEW, UPDATED or ERROR) with details",
        "under failures, then a summary such as '12 passed, 1 failed'.",
      ],
      [
        "Exit status: 0 when every scene passed; 1 when one failed; 2 for an",
        "invalid scene, invalid usage or a file that could not be read or written.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try self.init(arguments, for: .test)
  }

  /// Reads the paths and `test`'s options for `command`, `test` or one that tests as it does
  /// (`watch`); an option the command does not declare is never given, so stays unset.
  ///
  /// - Throws: A problem with an option's value, reported for `command`.
  init(_ arguments: ParsedArguments, for command: CommandName) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [Self.defaultPath] : paths)
    record = try arguments.value(of: Options.record, in: command)
    tolerance = try arguments.value(of: SharedOptions.tolerance, in: command) ?? .standard
    jobs = try arguments.value(of: SharedOptions.jobs, in: command)
    shard = try arguments.value(of: Options.shard, in: command)
    filter = try arguments.value(of: Options.filter, in: command)
    junitPath = try arguments.value(of: Options.junit, in: command)
    reportPath = try arguments.value(of: Options.report, in: command)
    unreferenced = try arguments.value(of: Options.unreferenced, in: command) ?? .warn
  }

  /// Whether every scene of the suites runs: no filter and no shard.
  var isFullRun: Bool { filter == nil && shard == nil }
}

extension TestCommand {
  /// The options only `test` declares (`--tolerance` and `--jobs` are ``SharedOptions``), in
  /// the order help lists them; a command that tests as `test` does reuses them.
  enum Options {
    /// Every option `test` takes but `--help`, in the order help lists them.
    static let definitions = [
      record.definition, SharedOptions.tolerance.definition, SharedOptions.jobs.definition,
      shard.definition, filter.definition, junit.definition, report.definition,
      unreferenced.definition,
    ]

    /// `--record MODE`; `KBREPLAY_RECORD` when absent.
    static let record = ValueOption<RecordSetting>.choice(
      "--record", valueName: "mode",
      help: [
        "When to write goldens: auto (the default: missing,",
        "or never when CI is set), never, missing, failed or",
        "all. KBREPLAY_RECORD sets it too; the option wins.",
      ])

    /// `--shard I/N`.
    static let shard = ValueOption<Shard>.form(
      "--shard", valueName: "i/n", help: ["Test only part i of n of each suite."],
      expected: "I/N with 1 <= I <= N, such as 2/3", parse: Shard.init)

    /// `--filter TEXT`.
    static let filter = ValueOption<String>.text(
      "--filter", valueName: "text", help: ["Test only scenes whose path contains the text."])

    /// `--junit FILE`.
    static let junit = ValueOption<String>.text(
      "--junit", valueName: "file", help: ["Also write the results to the file as JUnit XML."])

    /// `--report FILE`.
    static let report = ValueOption<String>.text(
      "--report", valueName: "file",
      help: [
        "Also write an HTML report to the file: a plot of",
        "every run and drawings of the screen.",
      ])

    /// `--unreferenced ACTION`, for goldens without a scene.
    static let unreferenced = ValueOption<UnreferencedPolicy>.choice(
      "--unreferenced", valueName: "action",
      help: [
        "Goldens without a scene, on runs without \(filter.name)",
        "and \(shard.name): ignore, warn (default), reject or",
        "delete.",
      ])
  }
}
