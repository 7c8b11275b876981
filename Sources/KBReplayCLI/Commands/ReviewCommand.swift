import Golden
import SceneCheck
import Support

/// `kbreplay review [PATH...]`: shows each pending `X.golden.new` beside its golden and asks
/// whether to accept it (rename it over `X.golden`), reject it (delete it) or leave it.
package struct ReviewCommand: Subcommand {
  /// The question asked after each pending golden.
  static let prompt = "accept (a), reject (r), skip (s), quit (q)?"

  /// The files and folders whose pending goldens to review.
  package var paths: [String]
  /// How far lengths may differ before a difference is shown as one.
  package var tolerance: Tolerance = .standard

  /// Creates a review command.
  ///
  /// - Parameter paths: The files and folders whose pending goldens to review.
  package init(paths: [String]) {
    self.paths = paths
  }

  static let interface = CommandInterface(
    name: .review,
    abstract: "Accept or reject pending goldens one by one.",
    usage: "[PATH...]",
    maximumArgumentCount: nil,
    arguments: AcceptCommand.interface.arguments,
    options: [SharedOptions.tolerance.definition],
    discussion: [
      [
        "For each X.golden.new, in path order, prints its scene and title and how",
        "it differs from X.golden, as 'kbreplay test' does, then asks:",
        "  \(prompt)",
        "Answers are read a line at a time from standard input, a terminal or a",
        "pipe; the end of the input answers q. Accepting renames X.golden.new",
        "over X.golden, atomically; rejecting deletes it; skip and quit leave it.",
      ],
      [
        "Ends with a summary such as 'accepted 2, rejected 1, skipped 0'. Exit",
        "status 0, or 2 for invalid usage, a missing path or a file that cannot",
        "be read, renamed or deleted.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let paths = arguments.positionals.map(\.text)
    self.init(paths: paths.isEmpty ? [TestCommand.defaultPath] : paths)
    tolerance = try arguments.value(of: SharedOptions.tolerance, in: .review) ?? .standard
  }

  /// What the user answered about one pending golden.
  enum Answer: Equatable {
    case accept, reject, skip, quit

    /// Reads an answer: its letter or its word, in any case, with spaces around it.
    ///
    /// - Parameter text: A line of input.
    init?(_ text: String) {
      let word = text.lowercased().filter { $0 != " " && $0 != "\t" && $0 != "\r" }
      switch word {
      case "a", "accept": self = .accept
      case "r", "reject": self = .reject
      case "s", "skip": self = .skip
      case "q", "quit": self = .quit
      default: return nil
      }
    }
  }

  /// What a review did, for its last line.
  private struct Tally {
    var accepted = 0
    var rejected = 0
    var skipped = 0
    var hasFileError = false
  }

  /// Reviews every pending golden the paths name, one at a time.
  ///
  /// - Parameter context: Where output goes and answers come from.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/invalidInput`` when a path was missing or a
  ///   file could not be read, renamed or deleted.
  package func run(in context: CommandContext) -> ExitCode {
    let console = context.console
    let pending = PendingGoldens(paths: paths)
    for problem in pending.problems {
      console.writeLine("kbreplay: error: \(problem.message)", to: .standardError)
    }
    guard !pending.files.isEmpty else {
      console.writeLine("nothing to review: no pending goldens (*.golden.new)")
      return pending.problems.isEmpty ? .success : .invalidInput
    }
    var tally = Tally(hasFileError: !pending.problems.isEmpty)
    var hasQuit = false
    for (index, file) in pending.files.enumerated() {
      if hasQuit {
        tally.skipped += 1
        continue
      }
      if index > 0 { console.writeLine("") }
      hasQuit = review(
        file, position: index + 1, count: pending.files.count, tally: &tally,
        in: context)
    }
    console.writeLine("")
    console.writeLine(
      "accepted \(tally.accepted), rejected \(tally.rejected), skipped \(tally.skipped)")
    return tally.hasFileError ? .invalidInput : .success
  }

  /// Shows one pending golden, asks, and does what the answer says.
  ///
  /// - Returns: Whether the answer was to quit.
  private func review(
    _ file: String, position: Int, count: Int, tally: inout Tally, in context: CommandContext
  ) -> Bool {
    let console = context.console
    let style = TextStyle(usesColor: context.colorsOutput)
    switch ReviewPage.make(pending: file, tolerance: tolerance) {
    case .success(let page):
      console.write(
        page.rendered(position: position, count: count, style: style), to: .standardOutput)
    case .failure(let error):
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      tally.skipped += 1
      tally.hasFileError = true
      return false
    }
    return settle(file, as: ask(in: context, style: style), tally: &tally, console: console)
  }

  /// Does what `answer` says with the pending golden `file` and counts it.
  ///
  /// - Returns: Whether the answer was to quit.
  private func settle(
    _ file: String, as answer: Answer, tally: inout Tally, console: any Console
  ) -> Bool {
    let done: Result<Void, FileError>
    switch answer {
    case .skip:
      tally.skipped += 1
      console.writeLine("skipped \(file)")
      return false
    case .quit:
      tally.skipped += 1
      return true
    case .accept:
      done = FileStore.move(file, to: GoldenFiles.golden(ofPending: file))
    case .reject:
      done = FileStore.remove(file).map { _ in () }
    }
    switch done {
    case .success where answer == .accept:
      tally.accepted += 1
      console.writeLine("accepted \(file)")
    case .success:
      tally.rejected += 1
      console.writeLine("rejected \(file)")
    case .failure(let error):
      console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
      tally.skipped += 1
      tally.hasFileError = true
    }
    return false
  }

  /// Prompts until a known answer is read; the end of the input answers ``Answer/quit``.
  private func ask(in context: CommandContext, style: TextStyle) -> Answer {
    let console = context.console
    while true {
      console.write(style.bold(Self.prompt) + " ", to: .standardOutput)
      guard let line = context.input.readLine() else {
        console.writeLine("")
        return .quit
      }
      if !context.input.isTerminal { console.writeLine(line) }
      if let answer = Answer(line) { return answer }
      console.writeLine("unknown answer '\(line)'; answer a, r, s or q")
    }
  }
}
