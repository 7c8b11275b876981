import SceneLoading
import Testing

/// Every kind of problem that docs/loading.md#diagnostics and docs/scene-format.md#limits
/// describe, checked as the exact text a user sees.
@Suite struct DiagnosticsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "YAML syntax error with libyaml's problem and context",
      yaml: "scene: x\nlayout: {view: a, frame: [0, 0, 1, 1]\n",
      expected: """
        scene.yaml:3:1: error: did not find expected ',' or '}' (while parsing a flow mapping \
        at line 2, column 9)

        ^

        """),
    Case(
      name: "a key left without a value by a syntax error is not an entry",
      yaml: "scene: x\nlayout:\n  view: screen\n  frame: [0, 0, 1, 1]\n  children:\n  hide{ true\n"
        + "  children:\n",
      expected: """
        scene.yaml:7:3: error: could not find expected ':' (while scanning a simple key at \
        line 6, column 3)
          children:
          ^

        """),
    Case(
      name: "missing required key points at the mapping",
      yaml: "layout:\n  view: a\n  frame: [0, 0, 1, 1]\n",
      expected: """
        scene.yaml:1:1: error: missing required key 'scene' in the scene
        layout:
        ^

        """),
    Case(
      name: "unknown key with a suggestion",
      yaml: "scene: x\nlayout:\n  view: a\n  frame: [0, 0, 1, 1]\n  hideKeyboardOnTapp: true\n",
      expected: """
        scene.yaml:5:3: error: unknown key 'hideKeyboardOnTapp' in a view; did you mean \
        'hideKeyboardOnTap'?
          hideKeyboardOnTapp: true
          ^

        """),
    Case(
      name: "unknown key far from every known one gets no suggestion",
      yaml: "scene: x\ncolour: red\nlayout: {view: a, frame: [0, 0, 1, 1]}\n",
      expected: """
        scene.yaml:2:1: error: unknown key 'colour' in a scene
        colour: red
        ^

        """),
    Case(
      name: "wrong type names what was found",
      yaml: "scene: x\nlayout: {view: a, frame: \"wide\"}\n",
      expected: """
        scene.yaml:2:26: error: layout.frame must be a list of 4 numbers [x, y, width, height]; \
        found the string 'wide'
        layout: {view: a, frame: "wide"}
                                 ^

        """),
    Case(
      name: "value out of range",
      yaml: "scene: x\nsampling: {fps: 241}\nlayout: {view: a, frame: [0, 0, 1, 1]}\n",
      expected: """
        scene.yaml:2:17: error: sampling.fps must be from 1 to 240; found 241
        sampling: {fps: 241}
                        ^

        """),
    Case(
      name: "duplicate key points at the second key",
      yaml: "scene: x\nscene: y\nlayout: {view: a, frame: [0, 0, 1, 1]}\n",
      expected: """
        scene.yaml:2:1: error: duplicate key 'scene' (first at line 1)
        scene: y
        ^

        """),
    Case(
      // Found by the fuzzer: the first places were once looked up only before the first
      // duplicate, so the second key's first place (after it) was out of range.
      name: "each duplicated key points at its own first place",
      yaml: "scene: a\nscene: b\ndevice: iphone-15\ndevice: ipad\n"
        + "layout: {view: root, frame: [0, 0, 10, 10]}\n",
      expected: """
        scene.yaml:2:1: error: duplicate key 'scene' (first at line 1)
        scene: b
        ^
        scene.yaml:4:1: error: duplicate key 'device' (first at line 3)
        device: ipad
        ^

        """),
    Case(
      name: "duplicate id points at the second id",
      yaml: """
        scene: x
        layout:
          view: a
          frame: [0, 0, 1, 1]
          children:
            - button: a
              frame: [0, 0, 1, 1]

        """,
      expected: """
        scene.yaml:6:15: error: duplicate id 'a' (first at line 3)
            - button: a
                      ^

        """),
    Case(
      name: "unknown id in an event",
      yaml: minimalScene + "events:\n  - {at: 0.5, tap: pasword}\n",
      expected: """
        scene.yaml:14:20: error: unknown id 'pasword'; did you mean 'password'?
          - {at: 0.5, tap: pasword}
                           ^

        """),
    Case(
      name: "nested adaptive containers",
      yaml: """
        scene: x
        layout:
          view: outer
          frame: [0, 0, 10, 10]
          keyboardAdaptive: true
          children:
            - view: inner
              frame: [0, 0, 5, 5]
              keyboardAdaptive: {align: center}

        """,
      expected: """
        scene.yaml:9:25: error: adaptive containers cannot be nested; this view is inside 'outer'
              keyboardAdaptive: {align: center}
                                ^

        """),
    Case(
      name: "more than 6 decimals",
      yaml: minimalScene + "events:\n  - {at: 0.1000000, focus: email}\n",
      expected: """
        scene.yaml:14:10: error: events[0].at has more than 6 decimals ('0.1000000'); times are \
        kept in whole microseconds
          - {at: 0.1000000, focus: email}
                 ^

        """),
    Case(
      name: "unknown alias",
      yaml: "scene: x\nlayout: {view: a, frame: *box}\n",
      expected: """
        scene.yaml:2:26: error: unknown alias *box; no anchor &box precedes it
        layout: {view: a, frame: *box}
                                 ^

        """),
    Case(
      name: "focus must name a text input",
      yaml: minimalScene + "events:\n  - {at: 1, focus: submit}\n",
      expected: """
        scene.yaml:14:20: error: focus needs a text input; 'submit' is a button
          - {at: 1, focus: submit}
                           ^

        """),
    Case(
      name: "an event with two actions",
      yaml: minimalScene + "events:\n  - {at: 1, focus: email, tap: email}\n",
      expected: """
        scene.yaml:14:27: error: an event has one action; this one already has 'focus'
          - {at: 1, focus: email, tap: email}
                                  ^

        """),
    Case(
      name: "a UIKit curve kbreplay does not model",
      yaml: minimalScene + "events:\n  - {at: 1, keyboard: {height: 300, curve: 4}}\n",
      expected: """
        scene.yaml:14:44: error: events[0].keyboard.curve must be a UIKit curve: 0 easeInOut, \
        1 easeIn, 2 easeOut, 3 linear or 7 keyboard; found 4
          - {at: 1, keyboard: {height: 300, curve: 4}}
                                                   ^

        """),
    Case(
      name: "a padding check without adaptive containers",
      yaml:
        "scene: x\nlayout: {view: a, frame: [0, 0, 1, 1]}\nexpect:\n  - {at: 0.5, padding: 3}\n",
      expected: """
        scene.yaml:4:24: error: a padding check needs an adaptive container; this scene has none
          - {at: 0.5, padding: 3}
                               ^

        """),
    Case(
      name: "a strategy listed twice",
      yaml: minimalScene + "strategy: [naive, classic, naive]\n",
      expected: """
        scene.yaml:13:28: error: strategy 'naive' is listed twice
        strategy: [naive, classic, naive]
                                   ^

        """),
    Case(
      name: "an expectation for a strategy the scene does not run",
      yaml: minimalScene + "expect:\n  - {always: {covered: 0}, strategy: naive}\n",
      expected: """
        scene.yaml:14:38: error: strategy 'naive' is not replayed by this scene, which runs \
        adaptive
          - {always: {covered: 0}, strategy: naive}
                                             ^

        """),
    Case(
      name: "yes is no boolean in YAML 1.2",
      yaml: minimalScene + "system: {focusChangeNotifies: yes}\n",
      expected: """
        scene.yaml:13:31: error: system.focusChangeNotifies must be true or false; 'yes' is a \
        string in YAML 1.2
        system: {focusChangeNotifies: yes}
                                      ^

        """),
    Case(
      name: "a non-finite number",
      yaml: "scene: x\nlayout: {view: a, frame: [0, 0, .inf, 1]}\n",
      expected: """
        scene.yaml:2:33: error: layout.frame[2] must be a finite number; found .inf
        layout: {view: a, frame: [0, 0, .inf, 1]}
                                        ^

        """),
    Case(
      name: "an unknown device with a suggestion",
      yaml: minimalScene + "device: iphone-se2\n",
      expected: """
        scene.yaml:13:9: error: unknown device 'iphone-se2'; did you mean 'iphone-se'?
        device: iphone-se2
                ^

        """),
    Case(
      name: "a recursive alias",
      yaml: "scene: x\nlayout: &loop {view: a, frame: [0, 0, 1, 1], children: [*loop]}\n",
      expected: """
        scene.yaml:2:57: error: alias *loop refers to a node that contains it; recursive aliases \
        are not allowed
        layout: &loop {view: a, frame: [0, 0, 1, 1], children: [*loop]}
                                                                ^

        """),
    Case(
      name: "an alias that repeats a whole view repeats its id",
      yaml: """
        scene: x
        layout:
          view: root
          frame: [0, 0, 10, 10]
          children:
            - &field {textField: name, frame: [0, 0, 5, 5]}
            - *field

        """,
      expected: """
        scene.yaml:7:7: error: duplicate id 'name': this alias repeats the view declared at line 6
            - *field
              ^

        """),
    Case(
      name: "columns count Unicode scalars, not bytes",
      yaml: "{scene: café, layout: {view: a, frame: [0, 0, 1, nope]}}\n",
      // "{scene: café, " is 14 scalars and "layout: {view: a, frame: [0, 0, 1, " 35 more: the
      // value starts at scalar 50 (byte 51, as é takes two bytes).
      expected: """
        scene.yaml:1:50: error: layout.frame[3] must be a number; found the string 'nope'
        {scene: café, layout: {view: a, frame: [0, 0, 1, nope]}}
                                                         ^

        """),
    Case(
      name: "a container id in the key path is the scene's own key",
      yaml: minimalScene + "expect:\n  - {settled: {padding: {screen: big}}}\n",
      expected: """
        scene.yaml:14:34: error: expect[0].settled.padding.screen must be a number; found the \
        string 'big'
          - {settled: {padding: {screen: big}}}
                                         ^

        """),
  ]

  @Test(arguments: cases) func rendersTheExactMessage(_ testCase: Case) {
    #expect(diagnostics(testCase.yaml) == testCase.expected)
  }

  @Test func aLongQuotedIdIsCutInTheMessage() {
    let id = String(repeating: "f", count: 1_000)
    let first = diagnostics(minimalScene + "events:\n  - {at: 0.1, tap: \(id)}\n")
      .split(separator: "\n")[0]
    let message = "unknown id '" + id + "'"
    // 240 scalars: the first 177, "...", the last 60.
    #expect(
      first == "scene.yaml:14:20: error: " + message.prefix(177) + "..." + message.suffix(60))
  }

  @Test func controlCharactersInAMessageShowAsPictures() {
    let first = diagnostics(minimalScene + "events:\n  - {at: 0.1, tap: \"a\\eb\"}\n")
      .split(separator: "\n")[0]
    #expect(first == "scene.yaml:14:20: error: unknown id 'a\u{241B}b'")
  }
}
