import KeyboardAvoidance
import Testing

/// Registering a team's strategies beside the built-ins.
@Suite struct StrategyRegistryTests {
  struct Lift: AvoidanceStrategy {
    var name = "lift"
    let animation = PaddingAnimation.followKeyboard
    func padding(for input: PaddingInput) -> Double? { 0 }
  }

  struct OtherLift: AvoidanceStrategy {
    var name = "lift"
    let animation = PaddingAnimation.immediate
    func padding(for input: PaddingInput) -> Double? { nil }
  }

  struct MyClassic: AvoidanceStrategy {
    let name = "classic"
    let animation = PaddingAnimation.immediate
    func padding(for input: PaddingInput) -> Double? { nil }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var strategies: [any AvoidanceStrategy]
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Case(
      strategies: [Lift(), OtherLift()],
      message: "two strategies are named 'lift' (Lift and OtherLift)"),
    Case(
      strategies: [MyClassic()],
      message: "strategy name 'classic' belongs to a built-in strategy (registered by MyClassic)"),
    Case(
      strategies: [Lift(name: "Lift")], message: "strategy name 'Lift' must match [a-z][a-z0-9-]*"),
    Case(strategies: [Lift(name: "")], message: "strategy name '' must match [a-z][a-z0-9-]*"),
    Case(
      strategies: [Lift(name: "9lives")],
      message: "strategy name '9lives' must match [a-z][a-z0-9-]*"),
    Case(
      strategies: [Lift(name: "keep_gap")],
      message: "strategy name 'keep_gap' must match [a-z][a-z0-9-]*"),
    Case(
      strategies: [Lift(name: "lïft")], message: "strategy name 'lïft' must match [a-z][a-z0-9-]*"),
  ])
  func registrationErrorsNameTheProblem(item: Case) {
    #expect(throws: StrategyRegistrationError.self) {
      try StrategyRegistry(registering: item.strategies)
    }
    do {
      _ = try StrategyRegistry(registering: item.strategies)
    } catch {
      #expect(error.description == item.message)
    }
  }

  @Test func registeredStrategiesFollowTheBuiltInsInOrder() throws {
    let registry = try StrategyRegistry(
      registering: [Lift(name: "keep-distance-2"), Lift(name: "lift")])
    #expect(registry.names == ["none", "naive", "classic", "adaptive", "keep-distance-2", "lift"])
    #expect(registry.strategy(named: "lift")?.animation == .followKeyboard)
    #expect(registry.strategy(named: "classic")?.animation == .easeOut(duration: 0.16))
    #expect(registry.strategy(named: "nope") == nil)
  }

  @Test func theBuiltInsAreTheRegistryOfNothing() throws {
    #expect(try StrategyRegistry(registering: []).names == StrategyRegistry.builtIns.names)
    #expect(StrategyRegistry.builtIns.names == ["none", "naive", "classic", "adaptive"])
  }

  @Test func durationsInSecondsRoundToWholeMicroseconds() {
    #expect(PaddingAnimation.easeOut(duration: 0.16) == .curve(.easeOut, duration: 160_000))
    #expect(PaddingAnimation.linear(duration: 0.000_000_5) == .curve(.linear, duration: 1))
    #expect(PaddingAnimation.easeIn(duration: 0.000_000_49) == .curve(.easeIn, duration: 0))
    #expect(PaddingAnimation.easeInOut(duration: -1) == .curve(.easeInOut, duration: 0))
    #expect(
      PaddingAnimation.easeInOut(duration: 0).timing(followingKeyboard: .keyboardDefault) == nil)
  }
}
