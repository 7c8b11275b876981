import Report
import Support

/// Prints `explore` results as they come, in path order, writes the failure files and the
/// report's sections, and keeps the counts.
///
/// Its methods are called one at a time (deliveries under the parallel run's lock, the rest
/// after it), which is why it may be shared as `@unchecked Sendable`.
final class ExploreReporter: @unchecked Sendable {
  private let console: any Console
  private let format: ExploreCommand.Format
  private let failures: FailureFolder?
  private let report: PartialFile?
  private var scenes = 0
  private var rows = 0

  /// Rows with a breaking run, over all scenes.
  private(set) var breakingRows = 0
  /// Whether a scene was invalid, a strategy unlisted or a file not written.
  var hasError = false

  init(
    console: any Console, format: ExploreCommand.Format, failuresFolder: String?,
    report: PartialFile?
  ) {
    self.console = console
    self.format = format
    self.failures = failuresFolder.map(FailureFolder.init)
    self.report = report
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
    for section in result.report { report?.append(section) }
  }

  /// Prints the end (the summary line, or the end of the JSON document) and puts the report in
  /// place.
  func finish() {
    switch format {
    case .text:
      console.write(
        ExploreOutput.summary(scenes: scenes, variations: rows, breaking: breakingRows),
        to: .standardOutput)
    case .json:
      console.write(scenes == 0 ? "]}\n" : "\n]}\n", to: .standardOutput)
    }
    guard let report else { return }
    report.append(HTMLReport.documentEnd)
    if case .failure(let error) = report.commit() {
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      hasError = true
    }
  }
}
