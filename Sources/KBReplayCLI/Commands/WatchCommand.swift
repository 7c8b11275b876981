#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kbreplay watch [PATH...]`: tests every scene as `test` does, then every half second
/// compares the scene files and their goldens with what they held and re-tests the scenes
/// that changed, until `SIGINT` or `SIGTERM` ends it.
package struct WatchCommand: Subcommand {
  /// How long watch waits between two looks at the files, in microseconds.
  static let interval = 500_000

  /// The suite roots and the options each round tests with, as `test` takes them.
  package var test: TestCommand

  /// Creates a watch command with `test`'s default options.
  ///
  /// - Parameter paths: The suite roots.
  package init(paths: [String]) {
    test = TestCommand(paths: paths)
  }

  static let interface = CommandInterface(
    name: .watch,
    abstract: "Test scenes, then test again those whose files change.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: TestCommand.interface.arguments,
    options: [
      TestCommand.Options.record.definition, SharedOptions.tolerance.definition,
      SharedOptions.jobs.definition, TestCommand.Options.shard.definition,
      TestCommand.Options.filter.definition, TestCommand.Options.unreferenced.definition,
    ],
    discussion: [
      [
        "Tests every scene as 'kbreplay test' does, then every 0.5 s compares the",
        "scene files and their goldens (X.golden) with what they held, and tests",
        "again the scenes whose scene or golden changed, or every scene when one",
        "was added or removed. Each round prints the lines 'test' prints and a",
        "summary. The goldens a round writes do not start another.",
      ],
      [
        "Goldens without a scene are looked for only in rounds of every scene.",
        "An invalid scene is reported and watching goes on. On CI (CI set), the",
        "default record mode writes no golden, as for 'test'.",
      ],
      [
        "Ctrl-C (SIGINT) or SIGTERM stops it, with exit status 0 and no temporary",
        "file left; exit status 2 for invalid usage.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    test = try TestCommand(arguments, for: .watch)
  }

  /// Tests every scene, then watches the files, testing again what changes, until the process
  /// is interrupted.
  ///
  /// - Parameter context: Where output goes, and the environment (`CI`, `KBREPLAY_RECORD`).
  /// - Returns: ``ExitCode/invalidInput`` for an invalid `KBREPLAY_RECORD`; otherwise it does
  ///   not return: `SIGINT` and `SIGTERM` end the process (see ``KBReplayCommand``).
  package func run(in context: CommandContext) -> ExitCode {
    guard let mode = test.recordMode(in: context, for: .watch) else { return .invalidInput }
    var watcher = SuiteWatcher(test: test, mode: mode, context: context)
    watcher.runFirstRound()
    while true {
      usleep(useconds_t(Self.interval))
      watcher.look()
    }
  }
}
