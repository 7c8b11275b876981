import Golden
import Report
import Support

/// Writes the HTML report of `test --report FILE` as results come, so that a run of any
/// number of scenes keeps only the summary rows in memory.
///
/// Each scene's section goes straight to one of two temporary files beside the report, one for
/// failing scenes and one for the rest; at the end the report is assembled (start, summary,
/// failing sections, the others, end) in a third temporary file that is renamed over FILE. All
/// three are removed on an interruption, as golden files in flight are.
///
/// Called one call at a time (under the parallel run's lock, then at the end).
final class HTMLReportFile {
  /// The report's path.
  let path: String
  private let failing: PartialFile
  private let others: PartialFile
  private var summary = ReportSummary()

  private init(path: String, failing: PartialFile, others: PartialFile) {
    self.path = path
    self.failing = failing
    self.others = others
  }

  /// Creates the temporary files for the report at `path`.
  ///
  /// - Parameters:
  ///   - path: The report to write.
  ///   - temporaryFiles: Where temporary files are registered.
  /// - Returns: The writer, or why its temporary files cannot be created.
  static func create(
    at path: String, temporaryFiles: TemporaryFiles = .shared
  ) -> Result<HTMLReportFile, FileError> {
    PartialFile.create(for: path, temporaryFiles: temporaryFiles).flatMap { failing in
      PartialFile.create(for: path, temporaryFiles: temporaryFiles).map { others in
        HTMLReportFile(path: path, failing: failing, others: others)
      }
    }
  }

  /// Writes a scene's section out and keeps its summary row.
  ///
  /// - Parameter part: The scene's part, in the order the scenes run.
  func add(_ part: ReportPart) {
    summary.append(part.row)
    (part.row.status.isFailing ? failing : others).append(part.section)
  }

  /// Assembles the report and puts it in place, then removes the temporary files.
  ///
  /// - Parameter title: The document's title.
  /// - Returns: Success, or the first file problem met while writing.
  func finish(title: String) -> Result<Void, FileError> {
    defer {
      failing.discard()
      others.discard()
    }
    let result = PartialFile.create(for: path).flatMap { report in
      report.append(HTMLReport.documentStart(title: title) + HTMLReport.summary(summary))
      report.append(contentsOf: failing)
      report.append(contentsOf: others)
      report.append(HTMLReport.documentEnd)
      return report.commit()
    }
    return result
  }
}
