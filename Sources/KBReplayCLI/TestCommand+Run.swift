import Foundation
import Golden

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
  public func run(in context: CommandContext) -> ExitCode {
    let console = context.console
    let mode: RecordMode
    switch RecordSetting.resolve(option: record, environment: context.environment) {
    case .success(let resolved): mode = resolved
    case .failure(let invalid):
      let problem = UsageError.Problem.invalidEnvironmentValue(
        variable: RecordSetting.environmentVariable, value: invalid.value,
        expected: "one of " + RecordSetting.names.joined(separator: ", "))
      console.write(UsageError(problem, in: .test).rendered(), to: .standardError)
      return .invalidInput
    }
    let scan = SuiteScan(paths: paths)
    report(scan, to: console)
    let scenes = scan.scenes.filter { scene in
      (filter.map { scene.path.contains($0) } ?? true)
        && (shard?.contains(scene.relativePath) ?? true)
    }
    if mode != .never {
      UnreferencedGoldens.removeAbandonedTemporaryFiles(in: scan.suites)
    }
    let reporter = TestReporter(
      console: console, showsProgress: context.isTerminal, total: scenes.count,
      keepsResults: junitPath != nil,
      annotates: GitHubAnnotations.isEnabled(in: context.environment))
    let runner = SceneRunner(check: GoldenCheck(mode: mode, tolerance: tolerance))
    OrderedParallelRun.run(
      count: scenes.count, width: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      work: { runner.run(scenes[$0]) },
      deliver: { _, result, finished in reporter.deliver(result, finished: finished) })
    reporter.clearProgress()
    var outcome = Outcome()
    if isFullRun {
      let unreferenced = UnreferencedGoldens.find(in: scan.suites)
      let handled = UnreferencedGoldens.handle(
        unreferenced, policy: self.unreferenced, console: console)
      outcome.isRejected = handled.rejected
      outcome.hasFileError = handled.fileError
    }
    for line in reporter.annotationLines { console.writeLine(line) }
    if let junitPath, !writeJUnit(to: junitPath, scan: scan, reporter: reporter, console: console) {
      outcome.hasFileError = true
    }
    if let line = reporter.recordedLine { console.writeLine(line) }
    console.writeLine(reporter.summaryLine)
    if !scan.problems.isEmpty || reporter.errors > 0 || outcome.hasFileError {
      return .invalidInput
    }
    return reporter.failed > 0 || outcome.isRejected ? .failure : .success
  }

  private struct Outcome {
    var isRejected = false
    var hasFileError = false
  }

  private func report(_ scan: SuiteScan, to console: any Console) {
    for problem in scan.problems {
      console.writeLine("kbreplay: error: \(problem.message)", to: .standardError)
    }
    for folder in scan.foldersWithoutScenes {
      console.writeLine(
        "kbreplay: warning: no *.yaml or *.yml files in folder: \(folder)", to: .standardError)
    }
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
