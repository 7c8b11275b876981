import KeyboardAvoidance
import SceneModel
import Testing

/// The `drag` event and what it does to `until` (docs/scene-format.md#drag): values, defaults,
/// and every problem as the exact text a user sees.
@Suite struct DragDecodingTests {
  /// A scene of one plain view, with `rest` (sampling or events) appended.
  static func scene(_ rest: String) -> String {
    "scene: x\nlayout:\n  view: screen\n  frame: [0, 0, 393, 852]\n" + rest
  }

  @Test func aDragHasTwoPointsAndADurationOfPointThreeSecondsByDefault() throws {
    let yaml = Self.scene(
      """
      events:
        - {at: 0.5, drag: {from: [200, 700], to: [-20, 1e3]}}
        - {at: 0.6, drag: {to: [0x10, -0.5], from: [200, 700], duration: 1.25}}
        - {at: 0.7, drag: {from: [0, 0], to: [0, 0], duration: 0.000001}}

      """)
    let scene = try #require(loadScene(yaml))
    #expect(
      scene.events.map(\.action) == [
        .drag(from: Point(x: 200, y: 700), to: Point(x: -20, y: 1000), duration: 300_000),
        .drag(from: Point(x: 200, y: 700), to: Point(x: 16, y: -0.5), duration: 1_250_000),
        .drag(from: Point(x: 0, y: 0), to: Point(x: 0, y: 0), duration: 1),
      ])
    #expect(scene.events[1].location == SourcePosition(line: 7, column: 5))
  }

  struct UntilCase: Sendable, CustomTestStringConvertible {
    var name: String
    var events: String
    var until: Microseconds
    var testDescription: String { name }
  }

  /// The default `until` is a second after the last event, a drag counting at its release.
  static let untilCases: [UntilCase] = [
    UntilCase(
      name: "a drag's release is the last moment",
      events: "  - {at: 1, drag: {from: [0, 0], to: [0, 1], duration: 0.5}}\n"
        + "  - {at: 1.2, tap: screen}\n",
      until: 2_500_000),
    UntilCase(
      name: "a default duration counts",
      events: "  - {at: 2, drag: {from: [0, 0], to: [0, 1]}}\n", until: 3_300_000),
    UntilCase(
      name: "an event after every release is the last",
      events: "  - {at: 1, drag: {from: [0, 0], to: [0, 1]}}\n  - {at: 1.5, tap: screen}\n",
      until: 2_500_000),
  ]

  @Test(arguments: untilCases)
  func untilDefaultsToTheLastReleaseOrEventPlusOneSecond(_ example: UntilCase) throws {
    let scene = try #require(loadScene(Self.scene("events:\n" + example.events)))
    #expect(scene.until == example.until)
  }

  @Test func aDragMayEndExactlyAtAnExplicitUntil() throws {
    let yaml = Self.scene(
      "sampling: {until: 2}\nevents:\n  - {at: 1.7, drag: {from: [0, 0], to: [0, 1]}}\n")
    #expect(try #require(loadScene(yaml)).until == 2_000_000)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "durations that are not above 0, or no time",
      yaml: scene(
        """
        events:
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: 0}}
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: -0.5}}
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: 0.0000001}}
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: fast}}

        """),
      expected: """
        scene.yaml:6:60: error: events[0].drag.duration must be more than 0; found 0
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: 0}}
                                                                   ^
        scene.yaml:7:60: error: events[1].drag.duration must be more than 0; found -0.5
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: -0.5}}
                                                                   ^
        scene.yaml:8:60: error: events[2].drag.duration has more than 6 decimals \
        ('0.0000001'); times are kept in whole microseconds
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: 0.0000001}}
                                                                   ^
        scene.yaml:9:60: error: events[3].drag.duration must be a number; found the string \
        'fast'
          - {at: 0.1, drag: {from: [0, 0], to: [0, 100], duration: fast}}
                                                                   ^

        """),
    Case(
      name: "points, keys and actions",
      yaml: scene(
        """
        events:
          - {at: 0.1, drag: {from: [0, 0, 1]}}
          - {at: 0.2, drag: {from: [0, .inf], to: feed, durration: 1}}
          - {at: 0.3, drag: [0, 0]}
          - {at: 0.4}
          - {at: 0.5, drag: {from: [0, 0], to: [0, 1]}, tap: [1, 1]}

        """),
      expected: """
        scene.yaml:6:21: error: missing required key 'to' in a drag
          - {at: 0.1, drag: {from: [0, 0, 1]}}
                            ^
        scene.yaml:6:28: error: events[0].drag.from must be a point [x, y]; found a list
          - {at: 0.1, drag: {from: [0, 0, 1]}}
                                   ^
        scene.yaml:7:32: error: events[1].drag.from[1] must be a finite number; found .inf
          - {at: 0.2, drag: {from: [0, .inf], to: feed, durration: 1}}
                                       ^
        scene.yaml:7:43: error: events[1].drag.to must be a point [x, y]; found the string \
        'feed'
          - {at: 0.2, drag: {from: [0, .inf], to: feed, durration: 1}}
                                                  ^
        scene.yaml:7:49: error: unknown key 'durration' in a drag; did you mean 'duration'?
          - {at: 0.2, drag: {from: [0, .inf], to: feed, durration: 1}}
                                                        ^
        scene.yaml:8:21: error: events[2].drag must be a mapping (a drag); found a list
          - {at: 0.3, drag: [0, 0]}
                            ^
        scene.yaml:9:5: error: an event needs one action: tap, focus, keyboard, \
        hardwareKeyboard, key or drag
          - {at: 0.4}
            ^
        scene.yaml:10:49: error: an event has one action; this one already has 'drag'
          - {at: 0.5, drag: {from: [0, 0], to: [0, 1]}, tap: [1, 1]}
                                                        ^

        """),
    Case(
      name: "releases after an explicit until, at the duration or at the drag",
      yaml: """
        scene: x
        sampling: {until: 2}
        layout: {view: a, frame: [0, 0, 1, 1]}
        events:
          - {at: 1.5, drag: {from: [0, 0], to: [0, 1], duration: 0.6}}
          - {at: 1.8, drag: {from: [0, 0], to: [0, 1]}}
          - {at: 1.7, drag: {from: [0, 0], to: [0, 1]}}
          - {at: 2.5, drag: {from: [0, 0], to: [0, 1]}}

        """,
      expected: """
        scene.yaml:5:58: error: this drag's release (at + duration = 2.1 s) is after until (2 s)
          - {at: 1.5, drag: {from: [0, 0], to: [0, 1], duration: 0.6}}
                                                                 ^
        scene.yaml:6:21: error: this drag's release (at + duration = 2.1 s) is after until (2 s)
          - {at: 1.8, drag: {from: [0, 0], to: [0, 1]}}
                            ^
        scene.yaml:8:10: error: this event at 2.5 s is after until (2 s)
          - {at: 2.5, drag: {from: [0, 0], to: [0, 1]}}
                 ^

        """),
    Case(
      name: "a default until beyond the limit because of a release",
      yaml: """
        scene: x
        layout: {view: a, frame: [0, 0, 1, 1]}
        events:
          - {at: 3000, tap: a}
          - {at: 2000, drag: {from: [0, 0], to: [0, 1], duration: 1600}}

        """,
      expected: """
        scene.yaml:5:59: error: the default until (last drag's release + 1 s = 3601 s) is \
        beyond the 3600 s limit; set sampling.until
          - {at: 2000, drag: {from: [0, 0], to: [0, 1], duration: 1600}}
                                                                  ^

        """),
    Case(
      name: "a default until beyond the limit because of a default duration",
      yaml: """
        scene: x
        layout: {view: a, frame: [0, 0, 1, 1]}
        events:
          - {at: 3599.5, drag: {from: [0, 0], to: [0, 1]}}

        """,
      expected: """
        scene.yaml:4:24: error: the default until (last drag's release + 1 s = 3600.8 s) is \
        beyond the 3600 s limit; set sampling.until
          - {at: 3599.5, drag: {from: [0, 0], to: [0, 1]}}
                               ^

        """),
  ]

  @Test(arguments: cases)
  func diagnostic(_ example: Case) {
    #expect(diagnostics(example.yaml) == example.expected)
  }
}
