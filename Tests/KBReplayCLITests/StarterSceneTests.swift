@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneWriting
import Testing

@testable import KBReplayCLI

/// The starter scene: valid and passing on every preset, with a title that reads back.
@Suite struct StarterSceneTests {
  @Test(arguments: Device.presets)
  func loadsAndPassesOnEveryPreset(_ device: Device) throws {
    let text = StarterScene.text(
      title: "Login form", device: device, schema: .relativePath("../Schema/scene.schema.json"))
    let scene = try SceneLoader.load(bytes: Array(text.utf8), path: "login.yaml").get()
    #expect(scene.device == device)
    #expect(scene.strategies == ["classic", "adaptive"])
    let trace = try Replayer.replay(scene)
    let failures = trace.runs.flatMap(\.expectations).filter { !$0.passed }.map(\.message)
    #expect(failures == [])
    #expect(trace.runs.flatMap(\.expectations).count == 5)
  }

  @Test(arguments: Device.presets)
  func theSwiftUIStarterLoadsAndPassesOnEveryPreset(_ device: Device) throws {
    let text = StarterScene.swiftUIText(
      title: "Login form", device: device, schema: .relativePath("../Schema/scene.schema.json"))
    let scene = try SceneLoader.load(bytes: Array(text.utf8), path: "login.yaml").get()
    #expect(scene.root.keyboardSafeArea != nil)
    #expect(scene.root.adaptive == nil)
    let trace = try Replayer.replay(scene)
    #expect(trace.safeAreaIDs == ["form"])
    let failures = trace.runs.flatMap(\.expectations).filter { !$0.passed }.map(\.message)
    #expect(failures == [])
    #expect(trace.runs.flatMap(\.expectations).count == 3)
    // The shift: the keyboard's height less the bottom inset (iphone-15: 336 - 34 = 302).
    let shift = device.keyboardHeight - device.safeArea.bottom
    #expect(text.contains("safeArea: \(DecimalFormat.compact(shift)), gap: 134}"))
  }

  @Test func startsWithTheModelineWhenTheSchemaIsKnown() throws {
    let text = StarterScene.text(
      title: "A", device: Device.presets[0], schema: .relativePath("../Schema/scene.schema.json"))
    #expect(text.hasPrefix("# yaml-language-server: $schema=../Schema/scene.schema.json\n#\n"))
  }

  @Test func explainsTheSetUpWithoutAModelineWhenTheSchemaIsUnknown() throws {
    let text = StarterScene.text(title: "A", device: Device.presets[0], schema: .notFound)
    #expect(text.hasPrefix("# Editor support: "))
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("# yaml-language-server") })
    #expect(throws: Never.self) {
      try SceneLoader.load(bytes: Array(text.utf8), path: "a.yaml").get()
    }
  }

  @Test(arguments: [
    ("login-form.yaml", "Login form"),
    ("Scenes/chat/composer_with_emoji.yml", "Composer with emoji"),
    ("checkout", "Checkout"), (".yaml", "New scene"), ("a--b", "A b"), ("2fa code", "2fa code"),
  ])
  func titleFromTheFileName(fileName: String, title: String) {
    #expect(StarterScene.title(forFileNamed: fileName) == title)
  }

  @Test(arguments: [
    ("Login form", "Login form"), ("v2.1 sign-in_form", "v2.1 sign-in_form"),
    ("2fa code", "\"2fa code\""), ("True", "\"True\""), ("null", "\"null\""),
    ("a: b", "\"a: b\""), ("say \"hi\" \\ bye", "\"say \\\"hi\\\" \\\\ bye\""),
    ("tab\there", "\"tab\\x09here\""), ("bell\u{7}", "\"bell\\x07\""), ("Ünïcode", "\"Ünïcode\""),
    ("trailing ", "\"trailing \""), ("", "\"\""),
  ])
  func scalarsReadBackUnchanged(text: String, written: String) throws {
    #expect(YAMLScalar.text(text) == written)
    guard !text.isEmpty else { return }
    let device = Device.presets[3]
    let scene = try SceneLoader.load(
      bytes: Array(StarterScene.text(title: text, device: device, schema: .notFound).utf8),
      path: "t.yaml"
    ).get()
    #expect(scene.title == text)
  }
}
