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
    scan.reportProblems(to: console)
    let scenes = scan.scenes
    var report: PartialFile?
    if let reportPath {
      // Made before any scene runs, as `test --report`'s is: a path that cannot be written
      // fails at once, and an interruption leaves no temporary file.
      switch PartialFile.create(for: reportPath) {
      case .success(let file):
        file.append(
          HTMLReport.documentStart(title: "kbreplay explore " + paths.joined(separator: " ")))
        report = file
      case .failure(let error):
        console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
        return .invalidInput
      }
    }
    let reporter = ExploreReporter(
      console: console, format: format, failuresFolder: failuresFolder, report: report)
    let runner = ExploreRunner(
      strategies: strategies,
      explorer: Explorer(
        registry: context.strategies, selection: checks, keepsTraces: reportPath != nil),
      format: format, writesFailures: failuresFolder != nil)
    OrderedParallelRun.run(
      count: scenes.count, width: jobs ?? RunningProcess.availableProcessors,
      worker: { SceneRunner.Worker(loader: context.makeLoader()) },
      work: { worker, index in
        runner.run(scenes[index], index: index, worker: &worker)
      },
      deliver: { _, result, _ in reporter.deliver(result) })
    reporter.finish()
    if !scan.problems.isEmpty || reporter.hasError { return .invalidInput }
    return reporter.breakingRows > 0 ? .failure : .success
  }

}
