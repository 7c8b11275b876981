import Golden
import Report
import SceneLoading
import Support

extension TestCommand {
  /// Tests every selected scene, in parallel, printing results in path order.
  ///
  /// The record mode is decided once, before any scene runs. Missing paths and unreadable
  /// folders are reported on standard error and the rest still runs; so do invalid scenes.
  ///
  /// - Parameter context: Where output goes, and the environment (`CI`, `KBREPLAY_RECORD`,
  ///   `GITHUB_ACTIONS`).
  /// - Returns: ``ExitCode/success`` when every scene passed, ``ExitCode/failure`` when one
  ///   failed (or a golden without a scene was rejected), ``ExitCode/invalidInput`` for an
  ///   invalid scene, a bad path, an invalid `KBREPLAY_RECORD` or a file error.
  package func run(in context: CommandContext) -> ExitCode {
    guard let mode = recordMode(in: context) else { return .invalidInput }
    let console = context.console
    let scan = SuiteScan(paths: paths)
    scan.reportProblems(to: console)
    if mode != .never {
      UnreferencedGoldens.removeAbandonedTemporaryFiles(in: scan.suites)
    }
    warnIfTheFilterMatchesNothing(in: scan, console: console)
    let scenes = selectedScenes(of: scan)
    var reportFile: HTMLReportFile?
    if let reportPath {
      switch HTMLReportFile.create(at: reportPath) {
      case .success(let file): reportFile = file
      case .failure(let error):
        console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
        return .invalidInput
      }
    }
    let reporter = runScenes(scenes, mode: mode, reportFile: reportFile, in: context)
    var hasFileError = false
    var isRejected = false
    if isFullRun {
      let handled = UnreferencedGoldens.handle(
        UnreferencedGoldens.find(in: scan.suites), policy: unreferenced, console: console)
      isRejected = handled.rejected
      hasFileError = handled.fileError
    }
    for line in reporter.annotationLines { console.writeLine(line) }
    if let junitPath, !writeJUnit(to: junitPath, scan: scan, reporter: reporter, console: console) {
      hasFileError = true
    }
    if let reportFile, case .failure(let error) = reportFile.finish(title: reportTitle) {
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      hasFileError = true
    }
    if let line = reporter.recordedLine { console.writeLine(line) }
    console.writeLine(reporter.summaryLine)
    if !scan.problems.isEmpty || reporter.errors > 0 || hasFileError {
      return .invalidInput
    }
    return reporter.failed > 0 || isRejected ? .failure : .success
  }

  /// The record mode, decided once; nil after printing the usage error for an invalid
  /// `KBREPLAY_RECORD`, as an error of `command`.
  func recordMode(in context: CommandContext, for command: CommandName = .test) -> RecordMode? {
    switch RecordSetting.resolve(option: record, environment: context.environment) {
    case .success(let mode):
      return mode
    case .failure(let invalid):
      let problem = UsageError.Problem.invalidEnvironmentValue(
        variable: RecordSetting.environmentVariable, value: invalid.value,
        allowed: RecordSetting.names,
        suggestion: Suggestion.closest(to: invalid.value, among: RecordSetting.names))
      context.console.write(UsageError(problem, in: command).rendered(), to: .standardError)
      return nil
    }
  }

  /// The scenes that pass `--filter` and `--shard`, in order.
  func selectedScenes(of scan: SuiteScan) -> [SuiteScan.Scene] {
    guard filter != nil || shard != nil else { return scan.scenes }
    return scan.scenes.filter { scene in
      (filter.map { scene.path.contains($0) } ?? true)
        && (shard?.contains(scene.relativePath) ?? true)
    }
  }

  /// Warns when `--filter` matches none of the scenes there are: that is more likely a typo
  /// than an empty shard is.
  func warnIfTheFilterMatchesNothing(in scan: SuiteScan, console: any Console) {
    guard let filter, !scan.scenes.isEmpty,
      !scan.scenes.contains(where: { $0.path.contains(filter) })
    else { return }
    console.writeLine("kbreplay: warning: no scene path contains '\(filter)'", to: .standardError)
  }

  /// The report's title: the command as run, with its suite roots.
  private var reportTitle: String {
    "kbreplay test " + paths.joined(separator: " ")
  }

  /// Tests `scenes` on `--jobs` threads, printing each result in order as it comes (and
  /// writing its section of the report, if there is one).
  func runScenes(
    _ scenes: [SuiteScan.Scene], mode: RecordMode, reportFile: HTMLReportFile?,
    in context: CommandContext
  ) -> TestReporter {
    let reporter = TestReporter(
      console: context.console, showsProgress: context.isTerminal, total: scenes.count,
      keepsResults: junitPath != nil,
      annotates: GitHubAnnotations.isEnabled(in: context.environment), reportFile: reportFile)
    var runner = SceneRunner(check: GoldenCheck(mode: mode, tolerance: tolerance))
    runner.rendersReport = reportFile != nil
    OrderedParallelRun.run(
      count: scenes.count, width: jobs ?? RunningProcess.availableProcessors,
      worker: { SceneRunner.Worker(loader: context.makeLoader()) },
      work: { [runner] worker, index in runner.run(scenes[index], index: index, worker: &worker) },
      deliver: { _, result, finished in reporter.deliver(result, finished: finished) })
    reporter.clearProgress()
    return reporter
  }

  private func writeJUnit(
    to path: String, scan: SuiteScan, reporter: TestReporter, console: any Console
  ) -> Bool {
    var suites = scan.suites.map { JUnitReport.Suite(name: $0.root, results: []) }
    for result in reporter.results {
      suites[result.suite].results.append(result)
    }
    let xml = JUnitReport.xml(suites)
    switch FileStore.write(Array(xml.utf8), to: path) {
    case .success:
      return true
    case .failure(let error):
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      return false
    }
  }
}
