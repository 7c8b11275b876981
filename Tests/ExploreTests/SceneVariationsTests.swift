import Explore
import KeyboardAvoidance
import SceneModel
import Testing

/// The variations of a scene: which, in which order, named how, and what each changes.
@Suite struct SceneVariationsTests {
  /// The variations every model-keyboard scene on an iPhone 15 has before its event moves.
  static let iphone15Settings = [
    "baseline", "keyboard.height=216", "keyboard.height=260", "keyboard.height=291",
    "keyboard.height=301", "keyboard.height=346", "keyboard.height=398", "hardwareKeyboard",
    "toolbar=44", "toolbar=58", "focusChangeNotifies=true", "safeArea.bottom=0",
  ]

  @Test func aSceneOfOneEventHasTheSettingsOnly() throws {
    let scene = try ExploreScenes.load(ExploreScenes.form(events: ["{at: 0.2, tap: email}"]))
    #expect(ExploreScenes.names(scene) == Self.iphone15Settings)
  }

  @Test func eachEventAfterAnotherIsMovedToThreeGapsInProcessingOrder() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(events: [
        "{at: 2.0, focus: none}", "{at: 0.2, tap: email}", "{at: 1.0, keyboard: {height: 398}}",
      ]))
    #expect(
      ExploreScenes.names(scene) == Self.iphone15Settings + [
        "events[2]+0", "events[2]+0.05", "events[2]+0.125", "events[0]+0.05", "events[0]+0.125",
      ])
    let variations = SceneVariations.variations(of: scene)
    let moved = try #require(variations.first { $0.name == "events[2]+0.05" })
    #expect(moved.scene.events.map(\.at) == [2_000_000, 200_000, 250_000])
    #expect(moved.scene.until == scene.until)
    // The first event is now after the third in the file: at 1.0 it would come before it.
    #expect(!variations.contains { $0.name == "events[0]+0" })
  }

  @Test func eventsAtEqualTimesAreNotMoved() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(events: ["{at: 0.2, tap: email}", "{at: 0.2, focus: none}"]))
    #expect(ExploreScenes.names(scene) == Self.iphone15Settings)
  }

  @Test func aGapThatDoesNotMoveTheEventEarlierIsLeftOut() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(events: ["{at: 0.2, tap: email}", "{at: 0.3, focus: none}"]))
    #expect(
      ExploreScenes.names(scene).suffix(2) == ["events[1]+0", "events[1]+0.05"])
  }

  @Test func everyKindOfEventMoves() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(
        header: "strategy: adaptive",
        events: [
          "{at: 0.0, tap: email}", "{at: 1.0, tap: [10, 10]}", "{at: 2.0, focus: none}",
          "{at: 3.0, focus: email}", "{at: 4.0, keyboard: {height: 300}}",
          "{at: 5.0, keyboard: {frame: [0, 500, 393, 352]}}", "{at: 6.0, hardwareKeyboard: true}",
          "{at: 7.0, key: return}", "{at: 8.0, drag: {from: [200, 300], to: [200, 800]}}",
        ]))
    let variations = SceneVariations.variations(of: scene)
    for index in 1...8 {
      let moved = try #require(variations.first { $0.name == "events[\(index)]+0.125" })
      #expect(moved.scene.events[index].at == Microseconds(index - 1) * 1_000_000 + 125_000)
      #expect(moved.scene.events[index].action == scene.events[index].action)
    }
    #expect(!variations.contains { $0.name == "hardwareKeyboard" })
  }

  @Test func aScriptedSceneKeepsItsKeyboard() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(
        header: "system: {keyboard: scripted}",
        events: ["{at: 0.2, tap: email}", "{at: 0.3, keyboard: {frame: [0, 516, 393, 336]}}"]))
    #expect(
      ExploreScenes.names(scene) == [
        "baseline", "safeArea.bottom=0", "events[1]+0", "events[1]+0.05",
      ])
  }

  @Test func aDeviceWithoutHomeIndicatorGetsOne() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(header: "device: iphone-se", events: ["{at: 0.2, tap: email}"]))
    let names = ExploreScenes.names(scene)
    #expect(names.contains("keyboard.height=336") && !names.contains("keyboard.height=260"))
    #expect(names.last == "safeArea.bottom=34")
    let variation = try #require(SceneVariations.variations(of: scene).last)
    #expect(variation.scene.device.safeArea == Insets(top: 20, bottom: 34))
  }

  @Test func aSceneWhoseInputsAllHaveToolbarsGetsNone() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(
        field: "textField: email\n      toolbar: 44", events: ["{at: 0.2, tap: email}"]))
    #expect(!ExploreScenes.names(scene).contains { $0.hasPrefix("toolbar=") })
  }

  @Test func onlyInputsWithoutAToolbarGetOne() throws {
    let scene = try ExploreScenes.load(
      """
      scene: Two fields
      layout:
        view: form
        frame: [0, 0, 393, 852]
        children:
          - textField: a
            frame: [16, 100, 361, 44]
            toolbar: 30
          - textEditor: b
            frame: [16, 200, 361, 44]
      events:
        - {at: 0.2, tap: a}
      """)
    let variation = try #require(
      SceneVariations.variations(of: scene).first { $0.name == "toolbar=58" })
    #expect(variation.scene.root.children.map(\.toolbar) == [30, 58])
  }

  @Test func aSceneWithoutTextInputsGetsNoToolbar() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(field: "view: plain", events: ["{at: 0.2, tap: done}"]))
    #expect(!ExploreScenes.names(scene).contains { $0.hasPrefix("toolbar=") })
  }

  @Test func theKeyboardVariationsChangeWhatTheyName() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(
        header: "system: {focusChangeNotifies: true}", events: ["{at: 0.2, tap: email}"]))
    let variations = Dictionary(
      uniqueKeysWithValues: SceneVariations.variations(of: scene).map { ($0.name, $0.scene) })
    #expect(variations["keyboard.height=398"]?.device.keyboardHeight == 398)
    #expect(variations["keyboard.height=398"]?.device.accessoryHeight == 55)
    #expect(variations["focusChangeNotifies=false"]?.focusChangeNotifies == false)
    let hardware = try #require(variations["hardwareKeyboard"])
    #expect(hardware.events.first == SceneEvent(at: 0, action: .hardwareKeyboard(true)))
    #expect(hardware.events.dropFirst().map(\.at) == scene.events.map(\.at))
    #expect(variations["toolbar=44"]?.root.children.map(\.toolbar) == [44, 0])
  }

  @Test func aDragMovesItsStartAndKeepsItsDuration() throws {
    let scene = try ExploreScenes.load(
      ExploreScenes.form(
        events: [
          "{at: 0.2, tap: email}",
          "{at: 1.0, drag: {from: [200, 300], to: [200, 800], duration: 0.4}}",
        ]))
    let moved = try #require(
      SceneVariations.variations(of: scene).first { $0.name == "events[1]+0" })
    #expect(moved.scene.events[1].at == 200_000)
    #expect(moved.scene.events[1].action == scene.events[1].action)
  }
}
