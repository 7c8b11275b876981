import Golden

/// `kbreplay test [PATH...]`: replays every scene, checks its expectations and compares its
/// trace with its golden, recording goldens as the record mode says.
public struct TestCommand: Subcommand {
  /// The folder tested when no path is given.
  public static let defaultPath = "Scenes"

  /// The suite roots, in command-line order.
  public var paths: [String]
  /// `--record`, when given.
  public var record: RecordSetting?
  /// How far lengths may differ from the golden.
  public var tolerance: Tolerance = .standard
  /// How many scenes run at once; nil for the number of cores.
  public var jobs: Int?
  /// The part of each suite to run, when sharded.
  public var shard: Shard?
  /// Only scenes whose path contains this text run.
  public var filter: String?
  /// Where to write JUnit XML.
  public var junitPath: String?
  /// Where to write the HTML report.
  public var reportPath: String?
  /// What to do with goldens that no scene owns, on full runs.
  public var unreferenced: UnreferencedPolicy = .warn

  /// Creates a test command with default options.
  ///
  /// - Parameter paths: The suite roots.
  public init(paths: [String]) {
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
    options: [
      OptionDefinition(
        name: "--record", shortName: nil, valueName: "mode",
        help: [
          "When to write goldens: auto (the default: missing,",
          "or never when CI is set), never, missing, failed or",
          "all. KBREPLAY_RECORD sets it too; the option wins.",
        ]),
      OptionDefinition(
        name: "--tolerance", shortName: nil, valueName: "points",
        help: ["How far lengths may differ from goldens (0.01)."]),
      .jobs,
      OptionDefinition(
        name: "--shard", shortName: nil, valueName: "i/n",
        help: ["Test only part i of n of each suite."]),
      OptionDefinition(
        name: "--filter", shortName: nil, valueName: "text",
        help: ["Test only scenes whose path contains the text."]),
      OptionDefinition(
        name: "--junit", shortName: nil, valueName: "file",
        help: ["Also write the results to the file as JUnit XML."]),
      OptionDefinition(
        name: "--report", shortName: nil, valueName: "file",
        help: [
          "Also write an HTML report to the file: a plot of",
          "every run and drawings of the screen.",
        ]),
      OptionDefinition(
        name: "--unreferenced", shortName: nil, valueName: "action",
        help: [
          "Goldens without a scene, on runs without --filter",
          "and --shard: ignore, warn (default), reject or",
          "delete.",
        ]),
    ],
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
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [Self.defaultPath] : paths)
    record = try arguments.choice(of: "--record", in: .test)
    tolerance =
      try arguments.value(
        of: "--tolerance", expected: "a non-negative decimal number of points such as 0.01",
        in: .test, read: Tolerance.init) ?? .standard
    jobs = try arguments.jobs(in: .test)
    shard = try arguments.value(
      of: "--shard", expected: "I/N with 1 <= I <= N, such as 2/3", in: .test, read: Shard.init)
    filter = try arguments.uniqueOption(named: "--filter", in: .test)?.value
    junitPath = try arguments.uniqueOption(named: "--junit", in: .test)?.value
    reportPath = try arguments.uniqueOption(named: "--report", in: .test)?.value
    unreferenced = try arguments.choice(of: "--unreferenced", in: .test) ?? .warn
  }

  /// Whether every scene of the suites runs: no filter and no shard.
  var isFullRun: Bool { filter == nil && shard == nil }
}
