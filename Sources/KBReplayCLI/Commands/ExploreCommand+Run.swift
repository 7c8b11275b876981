import Explore
import Report
import Support

extension ExploreCommand {
  /// Explores every scene, in parallel, printing each scene's result in path order.
  ///
  /// Invalid scenes and scenes that do not list a `--strategy` are reported on standard error
  /// and the others are still explored; so are files that could not be written.
  ///
  /// - Parameter context: Where output goes, and the strategies scenes may name.
  /// - Returns: ``ExitCode/invalidInput`` for an invalid scene, a usage error, a bad path or a
  ///   file that could not be written; else ``ExitCode/failure`` when some run breaks; else
  ///   ``ExitCode/success``.
  package func run(in context: CommandContext) -> ExitCode {
    let console = context.console
    let scan = SuiteScan(paths: paths)
    TestCommand(paths: paths).report(scan, to: console)
    let scenes = scan.scenes
    let reporter = ExploreReporter(
      console: console, format: format, failuresFolder: failuresFolder,
      keepsReport: reportPath != nil)
    let runner = ExploreRunner(
      strategies: strategies,
      explorer: Explorer(
        registry: context.strategies, selection: checks, keepsTraces: reportPath != nil),
      format: format, writesFailures: failuresFolder != nil)
    let rendersReport = reportPath != nil
    OrderedParallelRun.run(
      count: scenes.count, width: jobs ?? RunningProcess.availableProcessors,
      worker: { ExploreRunner.Worker(loader: context.makeLoader()) },
      work: { worker, index in
        runner.run(scenes[index], index: index, rendersReport: rendersReport, worker: &worker)
      },
      deliver: { _, result, _ in reporter.deliver(result) })
    reporter.finish()
    if let reportPath, !writeReport(reporter.reportSections, to: reportPath, console: console) {
      reporter.hasError = true
    }
    if !scan.problems.isEmpty || reporter.hasError { return .invalidInput }
    return reporter.breakingRows > 0 ? .failure : .success
  }

  /// Writes the HTML report: the grids and failure sections in scene order.
  private func writeReport(_ sections: [String], to path: String, console: any Console) -> Bool {
    let title = "kbreplay explore " + paths.joined(separator: " ")
    var html = HTMLReport.documentStart(title: title)
    for section in sections { html += section }
    html += HTMLReport.documentEnd
    switch FileStore.write(Array(html.utf8), to: path) {
    case .success:
      return true
    case .failure(let error):
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      return false
    }
  }
}

/// Prints `explore` results as they come, in path order, writes the failure files and keeps
/// the counts and the report's sections.
///
/// Its methods are called one at a time (deliveries under the parallel run's lock, the rest
/// after it), which is why it may be shared as `@unchecked Sendable`.
final class ExploreReporter: @unchecked Sendable {
  private let console: any Console
  private let format: ExploreCommand.Format
  private let failures: FailureFolder?
  private let keepsReport: Bool
  private var scenes = 0
  private var rows = 0

  /// Rows with a breaking run, over all scenes.
  private(set) var breakingRows = 0
  /// Whether a scene was invalid, a strategy unlisted or a file not written.
  var hasError = false
  /// The report's sections, in order, when there is a report.
  private(set) var reportSections: [String] = []

  init(
    console: any Console, format: ExploreCommand.Format, failuresFolder: String?,
    keepsReport: Bool
  ) {
    self.console = console
    self.format = format
    self.failures = failuresFolder.map(FailureFolder.init)
    self.keepsReport = keepsReport
    if format == .json { console.write("{\"scenes\": [", to: .standardOutput) }
  }

  /// Prints a scene's result and writes its failure files.
  func deliver(_ result: ExploreRunner.Result) {
    if !result.errors.isEmpty {
      console.write(result.errors, to: .standardError)
      hasError = true
    }
    guard result.isExplored else { return }
    switch format {
    case .text: console.write(result.output, to: .standardOutput)
    case .json: console.write((scenes == 0 ? "\n  " : ",\n  ") + result.output, to: .standardOutput)
    }
    scenes += 1
    rows += result.rows
    breakingRows += result.breakingRows
    if let failures {
      for file in result.failureFiles {
        if let error = failures.write(file) {
          console.writeLine("kbreplay: error: \(error)", to: .standardError)
          hasError = true
        }
      }
    }
    if keepsReport { reportSections += result.report }
  }

  /// Prints the end: the summary line, or the end of the JSON document.
  func finish() {
    switch format {
    case .text:
      console.write(
        ExploreOutput.summary(scenes: scenes, variations: rows, breaking: breakingRows),
        to: .standardOutput)
    case .json:
      console.write(scenes == 0 ? "]}\n" : "\n]}\n", to: .standardOutput)
    }
  }
}
