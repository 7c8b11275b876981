import KeyboardAvoidance
import SceneModel
import Testing

/// What a valid scene file turns into: values, defaults, overrides, aliases and merge keys.
@Suite struct SceneDecodingTests {
  @Test func defaultsComeFromTheIphone15PresetAndTheSpec() throws {
    let scene = try #require(loadScene(minimalScene))
    #expect(scene.title == "Minimal")
    #expect(scene.device.name == "iphone-15")
    #expect(scene.device.screen == Size(width: 393, height: 852))
    #expect(scene.device.safeArea == Insets(top: 59, bottom: 34))
    #expect(scene.device.keyboardHeight == 336)
    #expect(scene.device.accessoryHeight == 55)
    #expect(scene.strategies == ["adaptive"])
    #expect(scene.fps == 60)
    #expect(scene.until == 1_000_000)  // No events: 1 s.
    #expect(!scene.focusChangeNotifies)
    #expect(scene.root.adaptive == AdaptiveContainer(align: .bottom, animation: nil, margin: 0))
    #expect(scene.root.children.map(\.kind) == [.textField, .textField, .button])
    #expect(scene.root.children[1].frame == Rect(x: 16, y: 640, width: 361, height: 44))
    #expect(scene.root.children[1].location == SourcePosition(line: 9, column: 7))
  }

  /// A preset is found by its name's bytes (``SceneDecoder``), plain or quoted; a name that is
  /// not a preset's bytes still goes through the string match and its suggestion.
  @Test func everyPresetIsFoundByItsName() throws {
    for preset in Device.presets {
      for spelling in [preset.name, "'\(preset.name)'", "\"\(preset.name)\""] {
        let scene = try #require(loadScene(minimalScene + "device: \(spelling)\n"))
        #expect(scene.device == preset, "\(spelling)")
      }
    }
    #expect(diagnostics(minimalScene + "device: iphone-1\n").contains("did you mean"))
    #expect(diagnostics(minimalScene + "device: [iphone-se]\n").contains("must be a device"))
  }

  @Test func presetsAndOverridesCombineKeyByKey() throws {
    let yaml = """
      scene: 2024
      device: ipad
      screen: {height: 1366}
      safeArea: {bottom: 20, left: 4}
      keyboard: {accessory: 69}
      system: {focusChangeNotifies: true}
      sampling: {fps: 120, until: 0x3}
      strategy: [classic, none, naive]
      layout: {button: only, frame: [0, 0, 10, 10]}

      """
    let scene = try #require(loadScene(yaml))
    #expect(scene.title == "2024")
    #expect(scene.device.screen == Size(width: 768, height: 1366))
    #expect(scene.device.safeArea == Insets(top: 20, bottom: 20, left: 4, right: 0))
    #expect(scene.device.keyboardHeight == 313)
    #expect(scene.device.accessoryHeight == 69)
    #expect(scene.focusChangeNotifies)
    #expect(scene.fps == 120)
    #expect(scene.until == 3_000_000)
    #expect(scene.strategies == ["classic", "none", "naive"])
  }

