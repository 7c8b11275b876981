import KeyboardAvoidance
import Replay
import Report
import SceneLoading
import SceneModel
import TraceFormat

/// `kbreplay run SCENE`: replays one scene and prints its trace.
package struct RunCommand: Subcommand {
  /// The scene file, as the user named it.
  package var scenePath: String
  /// How the trace is printed.
  package var format: RunOutputFormat
  /// The one strategy to replay; nil replays every strategy the scene lists.
  package var strategy: String?

  /// Creates a run command.
  ///
  /// - Parameters:
  ///   - scenePath: The scene file, as the user named it.
  ///   - format: How the trace is printed.
  ///   - strategy: The one strategy to replay; nil for the scene's own list.
  package init(scenePath: String, format: RunOutputFormat = .text, strategy: String? = nil) {
    self.scenePath = scenePath
    self.format = format
    self.strategy = strategy
  }

  static let interface = CommandInterface(
    name: .run,
    abstract: "Replay one scene and print its trace.",
    usage: "SCENE",
    maximumArgumentCount: 1,
    arguments: [
      CommandInterface.Argument(label: "SCENE", help: ["The scene file to replay."])
    ],
    options: [Options.format.definition, Options.strategy.definition],
    discussion: [
      [
        "The trace goes to standard output; its 'source:' is the file's name without",
        "folders. Each failed expectation goes to standard error as",
        "'path:line:column: error: message'.",
      ],
      [
        "With \(Options.format.name) html the output is one self-contained HTML page "
          + "instead: a",
        "plot of each run over time and drawings of the screen at its settled",
        "moments (save it, e.g. 'kbreplay run SCENE \(Options.format.name) html "
          + "> scene.html').",
      ],
      [
        "Exit status: 0 when every expectation holds; 1 when one fails; 2 when the",
        "scene is invalid or cannot be read, or for a usage error.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let scene = arguments.positionals.first else {
      throw UsageError(.missingArgument("SCENE"), in: .run)
    }
    self.init(
      scenePath: scene.text,
      format: try arguments.value(of: Options.format, in: .run) ?? .text,
      strategy: try arguments.value(of: Options.strategy, in: .run))
  }

  /// The options `run` declares, in the order help lists them.
  enum Options {
    /// `--format FORMAT`, how the trace is printed.
    static let format = ValueOption<RunOutputFormat>.choice(
      "--format", valueName: "format",
      help: [
        "text (default; the form golden files hold), json,",
        "or html (a report with plots and screen drawings).",
      ])

    /// `--strategy NAME`: a built-in or registered strategy (the scene must list it, which
    /// ``run(in:)`` checks).
    static let strategy = ValueOption<String>.choice(
      "--strategy", valueName: "strategy",
      help: ["Replay only this strategy (one the scene lists)."], among: \.strategyNames)
  }

  /// Loads, replays and prints the scene.
  ///
  /// The trace is written to standard output in one piece; then each failed expectation goes to
  /// standard error as one line (``failureLines(of:path:)``), in JSON output too. An invalid
  /// scene prints the loader's diagnostics instead, and a `--strategy` the scene does not list is
  /// a usage error; neither prints a trace.
  ///
  /// - Parameter context: Where output goes.
  /// - Returns: ``ExitCode/success`` when every expectation holds, ``ExitCode/failure`` when one
  ///   fails, ``ExitCode/invalidInput`` for an invalid or unreadable scene or strategy.
  package func run(in context: CommandContext) -> ExitCode {
    let scene: Scene
    switch SceneLoader.load(contentsOf: scenePath, strategies: context.strategies) {
    case .success(let loaded):
      scene = loaded
    case .failure(let failure):
      context.console.write(failure.rendered(), to: .standardError)
      return .invalidInput
    }
    let strategies: [String]?
    switch chosenStrategies(in: scene) {
    case .success(let chosen): strategies = chosen
    case .failure(let error):
      context.console.write(error.rendered(), to: .standardError)
      return .invalidInput
    }
    let trace: Trace
    do {
      trace = try Replayer.replay(scene, strategies: context.strategies, only: strategies)
    } catch {
      context.console.write("\(scenePath): error: \(error)\n", to: .standardError)
      return .invalidInput
    }
    let name = Self.sourceName(of: scenePath)
    let output =
      switch format {
      case .text: trace.textUTF8(sourceName: name)
      case .json: trace.jsonUTF8(sourceName: name)
      case .html: Array(Self.htmlReport(of: trace, path: scenePath).utf8)
      }
    context.console.write(utf8: output, to: .standardOutput)
    let failures = Self.failureLines(of: trace, path: scenePath)
    if !failures.isEmpty {
      context.console.write(failures.joined(separator: "\n") + "\n", to: .standardError)
    }
    return failures.isEmpty ? .success : .failure
  }

  /// The one-scene HTML report: the scene's section, its status from its expectations (`run`
  /// compares with no golden), the failed ones as details.
  ///
  /// - Parameters:
  ///   - trace: The replayed trace.
  ///   - path: The scene file, as the user named it.
  /// - Returns: The document.
  static func htmlReport(of trace: Trace, path: String) -> String {
    let scene = SceneReport(
      anchor: "scene-1", path: path, status: trace.passed ? .passed : .failed,
      details: failureLines(of: trace, path: path), trace: trace)
    return HTMLReport.document(title: "kbreplay run: " + trace.title, scenes: [scene])
  }

  /// The strategies to replay: nil for the scene's own list, or the one `--strategy` names when
  /// the scene lists it.
  private func chosenStrategies(in scene: Scene) -> Result<[String]?, UsageError> {
    guard let strategy else { return .success(nil) }
    guard scene.strategies.contains(strategy) else {
      return .failure(UsageError(.unlisted(strategy, among: scene.strategies), in: .run))
    }
    return .success([strategy])
  }

  /// The name the trace records as its source: the last component of `path`, so that the text
  /// does not depend on the folder the tool was run from.
  ///
  /// - Parameter path: The scene file, as the user named it.
  /// - Returns: The file's name, such as `login.yaml` for `Scenes/auth/login.yaml`.
  static func sourceName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// One line per failed expectation, in run order and then file order:
  /// `path:line:column: error: message`. When the trace holds several runs, the message starts
  /// with the run's strategy (`strategy classic: at 0.9000: ...`), since an item may fail in one
  /// run and hold in another.
  ///
  /// - Parameters:
  ///   - trace: The replayed trace.
  ///   - path: The scene file, as the user named it.
  /// - Returns: The lines, without newlines; empty when every expectation holds.
  static func failureLines(of trace: Trace, path: String) -> [String] {
    let namesStrategy = trace.runs.count > 1
    return trace.runs.flatMap { run in
      run.expectations.filter { !$0.passed }.map { result in
        let location = result.location
        let strategy = namesStrategy ? "strategy \(run.strategy): " : ""
        return "\(path):\(location.line):\(location.column): error: \(strategy)\(result.message)"
      }
    }
  }
}
