import KeyboardAvoidance
import SceneLoading
import SceneModel
import Testing

/// The names a scene's `strategy:` key takes: the built-ins, and those a runner registers.
@Suite struct StrategyNameTests {
  /// A strategy of a team's own, known to the loader only when registered.
  private struct Lift: AvoidanceStrategy {
    var name = "lift"
    let animation = PaddingAnimation.immediate
    func padding(for input: PaddingInput) -> Double? { nil }
  }

  private static func scene(naming strategy: String) -> String {
    minimalScene + "strategy: \(strategy)\n"
  }

  private static func load(_ yaml: String, registering strategies: [any AvoidanceStrategy])
    throws -> Result<Scene, SceneLoadFailure>
  {
    let registry = try StrategyRegistry(registering: strategies)
    return SceneLoader.load(bytes: Array(yaml.utf8), path: "scene.yaml", strategies: registry)
  }

  @Test(arguments: BuiltInStrategy.allCases)
  func everyBuiltInIsFoundByItsName(strategy: BuiltInStrategy) {
    #expect(loadScene(Self.scene(naming: strategy.name))?.strategies == [strategy.name])
  }

  @Test func aRegisteredStrategyIsFoundByItsName() throws {
    let scene = try Self.load(Self.scene(naming: "[lift, classic]"), registering: [Lift()]).get()
    #expect(scene.strategies == ["lift", "classic"])
  }

  @Test func anUnregisteredNameIsUnknown() {
    #expect(
      diagnostics(Self.scene(naming: "lift")).hasPrefix(
        "scene.yaml:13:11: error: unknown strategy 'lift'; the strategies are none, naive, "
          + "classic, adaptive\n"))
  }

  @Test func registeredNamesFollowTheBuiltInsInTheList() throws {
    let result = try Self.load(
      Self.scene(naming: "zzz"), registering: [Lift(), Lift(name: "keep-distance")])
    let failure = try #require(result.failure)
    #expect(
      failure.diagnostics.map(\.message) == [
        "unknown strategy 'zzz'; the strategies are none, naive, classic, adaptive, lift, "
          + "keep-distance"
      ])
  }

  @Test func registeredNamesAreAmongTheSuggestions() throws {
    let failure = try #require(
      try Self.load(Self.scene(naming: "lifr"), registering: [Lift()]).failure)
    #expect(failure.diagnostics.map(\.message) == ["unknown strategy 'lifr'; did you mean 'lift'?"])
  }

  @Test(arguments: ["Classic", "classi", "classics", "NONE", "naïve"])
  func otherWordsAreNoStrategies(word: String) {
    #expect(diagnostics(Self.scene(naming: "'\(word)'")).contains("unknown strategy"))
  }
}

extension Result {
  /// The error, when there is one.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
