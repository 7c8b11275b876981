import KeyboardAvoidance

/// `kbreplay watch [PATH...]`: tests every scene as `test` does, then every half second
/// compares the scene files and their goldens with what they held and re-tests the scenes
/// that changed, until `SIGINT` or `SIGTERM` ends it.
package struct WatchCommand: Subcommand {
  /// How long after a look at the files watch looks again, in microseconds.
  static let interval: Microseconds = 500_000

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
    run(in: context, clock: .system)
  }

  /// Tests every scene, then looks at the files every ``interval`` of `clock`, testing again
  /// what changed, until `end`.
  ///
  /// The first look falls due ``interval`` after the first round; each later one ``interval``
  /// after the look before it started, so at once when the round that look ran took longer.
  ///
  /// - Parameters:
  ///   - context: Where output goes, and the environment (`CI`, `KBREPLAY_RECORD`).
  ///   - clock: What tells the time and waits between looks.
  ///   - end: A time of `clock` after which no look falls due; nil to watch until the process
  ///     ends.
  /// - Returns: ``ExitCode/invalidInput`` for an invalid `KBREPLAY_RECORD`; otherwise
  ///   ``ExitCode/success``, after the last look due by `end`.
  func run(in context: CommandContext, clock: WatchClock, until end: Microseconds? = nil)
    -> ExitCode
  {
    guard let mode = test.recordMode(in: context, for: .watch) else { return .invalidInput }
    var watcher = SuiteWatcher(test: test, mode: mode, context: context)
    watcher.runFirstRound()
    var next = clock.now() + Self.interval
    while end.map({ next <= $0 }) ?? true {
      let wait = next - clock.now()
      if wait > 0 { clock.sleep(wait) }
      next = clock.now() + Self.interval
      watcher.look()
    }
    return .success
  }
}
