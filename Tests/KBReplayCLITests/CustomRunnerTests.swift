import Foundation
import KBReplay
import Testing

@testable import KBReplayCLI

/// A team's runner: `run`, `test` and `lint` with a strategy registered beside the built-ins,
/// and what a registration error prints.
@Suite struct CustomRunnerTests {
  /// Keeps the focused field's bottom edge `distance` points above the keyboard.
  struct KeepAbove: AvoidanceStrategy {
    var name = "keep-above"
    let animation = PaddingAnimation.followKeyboard
    func padding(for input: PaddingInput) -> Double? {
      if case .notification(let note) = input.trigger, !note.name.isWill { return nil }
      guard let field = input.firstResponder, field.isInsideContainer else { return 0 }
      let top = min(input.keyboardEnd.minY, input.screen.height)
      return max(0, field.layoutFrame.maxY + 20 - top)
    }
  }

  /// A strategy whose arithmetic went wrong: it answers every focus change with `value`.
  struct Broken: AvoidanceStrategy {
    let name = "broken"
    let animation = PaddingAnimation.immediate
    var value = Double.nan
    func padding(for input: PaddingInput) -> Double? {
      input.trigger == .focusChange ? value : nil
    }
  }

  /// The password scene replayed with ``Broken`` alone.
  static let brokenScene = SceneTexts.password.replacingOccurrences(
    of: "strategy: classic", with: "strategy: broken")

  static let scene = SceneTexts.password.replacingOccurrences(
    of: "strategy: classic", with: "strategy: [keep-above, classic]")

  func run(_ arguments: [String]) throws -> ToolRun {
    let registry = try StrategyRegistry(registering: [KeepAbove(), Broken()])
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: arguments, in: CommandContext(console: console, strategies: registry))
    return ToolRun(status: status, output: console.standardOutput, error: console.standardError)
  }

  @Test func runReplaysTheUsersStrategy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("login.yaml", Self.scene)
    let all = try run(["run", path])
    #expect(all.status == .success)
    #expect(all.output.contains("\nrun: keep-above  device: iphone-15"))
    #expect(all.output.contains("\nrun: classic  device: iphone-15"))
    let one = try run(["run", path, "--strategy", "keep-above"])
    #expect(one.status == .success)
    #expect(!one.output.contains("\nrun: classic "))
    #expect(one.error == "")
  }

  @Test func runWithoutTheStrategyRegisteredNamesTheKnownOnes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("login.yaml", Self.scene)
    let plain = ToolRun(["run", path])
    #expect(plain.status == .invalidInput)
    #expect(
      plain.error.hasPrefix(
        "\(path):2:12: error: unknown strategy 'keep-above'; the strategies are none, naive, "
          + "classic, adaptive\n"))
  }

  @Test func testRecordsThenPassesWithTheUsersStrategy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("login.yaml", Self.scene)
    let first = try run(["test", "--record", "missing", folder.path])
    #expect(first.status == .success)
    #expect(first.outputLines.first == "NEW     \(path)")
    let second = try run(["test", "--record", "never", folder.path])
    #expect(second.outputLines == ["PASS    \(path)", "1 passed, 0 failed"])
  }

  @Test func lintAcceptsTheUsersStrategyName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("login.yaml", Self.scene)
    let lint = try run(["lint", folder.path])
    #expect(lint.status == .success)
    #expect(lint.output == "1 scene valid, 0 invalid\n")
  }

  @Test func aPaddingThatIsNotFiniteMakesRunExitWithStatusTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("login.yaml", Self.brokenScene)
    let run = try run(["run", path])
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(
      run.error
        == "\(path): error: strategy 'broken' returned nan for container 'screen' at 0.1000\n")
  }

  @Test func aPaddingThatIsNotFiniteIsATestErrorAndWritesNoGolden() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("login.yaml", Self.brokenScene)
    let test = try run(["test", "--record", "all", folder.path])
    #expect(test.status == .invalidInput)
    #expect(
      test.outputLines == [
        "ERROR   \(path)",
        "  \(path): error: strategy 'broken' returned nan for container 'screen' at 0.1000",
        "0 passed, 0 failed, 1 error",
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/login.golden"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/login.golden.new"))
  }

  @Test func aRunnerWithARegistrationErrorExitsWithStatusTwo() {
    #expect(
      KBReplayCommand.main(arguments: ["devices"], strategies: [KeepAbove(), KeepAbove()]) == 2)
  }

  @Test func aRegistrationErrorIsPrintedAsAnError() {
    let console = RecordingConsole()
    let registry = KBReplayCommand.registry(
      registering: [KeepAbove(), KeepAbove()], console: console)
    #expect(registry == nil)
    #expect(
      console.standardError
        == "kbreplay: error: two strategies are named 'keep-above' (KeepAbove and KeepAbove)\n")
  }

  @Test func builtInNamesCannotBeRegistered() {
    let console = RecordingConsole()
    let registry = KBReplayCommand.registry(
      registering: [KeepAbove(name: "adaptive")], console: console)
    #expect(registry == nil)
    #expect(
      console.standardError
        == "kbreplay: error: strategy name 'adaptive' belongs to a built-in strategy "
        + "(registered by KeepAbove)\n")
  }
}

extension ToolRun {
  /// A run's result, from its parts.
  init(status: ExitCode, output: String, error: String) {
    self.status = status
    self.output = output
    self.error = error
  }
}
