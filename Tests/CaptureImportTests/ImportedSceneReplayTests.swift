import CaptureImport
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import TestSupport
import Testing

/// What an imported scene is for: it lints, it replays, and its keyboard is the capture's.
@Suite struct ImportedSceneReplayTests {
  typealias F = SceneFixtures

  /// The fixture's scene, loaded as `kbreplay lint` loads it.
  static func load(_ item: ImportFixtureTests.Good) throws -> Scene {
    let text = try ImportFixtureTests.imported(item).text
    switch SceneLoader.load(bytes: Array(text.utf8), path: item.scene) {
    case .success(let scene): return scene
    case .failure(let failure):
      Issue.record("the imported scene does not load:\n\(failure.rendered())")
      throw failure
    }
  }

  static func run(_ item: ImportFixtureTests.Good) throws -> (Scene, TraceRun) {
    let scene = try load(item)
    return (scene, try Replayer.replay(scene).run(.adaptive))
  }

  /// Each scene is scripted, and at every settled sample the keyboard shows exactly what the
  /// frame of the latest keyboard event shows (nothing before the first); the log's focus
  /// changes are the trace's.
  @Test(arguments: ImportFixtureTests.good) func theKeyboardFollowsTheCapture(
    _ item: ImportFixtureTests.Good
  ) throws {
    let (scene, run) = try Self.run(item)
    #expect(scene.keyboardMode == .scripted)
    let frames: [(at: Microseconds, frame: Rect)] = scene.events.compactMap {
      guard case .keyboardFrame(let frame, _) = $0.action else { return nil }
      return ($0.at, frame)
    }
    #expect(!frames.isEmpty)
    var settled = 0
    for sample in run.samples where sample.isSettled {
      let latest = frames.last { sample.instant.isAtOrAfter($0.at) }
      let expected = latest.map { $0.frame.visibleHeight(on: scene.device.screen) } ?? 0
      #expect(sample.keyboard == expected, "at \(sample.instant)")
      settled += 1
    }
    #expect(settled >= 10 && run.samples.last?.isSettled == true)
    let focusEvents = scene.events.filter {
      if case .focus = $0.action { return true }
      return false
    }
    let logged = run.events.filter {
      if case .focus = $0.kind { return true }
      return false
    }
    #expect(logged.count == focusEvents.count)
  }

  /// The values by hand. sign-in: the keyboard is up (336) at 2.3 s with `email` focused and
  /// down at the end. iOS 11: the second posting wins, 289.5 (667 - 377.5). The hardware keyboard shows only
  /// its 55-pt bar (852 - 797). The UIKit log: up at 1.9 s, down at the end.
  @Test func theSettledHeightsAreTheCapturesByHand() throws {
    let good = ImportFixtureTests.good
    let (_, signIn) = try Self.run(good[0])
    #expect(signIn.sample(atFrame: 138).keyboard == 336)
    #expect(signIn.sample(atFrame: 138).focus == "email")
    #expect(signIn.samples.last?.keyboard == 0 && signIn.samples.last?.focus == nil)
    let (_, double) = try Self.run(good[1])
    #expect(double.samples.last?.keyboard == 289.5)
    // The field, 611 to 647, is under the keyboard's top at 377.5: nothing in the imported
    // scene avoids the keyboard, so all 36 pt are covered.
    #expect(double.samples.last?.covered == 36)
    let (_, hardware) = try Self.run(good[2])
    #expect(hardware.sample(atFrame: 150).keyboard == 55)
    #expect(hardware.samples.last?.keyboard == 0)
    let (_, uikit) = try Self.run(good[3])
    #expect(uikit.sample(atFrame: 114).keyboard == 336)
    #expect(uikit.samples.last?.keyboard == 0)
  }

  /// The imported scene posts exactly the log's will-notifications: a scripted keyboard adds
  /// none of its own at the focus changes.
  @Test func onlyTheCapturedPostingsArePosted() throws {
    let (_, run) = try Self.run(ImportFixtureTests.good[0])
    #expect(
      run.eventSummary == [
        "100000 focus email",
        "101250 keyboardWillChangeFrame", "101250 keyboardWillShow",
        "351250 keyboardDidChangeFrame", "351250 keyboardDidShow",
        "1600000 focus password", "1600000 focus email", "2350000 focus none",
        "2350001 keyboardWillChangeFrame", "2350001 keyboardWillHide",
        "2600001 keyboardDidChangeFrame", "2600001 keyboardDidHide",
      ])
  }

  /// Whatever the log's numbers, the scene holds the same `Double`s: they are written as the
  /// shortest decimals that read back as them (exponent forms included), and ids that YAML
  /// reads as booleans or null are quoted.
  @Test func numbersAndIdsSurviveTheRoundTrip() throws {
    let log = """
      {"t": 0, "focus": "True", "frame": [0.1, 1e-7, 100.25, 44.333333333333336]}
      {"t": 0.5, "focus": "null", "frame": [-0, -20, 1, 1]}
      {"t": 1, "name": "keyboardWillShow", "begin": [0, 852, 393, 336], \
      "end": [-0.5, 516.1234567, 394, 336], "duration": 0.0000005, "curve": 0}

      """
    let device = try #require(Device.preset(named: "iphone-15"))
    let text = try CaptureImporter.scene(
      fromLog: Array(log.utf8), path: "odd.jsonl", device: device
    ).get().text
    let scene = try SceneLoader.load(bytes: Array(text.utf8), path: "odd.yaml").get()
    #expect(scene.root.children.map(\.id) == ["True", "null"])
    #expect(
      scene.root.children.map(\.frame) == [
        F.rect(0.1, 1e-7, 100.25, 44.333333333333336), F.rect(0, -20, 1, 1),
      ])
    #expect(scene.events.count == 3)
    guard case .keyboardFrame(let frame, let animation) = scene.events.last?.action else {
      Issue.record("the last event is not a keyboard frame")
      return
    }
    #expect(frame == F.rect(-0.5, 516.1234567, 394, 336))
    #expect(animation.duration == 1 && animation.curve == .easeInOut)
  }
}
