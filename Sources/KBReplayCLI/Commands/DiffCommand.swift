import Golden
import KBReplay
import Support
import TraceFormat

/// `kbreplay diff EXPECTED ACTUAL`: compares two trace files as `test` compares a trace with
/// its golden.
package struct DiffCommand: Subcommand {
  /// The expected trace, such as a golden.
  package var expected: String
  /// The actual trace.
  package var actual: String
  /// How far lengths may differ.
  package var tolerance: Tolerance = .standard

  /// Creates a diff command.
  ///
  /// - Parameters:
  ///   - expected: The expected trace file.
  ///   - actual: The actual trace file.
  package init(expected: String, actual: String) {
    self.expected = expected
    self.actual = actual
  }

  static let interface = CommandInterface(
    name: .diff,
    abstract: "Compare two trace files within a tolerance.",
    usage: "EXPECTED ACTUAL",
    maximumArgumentCount: 2,
    arguments: [
      CommandInterface.Argument(label: "EXPECTED", help: ["The expected trace, such as a golden."]),
      CommandInterface.Argument(label: "ACTUAL", help: ["The trace to compare with it."]),
    ],
    options: [Options.tolerance.definition],
    discussion: [
      [
        "Structure, times and texts must match exactly; lengths within the",
        "tolerance. Prints the first and largest difference and the differing",
        "lines.",
      ],
      ["Exit status: 0 when the traces agree; 1 when they differ; 2 for an", "error."],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let positionals = arguments.positionals
    guard positionals.count == 2 else {
      throw UsageError(
        .missingArgument(positionals.isEmpty ? "EXPECTED" : "ACTUAL"), in: .diff)
    }
    self.init(expected: positionals[0].text, actual: positionals[1].text)
    tolerance = try arguments.value(of: Options.tolerance, in: .diff) ?? .standard
  }

  /// The options `diff` declares.
  enum Options {
    /// `--tolerance`, read as `test` reads it, with help worded for two traces.
    static let tolerance = SharedOptions.tolerance.withHelp([
      "How far lengths may differ (default 0.01)."
    ])
  }

  /// Compares the two files and prints the verdict.
  ///
  /// - Parameter context: Where output goes.
  /// - Returns: ``ExitCode/success`` when the traces agree within the tolerance,
  ///   ``ExitCode/failure`` when they differ, ``ExitCode/invalidInput`` when a file cannot be
  ///   read or is not a trace.
  package func run(in context: CommandContext) -> ExitCode {
    let console = context.console
    var isReadable = true
    for path in [expected, actual] {
      switch FileStore.size(of: path) {
      case .success(.some): continue
      case .success(nil):
        console.writeLine("kbreplay: error: no such file: \(path)", to: .standardError)
      case .failure(let error):
        console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      }
      isReadable = false
    }
    guard isReadable else { return .invalidInput }
    // Both files are read a chunk at a time, so a huge or broken one costs little memory.
    switch FileStore.haveSameContents(expected, actual) {
    case .success(true): return report(.identical, to: console)
    case .success(false): break
    case .failure(let error):
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      return .invalidInput
    }
    guard let documents = readTraces(console: console) else { return .invalidInput }
    let verdict = TraceDiffer.compare(
      expected: documents.expected, actual: documents.actual, tolerance: tolerance)
    return report(verdict, to: console)
  }

  /// Both files read as traces, a chunk at a time; nil after reporting the first that is not
  /// one.
  private func readTraces(console: any Console) -> (
    expected: TraceDocument, actual: TraceDocument
  )? {
    var documents: [TraceDocument] = []
    for path in [expected, actual] {
      do throws(TraceReadError) {
        documents.append(try TraceDocument(contentsOf: path))
      } catch {
        switch error {
        case .file(let error):
          console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
        case .trace(let error):
          console.writeLine(error.rendered(path: path), to: .standardError)
        }
        return nil
      }
    }
    return (documents[0], documents[1])
  }

  private func report(_ verdict: Verdict, to console: any Console) -> ExitCode {
    switch verdict {
    case .identical:
      console.writeLine("the traces are identical")
      return .success
    case .withinTolerance(let largest):
      var line = "the traces agree within the tolerance of \(tolerance)"
      if let largest, let difference = largest.difference {
        line += "; largest difference \(difference) " + MismatchReport.place(of: largest)
      }
      console.writeLine(line)
      return .success
    case .mismatch(let mismatch):
      console.writeLine("the traces differ beyond the tolerance of \(tolerance)")
      for line in MismatchReport.lines(mismatch, expectedName: expected, actualName: actual) {
        console.writeLine(line)
      }
      return .failure
    }
  }
}
