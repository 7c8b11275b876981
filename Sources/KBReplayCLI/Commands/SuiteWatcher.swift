import Golden

/// What `watch` keeps from one round to the next: the options, the record mode decided at
/// start, and the watched scenes with what their files held after the last round.
///
/// Each round prints what `test` prints for its scenes, then the same summary line.
struct SuiteWatcher {
  /// The suites and the options each round tests with.
  let test: TestCommand
  /// When goldens are written, decided once.
  let mode: RecordMode
  /// Where output goes.
  let context: CommandContext
  /// The scenes and their files, as the last round left them.
  private(set) var watched: WatchedScenes
  /// How many rounds have run.
  private(set) var roundCount = 0

  /// Scans the suites and reads the files of the scenes `test` selects, before any round.
  ///
  /// - Parameters:
  ///   - test: The suites and the options each round tests with.
  ///   - mode: When goldens are written.
  ///   - context: Where output goes.
  init(test: TestCommand, mode: RecordMode, context: CommandContext) {
    self.test = test
    self.mode = mode
    self.context = context
    watched = WatchedScenes(test)
  }

  /// Tests every scene, as `test` does, having first removed temporary files that an ended
  /// writer left (unless nothing may be written).
  mutating func runFirstRound() {
    if mode != .never {
      UnreferencedGoldens.removeAbandonedTemporaryFiles(in: watched.scan.suites)
    }
    run(.all, of: watched)
  }

  /// Looks at the files once, and tests the scenes whose scene file or golden changed since
  /// the last round, or every scene when one appeared or disappeared.
  ///
  /// - Returns: Whether a round ran.
  @discardableResult
  mutating func look() -> Bool {
    let current = WatchedScenes(test)
    guard let round = current.round(since: watched) else { return false }
    run(round, of: current)
    return true
  }

  /// Runs one round and remembers the files as it leaves them.
  private mutating func run(_ round: WatchedScenes.Round, of current: WatchedScenes) {
    let console = context.console
    roundCount += 1
    let isFull = round == .all
    if roundCount > 1 {
      console.writeLine("")
      console.writeLine(header(of: round, sceneCount: current.scenes.count))
    }
    if isFull {
      current.scan.reportProblems(to: console)
      test.warnIfTheFilterMatchesNothing(in: current.scan, console: console)
    }
    let reporter = test.runScenes(
      current.scenes(of: round), mode: mode, reportFile: nil, in: context)
    if isFull && test.isFullRun {
      _ = UnreferencedGoldens.handle(
        UnreferencedGoldens.find(in: current.scan.suites), policy: test.unreferenced,
        console: console)
    }
    for line in reporter.annotationLines { console.writeLine(line) }
    if let line = reporter.recordedLine { console.writeLine(line) }
    console.writeLine(reporter.summaryLine)
    if isFull {
      console.writeLine(
        "watching \(Self.count(current.scenes.count, "scene")); press Ctrl-C to stop")
    }
    var next = current
    next.readGoldens(after: round)
    watched = next
  }

  /// The line that starts every round after the first: `round 2: 1 scene changed`.
  private func header(of round: WatchedScenes.Round, sceneCount: Int) -> String {
    switch round {
    case .all:
      "round \(roundCount): scenes added or removed; testing all \(sceneCount)"
    case .changed(let indices):
      "round \(roundCount): \(Self.count(indices.count, "scene")) changed"
    }
  }

  /// `1 scene`, `2 scenes`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
