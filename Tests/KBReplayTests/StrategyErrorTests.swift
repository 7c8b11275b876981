import KBReplay
import Testing

/// What `verifyScene` returns for strategies that cannot be registered, an unknown strategy
/// name and a strategy that returns a padding that is not finite.
@Suite struct StrategyErrorTests {
  struct RegistrationCase: Sendable, CustomTestStringConvertible {
    var strategies: [any AvoidanceStrategy]
    var message: String
    var testDescription: String { message }
  }

  static let registrationCases = [
    RegistrationCase(
      strategies: [LiftAboveKeyboard(), OtherLift()],
      message: "two strategies are named 'lift' (LiftAboveKeyboard and OtherLift)"),
    RegistrationCase(
      strategies: [MyClassic()],
      message: "strategy name 'classic' belongs to a built-in strategy (registered by MyClassic)"),
    RegistrationCase(
      strategies: [Shouting()], message: "strategy name 'Lift' must match [a-z][a-z0-9-]*"),
  ]

  @Test(arguments: registrationCases)
  func registrationErrorsAreTheMessage(_ registration: RegistrationCase) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let message = verifyScene(
      "Scenes/login.yaml", strategies: registration.strategies, record: .never,
      filePath: TestPackage.sourceFile)
    #expect(message == registration.message)
  }

  @Test func anUnknownStrategyGetsTheLoadersDiagnostic() throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password(strategy: "lyft"))
    let message = verifyScene(
      scene, strategies: [LiftAboveKeyboard()], record: .never, filePath: TestPackage.sourceFile)
    #expect(
      message == """
        ERROR   \(scene)
          \(scene):2:12: error: unknown strategy 'lyft'; did you mean 'lift'?
          strategy: [lyft, classic]
                     ^
        """)
  }

  @Test(arguments: [
    (Double.nan, "nan"), (-Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
  ])
  func aPaddingThatIsNotFiniteEndsTheScene(value: Double, printed: String) throws {
    let package = try TestPackage()
    defer { package.remove() }
    let scene = try package.write("login.yaml", SceneTexts.password(strategy: "broken"))
    let message = verifyScene(
      scene, strategies: [Broken(value: value)], record: .missing,
      filePath: TestPackage.sourceFile)
    #expect(
      message == """
        ERROR   \(scene)
          \(scene): error: strategy 'broken' returned \(printed) for container 'screen' at 0.1000
        """)
    #expect(package.text("login.golden") == nil)
  }
}
