import SceneLoading

/// What commands need from the world outside the parsed command line.
///
/// Tests pass a console that records output and, for `lint`, a validation that does not read
/// files; the tool itself uses ``standard``.
public struct CommandContext: Sendable {
  /// Where commands write.
  public var console: any Console
  /// Loads the scene file at a path and says whether it is valid.
  public var validateScene: @Sendable (_ path: String) -> SceneValidity

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - console: Where commands write.
  ///   - validateScene: How a scene file is checked; by default with ``SceneLoader``.
  public init(
    console: any Console,
    validateScene: @escaping @Sendable (_ path: String) -> SceneValidity = Self.loadScene
  ) {
    self.console = console
    self.validateScene = validateScene
  }

  /// The process's standard streams and the real scene loader.
  public static var standard: CommandContext {
    CommandContext(console: StandardConsole())
  }

  /// Checks a scene file with ``SceneLoader/load(contentsOf:)``.
  ///
  /// - Parameter path: The file, as the user named it or as it was found.
  /// - Returns: Whether it loaded, with the rendered diagnostics when it did not.
  @Sendable public static func loadScene(_ path: String) -> SceneValidity {
    switch SceneLoader.load(contentsOf: path) {
    case .success: .valid
    case .failure(let failure): .invalid(report: failure.rendered())
    }
  }
}
