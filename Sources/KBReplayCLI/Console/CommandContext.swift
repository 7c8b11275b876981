import KeyboardAvoidance
import SceneLoading
import Support

/// What commands need from the world outside the parsed command line.
///
/// Tests pass a console that records output, an environment of their own, answers of their
/// own for `review` and, for `lint`, a validation that does not read files; the tool itself
/// uses ``standard``.
public struct CommandContext: Sendable {
  /// Where commands write.
  public var console: any Console
  /// The strategies scenes may name: the built-ins and those a team's runner registers.
  public var strategies: StrategyRegistry
  /// Loads the scene file at a path with a worker's loader and says whether it is valid.
  package var validateScene:
    @Sendable (_ path: String, _ loader: inout SceneLoader) -> SceneValidity
  /// The environment variables commands read (`CI`, `KBREPLAY_RECORD`, `GITHUB_ACTIONS`).
  public var environment: [String: String]
  /// Whether standard error is a terminal, where `test` may show a progress line.
  public var isTerminal: Bool
  /// Where commands that ask read the answers (`review`).
  public var input: any LineInput
  /// Whether standard output may be coloured: it is a terminal and `NO_COLOR` is not set.
  public var colorsOutput: Bool

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - console: Where commands write.
  ///   - strategies: The strategies scenes may name.
  ///   - environment: The environment variables commands read; empty by default, so that a
  ///     test sees neither the `CI` of the machine running it nor its `KBREPLAY_RECORD`.
  ///   - isTerminal: Whether standard error is a terminal.
  ///   - input: Where answers are read; by default an input that has already ended.
  ///   - colorsOutput: Whether standard output may be coloured; not by default.
  public init(
    console: any Console, strategies: StrategyRegistry = .builtIns,
    environment: [String: String] = [:],
    isTerminal: Bool = false, input: any LineInput = EmptyInput(), colorsOutput: Bool = false
  ) {
    self.init(
      console: console, strategies: strategies, validateScene: Self.loadScene,
      environment: environment, isTerminal: isTerminal, input: input, colorsOutput: colorsOutput)
  }

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - console: Where commands write.
  ///   - strategies: The strategies scenes may name.
  ///   - validateScene: How a scene file is checked; for instance ``loadScene(_:with:)``.
  ///   - environment: The environment variables commands read; empty by default, so that a
  ///     test sees neither the `CI` of the machine running it nor its `KBREPLAY_RECORD`.
  ///   - isTerminal: Whether standard error is a terminal.
  ///   - input: Where answers are read; by default an input that has already ended.
  ///   - colorsOutput: Whether standard output may be coloured; not by default.
  package init(
    console: any Console, strategies: StrategyRegistry = .builtIns,
    validateScene:
      @escaping @Sendable (_ path: String, _ loader: inout SceneLoader) ->
      SceneValidity,
    environment: [String: String] = [:],
    isTerminal: Bool = false, input: any LineInput = EmptyInput(), colorsOutput: Bool = false
  ) {
    self.console = console
    self.strategies = strategies
    self.validateScene = validateScene
    self.environment = environment
    self.isTerminal = isTerminal
    self.input = input
    self.colorsOutput = colorsOutput
  }

  /// The process's standard streams and environment, and the real scene loader.
  ///
  /// - Parameter strategies: The strategies scenes may name.
  /// - Returns: The context of the running tool.
  public static func standard(strategies: StrategyRegistry = .builtIns) -> CommandContext {
    let environment = RunningProcess.environment
    return CommandContext(
      console: StandardConsole(), strategies: strategies, environment: environment,
      isTerminal: Terminal.isTerminal(2), input: StandardInput(),
      colorsOutput: Terminal.isTerminal(1) && (environment["NO_COLOR"] ?? "").isEmpty)
  }

  /// A loader for one worker, which knows the context's strategies.
  func makeLoader() -> SceneLoader {
    SceneLoader(strategies: strategies)
  }

  /// Checks a scene file with a worker's ``SceneLoader``.
  ///
  /// - Parameters:
  ///   - path: The file, as the user named it or as it was found.
  ///   - loader: The loader of the worker checking it.
  /// - Returns: Whether it loaded, with the rendered diagnostics when it did not.
  @Sendable package static func loadScene(_ path: String, with loader: inout SceneLoader)
    -> SceneValidity
  {
    switch loader.load(contentsOf: path) {
    case .success: .valid
    case .failure(let failure): .invalid(report: failure.rendered())
    }
  }
}
