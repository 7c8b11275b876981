import Foundation
import KBReplay
import KBReplayCLI
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `kbreplay run` end to end: real scene files in a temporary folder, the real loader and
/// replay, and the exact text the command prints.
@Suite struct RunWithLoaderTests {
  /// A field low on an iphone-15 (393 x 852, keyboard 336) in a full-screen container whose
  /// content is centred (it moves up by half the padding), replayed with `naive` at 4 fps.
  static func scene(expect: String = "") -> String {
    """
    scene: Naive padding jumps
    strategy: naive
    sampling: {fps: 4, until: 1}
    layout:
      view: screen
      frame: [0, 0, 393, 852]
      keyboardAdaptive: {align: center}
      children:
        - textField: name
          frame: [16, 700, 361, 44]
    events:
      - {at: 0.25, tap: name}
      - {at: 0.75, focus: none}

    """ + expect
  }

  /// The trace of ``scene(expect:)``, worked out from the formulas of docs/semantics.md.
  ///
  /// The tap at 0.25 s hits the centre of the field (16 + 361/2, 700 + 44/2), focuses it and
  /// posts the keyboard from [0, 852] to [0, 516] (curve 7, 0.25 s); `naive` sets the padding to
  /// the end frame's height, 336, without animation. Focus none at 0.75 s posts it back, and
  /// `naive` sets 0. The keyboard is a spring: a change of 336 pt leaves
  /// r(s) = 336 (1 + w s) e^(-w s), w = sqrt(1000/3), still to go s seconds after it started:
  /// r(0.25) = 19.4751, r(0.5) = 0.3693, r(0.75) = 0.00558 (more than 0.005, still running).
  /// - 0.50: keyboard top 516 + 19.4751, height 316.5249 -> 316.52; the field, moved up by
  ///   336/2, spans 532 to 576: covered 576 - 535.4751 = 40.5249 -> 40.52.
  /// - 0.75: the hide starts; top 852 - 336 + r(0.5) = 516.3693, height 335.6307 -> 335.63.
  /// - 1.00: top 852 - r(0.25) + r(0.75) = 832.5305, height 19.4695 -> 19.47 (19.48 if the
  ///   show's last 0.00558 pt had been dropped).
  static let expectedText = """
    kbreplay-trace 1
    scene: Naive padding jumps
    source: naive.yaml
    run: naive  device: iphone-15 393x852 safe 59/34 keyboard 336  fps: 4
    events:
      0.2500  tap 196.50,722.00 -> name
      0.2500  focus name
      0.2500  keyboardWillChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7
      0.2500  keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
      0.5000  keyboardDidChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7
      0.5000  keyboardDidShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
      0.7500  focus none
      0.7500  keyboardWillChangeFrame 0,516,393,336 -> 0,852,393,336 0.25 curve 7
      0.7500  keyboardWillHide 0,516,393,336 -> 0,852,393,336 0.25 curve 7
      1.0000  keyboardDidChangeFrame 0,516,393,336 -> 0,852,393,336 0.25 curve 7
      1.0000  keyboardDidHide 0,516,393,336 -> 0,852,393,336 0.25 curve 7
    samples: t keyboard padding.screen focus covered
      0.0000    0.00    0.00  none   0.00
      0.2500    0.00  336.00  name   0.00
      0.5000  316.52  336.00  name  40.52
      0.7500  335.63    0.00  none   0.00
      1.0000   19.47    0.00  none   0.00

    """

  struct Outcome {
    var status: ExitCode
    var output: String
    var error: String
  }

  /// Writes `contents` to `name` in a fresh folder and runs `kbreplay run` on it with `options`.
  func run(
    _ contents: String, named name: String = "naive.yaml", options: [String] = []
  ) throws -> (Outcome, path: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write(name, contents)
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: ["run", path] + options, in: CommandContext(console: console))
    return (
      Outcome(status: status, output: console.standardOutput, error: console.standardError), path
    )
  }

  @Test func printsTheTextTraceAndExitsZeroWhenExpectationsHold() throws {
    let expect = """
      expect:
        - {at: 0.5, padding: 336, covered: 40.52, focus: name}
        - {at: end, keyboard: 19.47, padding: 0}

      """
    let (outcome, _) = try run(Self.scene(expect: expect))
    #expect(outcome.output == Self.expectedText)
    #expect(outcome.error == "")
    #expect(outcome.status == .success)
  }

  @Test func aFailedExpectationIsOneLineOnStandardErrorAndExitsOne() throws {
    let expect = """
      expect:
        - {at: 0.5, padding: 336}
        - {at: 0.5, covered: 0}
        - {always: {focus: name}}

      """
    let (outcome, path) = try run(Self.scene(expect: expect))
    #expect(outcome.output == Self.expectedText)
    #expect(
      outcome.error == """
        \(path):16:5: error: at 0.5000: covered is 40.52, expected 0.00 within 0.01
        \(path):17:5: error: always: 3 of 5 samples differ; first at 0.0000: focus is none, \
        expected name

        """)
    #expect(outcome.status == .failure)
  }
}

extension RunWithLoaderTests {
  static let twoStrategies = scene(
    expect: """
      expect:
        - {at: 0.5, padding: 336}

      """
  ).replacingOccurrences(of: "strategy: naive", with: "strategy: [naive, none]")

