import SceneModel
import Testing

/// `system.keyboard: model | scripted` (docs/scene-format.md#scripted-keyboards): what loads,
/// and every problem as the exact text a user sees.
@Suite struct SystemKeyboardDecodingTests {
  @Test func theKeyboardIsTheModelsUnlessTheSceneScriptsIt() throws {
    let plain = try #require(loadScene(minimalScene))
    #expect(plain.keyboardMode == .model)
    let model = try #require(loadScene(minimalScene + "system: {keyboard: model}\n"))
    #expect(model.keyboardMode == .model && !model.focusChangeNotifies)
    let scripted = try #require(loadScene(minimalScene + "system: {keyboard: scripted}\n"))
    #expect(scripted.keyboardMode == .scripted && !scripted.focusChangeNotifies)
    // A scripted keyboard with focusChangeNotifies written false is fine; with the model, true.
    let both = "system: {keyboard: scripted, focusChangeNotifies: false}\n"
    #expect(try #require(loadScene(minimalScene + both)).keyboardMode == .scripted)
    let notifies = "system: {focusChangeNotifies: true, keyboard: model}\n"
    let older = try #require(loadScene(minimalScene + notifies))
    #expect(older.focusChangeNotifies && older.keyboardMode == .model)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var system: String
    var expected: String
    var testDescription: String { name }
  }

  /// `minimalScene` has 12 lines, so `system:` is on line 13.
  static let cases: [Case] = [
    Case(
      name: "a misspelt mode gets a suggestion",
      system: "system: {keyboard: scriptd}",
      expected: """
        scene.yaml:13:20: error: unknown system.keyboard 'scriptd'; did you mean 'scripted'?
        system: {keyboard: scriptd}
                           ^

        """),
    Case(
      name: "a mode far from both lists them",
      system: "system: {keyboard: manual}",
      expected: """
        scene.yaml:13:20: error: unknown system.keyboard 'manual'; use model or scripted
        system: {keyboard: manual}
                           ^

        """),
    Case(
      name: "a mode must be a word",
      system: "system: {keyboard: [scripted]}",
      expected: """
        scene.yaml:13:20: error: system.keyboard must be model or scripted; found a list
        system: {keyboard: [scripted]}
                           ^

        """),
    Case(
      name: "a misspelt key inside system is suggested",
      system: "system: {keybord: scripted}",
      expected: """
        scene.yaml:13:10: error: unknown key 'keybord' in system; did you mean 'keyboard'?
        system: {keybord: scripted}
                 ^

        """),
    Case(
      name: "focusChangeNotifies cannot ask a scripted keyboard to post",
      system: "system:\n  keyboard: scripted\n  focusChangeNotifies: true",
      expected: """
        scene.yaml:15:24: error: system.focusChangeNotifies cannot be true with keyboard: \
        scripted; a scripted keyboard posts only at keyboard: {frame} events
          focusChangeNotifies: true
                               ^

        """),
  ]

  @Test(arguments: cases) func problemsReadAsTheUserSeesThem(_ item: Case) {
    #expect(diagnostics(minimalScene + item.system + "\n") == item.expected)
  }
}