  @Test func eventsKeepFileOrderAndUntilDefaultsToTheLastPlusOneSecond() throws {
    let yaml =
      minimalScene + """
        events:
          - {at: 1.25, tap: password}
          - {at: 0.5, tap: [200, 120]}
          - {at: 2, focus: none}
          - {at: 2, keyboard: {height: 291, duration: 0.1, curve: 3}}
          - {at: 2.5, keyboard: {frame: [0, 400, 393, 300]}}
          - {at: 3, hardwareKeyboard: true}
          - {at: 3, focus: email}

        """
    let scene = try #require(loadScene(yaml))
    #expect(
      scene.events.map(\.action) == [
        .tapView("password"), .tapPoint(Point(x: 200, y: 120)), .focus(nil),
        .keyboardHeight(291, KeyboardAnimation(duration: 100_000, curve: .linear)),
        .keyboardFrame(Rect(x: 0, y: 400, width: 393, height: 300), KeyboardAnimation()),
        .hardwareKeyboard(true), .focus("email"),
      ])
    #expect(
      scene.events.map(\.at) == [
        1_250_000, 500_000, 2_000_000, 2_000_000, 2_500_000, 3_000_000, 3_000_000,
      ])
    #expect(scene.until == 4_000_000)
    #expect(scene.events[0].location == SourcePosition(line: 14, column: 5))
  }

  @Test func adaptiveSettingsAndAnimationOverrides() throws {
    let yaml = """
      scene: x
      layout:
        view: root
        frame: [0, 0, 100, 100]
        children:
          - view: a
            frame: [0, 0, 10, 10]
            keyboardAdaptive: {align: center, margin: 8, animation: {curve: linear, duration: 0.2}}
          - view: b
            frame: [0, 0, 10, 10]
            keyboardAdaptive: {align: top, animation: {curve: keyboard}}
          - view: c
            frame: [0, 0, 10, 10]
            keyboardAdaptive: {animation: {duration: 0}}
          - view: d
            frame: [0, 0, 10, 10]
            keyboardAdaptive: {animation: {curve: easeOut}}
          - view: e
            frame: [0, 0, 10, 10]
            keyboardAdaptive: false

      """
    let scene = try #require(loadScene(yaml))
    let adaptive = scene.root.children.map(\.adaptive)
    #expect(
      adaptive == [
        AdaptiveContainer(align: .center, animation: .curve(.linear, duration: 200_000), margin: 8),
        AdaptiveContainer(align: .top, animation: .followKeyboard),
        AdaptiveContainer(animation: .immediate),
        AdaptiveContainer(animation: .curve(.easeOut, duration: 350_000)),
        nil,
      ])
  }

  @Test func expectationsResolveEndContainersAndStrategyFilters() throws {
    let yaml =
      minimalScene + """
        strategy: [classic, adaptive]
        sampling: {until: 2.5}
        expect:
          - {at: end, padding: 168, focus: password, tolerance: 0.5}
          - {always: {covered: 0}, strategy: adaptive}
          - {settled: {keyboard: 336, padding: {screen: 0}}, strategy: [classic]}

        """
    let scene = try #require(loadScene(yaml))
    #expect(
      scene.expectations == [
        SceneExpectation(
          moment: .at(2_500_000), checks: [.padding(container: "screen", 168), .focus("password")],
          tolerance: 0.5, location: SourcePosition(line: 16, column: 5)),
        SceneExpectation(
          moment: .always, strategies: ["adaptive"], checks: [.covered(0)],
          location: SourcePosition(line: 17, column: 5)),
        SceneExpectation(
          moment: .settled, strategies: ["classic"],
          checks: [.keyboard(336), .padding(container: "screen", 0)],
          location: SourcePosition(line: 18, column: 5)),
      ])
  }

  @Test func anchorsAliasesAndMergeKeysWork() throws {
    let yaml = """
      scene: Shared styles
      layout:
        view: root
        frame: &full [0, 0, 393, 852]
        children:
          - &field {textField: first, frame: [16, 100, 361, 44], hideKeyboardOnTap: true}
          - <<: *field
            textField: second
          - {view: backdrop, frame: *full}

      """
    let scene = try #require(loadScene(yaml))
    let second = scene.root.children[1]
    #expect(second.id == "second")
    #expect(second.frame == Rect(x: 16, y: 100, width: 361, height: 44))
    #expect(second.hidesKeyboardOnTap)
    #expect(scene.root.children[2].frame == scene.root.frame)
  }

  /// References are matched on their bytes when ASCII, else as strings (U+212A KELVIN SIGN
  /// equals K); either way the event keeps the id as the reference writes it.
  @Test func referencesMatchDeclaredIdsAsStrings() throws {
    let yaml = """
      scene: References
      layout:
        view: screen
        frame: [0, 0, 393, 852]
        children:
          - {textField: Kilo, frame: [16, 100, 361, 44]}
          - {button: go, frame: [16, 200, 361, 44]}
      events:
        - {at: 0.5, tap: go}
        - {at: 1, tap: \u{212A}ilo}
        - {at: 1.5, focus: \u{212A}ilo}

      """
    let scene = try #require(loadScene(yaml))
    // Strings equal K and KELVIN SIGN, so the ids are compared as bytes.
    let ids = scene.events.map { event -> [UInt8] in
      switch event.action {
      case .tapView(let id), .focus(let id?): Array(id.utf8)
      default: []
      }
    }
    #expect(ids == ["go", "\u{212A}ilo", "\u{212A}ilo"].map { Array($0.utf8) })
  }
}