  @Test func withSeveralRunsEachFailureNamesItsStrategy() throws {
    let (outcome, path) = try run(Self.twoStrategies)
    #expect(outcome.output.hasPrefix(Self.expectedText))
    #expect(outcome.output.contains("\nrun: none  device: iphone-15"))
    #expect(
      outcome.error == """
        \(path):15:5: error: strategy none: at 0.5000: padding.screen is 0.00, expected 336.00 \
        within 0.01

        """)
    #expect(outcome.status == .failure)
  }

  @Test func strategyReplaysOnlyTheNamedRun() throws {
    let (outcome, _) = try run(Self.twoStrategies, options: ["--strategy", "naive"])
    #expect(outcome.output == Self.expectedText)
    #expect(outcome.error == "")
    #expect(outcome.status == .success)
  }

  @Test func aStrategyTheSceneDoesNotListIsAUsageError() throws {
    let (outcome, _) = try run(Self.twoStrategies, options: ["--strategy=classic"])
    #expect(outcome.output == "")
    #expect(
      outcome.error == """
        kbreplay: error: the scene replays only naive and none, not 'classic'
        Run 'kbreplay run --help' for usage.

        """)
    #expect(outcome.status == .invalidInput)
  }

  @Test func anInvalidScenePrintsTheDiagnosticsAndNoTrace() throws {
    let scene = """
      scene: Misspelt
      layout:
        view: root
        frame: [0, 0, 393, 852]
      events:
        - {at: 0.5, tap: nowhere}

      """
    let (outcome, path) = try run(scene, options: ["--format", "json"])
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("\(path):6:20: error: "))
    #expect(outcome.error.contains("nowhere"))
    #expect(outcome.status == .invalidInput)
  }

  @Test func aMissingFileIsAnInputError() {
    let console = RecordingConsole()
    let path = "/nonexistent-kbreplay-folder/scene.yaml"
    let status = KBReplayCommand.run(
      arguments: ["run", path], in: CommandContext(console: console))
    #expect(console.standardOutput == "")
    #expect(console.standardError.hasPrefix("\(path):1:1: error: cannot read the file: "))
    #expect(status == .invalidInput)
  }

  @Test func jsonHoldsEverySampleAndTheFailuresStillGoToStandardError() throws {
    let expect = """
      expect:
        - {at: 0.5, covered: 0}

      """
    let (outcome, path) = try run(Self.scene(expect: expect), options: ["--format", "json"])
    #expect(outcome.status == .failure)
    #expect(
      outcome.error
        == "\(path):15:5: error: at 0.5000: covered is 40.52, expected 0.00 within 0.01\n")
    let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8))
    let root = try #require(object as? [String: Any])
    #expect(root["format"] as? Int == 1)
    #expect(root["scene"] as? String == "Naive padding jumps")
    #expect(root["source"] as? String == "naive.yaml")
    let runs = try #require(root["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    #expect(runs[0]["strategy"] as? String == "naive")
    let events = try #require(runs[0]["events"] as? [[String: Any]])
    #expect(events.count == 11)
    #expect(events[0]["type"] as? String == "tap")
    #expect(events[0]["hit"] as? String == "name")
    #expect(events[0]["point"] as? [Double] == [196.5, 722])
    let samples = try #require(runs[0]["samples"] as? [[String: Any]])
    #expect(samples.map { $0["t"] as? Double } == [0, 0.25, 0.5, 0.75, 1])
    #expect(samples[0]["focus"] is NSNull)
    #expect(samples[2]["focus"] as? String == "name")
    #expect((samples[2]["padding"] as? [String: Double])?["screen"] == 336)
    let covered = try #require(samples[2]["covered"] as? Double)
    #expect(abs(covered - 40.524884) < 1e-6)
    let results = try #require(runs[0]["expectations"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["line"] as? Int == 15)
    #expect(results[0]["passed"] as? Bool == false)
  }

  @Test func htmlIsAOneScenePageAndTheFailuresStillGoToStandardError() throws {
    let (outcome, path) = try run(Self.twoStrategies, options: ["--format", "html"])
    #expect(outcome.status == .failure)
    let failure =
      "\(path):15:5: error: strategy none: at 0.5000: padding.screen is 0.00, expected 336.00 "
      + "within 0.01"
    #expect(outcome.error == failure + "\n")
    let document = try XMLDocument(data: Data(outcome.output.utf8), options: [])
    func count(_ query: String) throws -> Int { try document.nodes(forXPath: query).count }
    #expect(try count("//*[local-name()='section'][@class='scene']") == 1)
    #expect(try count("//*[local-name()='section'][@class='run']") == 2)
    #expect(try count("//*[local-name()='svg'][@class='plot']") == 2)
    let heading = try document.nodes(forXPath: "//*[local-name()='h2']").first?.stringValue
    #expect(heading == "FAIL Naive padding jumps")
    #expect(outcome.output.hasPrefix("<!DOCTYPE html>\n"))
    #expect(outcome.output.contains("<title>kbreplay run: Naive padding jumps</title>"))
    // The failures are the details, as on standard error.
    #expect(outcome.output.contains("<pre class=\"details\">\(failure)</pre>"))
  }

  @Test func theSourceIsTheFileNameWhateverFolderItIsIn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("deep/er/renamed.yml", Self.scene())
    let console = RecordingConsole()
    let status = KBReplayCommand.run(
      arguments: ["run", path], in: CommandContext(console: console))
    #expect(status == .success)
    let header = "kbreplay-trace 1\nscene: Naive padding jumps\nsource: renamed.yml\n"
    #expect(console.standardOutput.hasPrefix(header))
  }
}
