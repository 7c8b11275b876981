import SceneLoading
import SceneModel
import Testing

/// Numeric checks written as ranges, the `gap` check, and which `padding` mappings are ranges.
@Suite struct RangeDecodingTests {
  struct FormCase: Sendable, CustomTestStringConvertible {
    var item: String
    var checks: [SceneExpectation.Check]
    var testDescription: String { item }
  }

  /// Each form, on a scene with one adaptive container (`screen`).
  static let forms: [FormCase] = [
    FormCase(item: "{at: 1, keyboard: 336}", checks: [.keyboard(.exactly(336))]),
    FormCase(item: "{at: 1, keyboard: {min: 300}}", checks: [.keyboard(.atLeast(300))]),
    FormCase(item: "{at: 1, covered: {max: 0.5}}", checks: [.covered(.atMost(0.5))]),
    FormCase(item: "{at: 1, gap: -12}", checks: [.gap(.exactly(-12))]),
    FormCase(
      item: "{at: 1, gap: {min: -10, max: 8}}", checks: [.gap(.between(min: -10, max: 8))]),
    FormCase(item: "{at: 1, gap: {max: 8, min: 8}}", checks: [.gap(.between(min: 8, max: 8))]),
    FormCase(item: "{at: 1, gap: {min: 0x10}}", checks: [.gap(.atLeast(16))]),
    FormCase(
      item: "{at: 1, padding: {min: 100}}", checks: [.padding(container: "screen", .atLeast(100))]
    ),
    FormCase(
      item: "{at: 1, padding: {max: 200, min: 100}}",
      checks: [.padding(container: "screen", .between(min: 100, max: 200))]),
    FormCase(
      item: "{at: 1, padding: {screen: {max: 1}}}",
      checks: [.padding(container: "screen", .atMost(1))]),
    FormCase(item: "{at: 1, padding: 168}", checks: [.padding(container: "screen", .exactly(168))]),
    // Valid before ranges, as a mapping of no container: still that, checking nothing.
    FormCase(item: "{at: 1, padding: {}}", checks: []),
    FormCase(
      item: "{always: {gap: {min: 0}, keyboard: {max: 336}}}",
      checks: [.gap(.atLeast(0)), .keyboard(.atMost(336))]),
  ]

  @Test(arguments: forms) func readsEachForm(_ testCase: FormCase) throws {
    let scene = try #require(loadScene(minimalScene + "expect:\n  - \(testCase.item)\n"))
    #expect(scene.expectations.first?.checks == testCase.checks)
  }

  /// A scene with two adaptive containers, `a` and `b`, each holding a field.
  private static let twoContainers = """
    scene: Two
    layout:
      view: root
      frame: [0, 0, 393, 852]
      children:
        - view: a
          frame: [0, 0, 393, 400]
          keyboardAdaptive: true
          children: [{textField: top, frame: [16, 300, 361, 44]}]
        - view: b
          frame: [0, 400, 393, 452]
          keyboardAdaptive: true
          children: [{textField: bottom, frame: [16, 700, 361, 44]}]

    """

  @Test func perContainerValuesMayBeRanges() throws {
    let scene = try #require(
      loadScene(Self.twoContainers + "expect:\n  - {at: 1, padding: {a: {min: 1}, b: 2}}\n"))
    #expect(
      scene.expectations.first?.checks == [
        .padding(container: "a", .atLeast(1)), .padding(container: "b", .exactly(2)),
      ])
  }

  @Test func withTwoContainersMinIsAnUnknownContainer() {
    #expect(
      diagnostics(Self.twoContainers + "expect:\n  - {at: 1, padding: {min: 1}}\n") == """
        scene.yaml:15:23: error: unknown key 'min' in padding
          - {at: 1, padding: {min: 1}}
                              ^

        """)
  }

  @Test func aContainerNamedMinIsNamedNotARange() throws {
    let yaml = """
      scene: Named min
      layout:
        view: min
        frame: [0, 59, 393, 759]
        keyboardAdaptive: true
        children: [{textField: field, frame: [16, 640, 361, 44]}]
      expect:
        - {at: 1, padding: {min: 5}}

      """
    let scene = try #require(loadScene(yaml))
    #expect(scene.expectations.first?.checks == [.padding(container: "min", .exactly(5))])
  }

  @Test func aMappingWithAnyOtherKeyIsPerContainer() {
    // Not every key is min or max: read per container, with the diagnostics of before ranges.
    #expect(
      diagnostics(minimalScene + "expect:\n  - {at: 1, padding: {min: 1, screen: 2}}\n") == """
        scene.yaml:14:23: error: unknown key 'min' in padding
          - {at: 1, padding: {min: 1, screen: 2}}
                              ^

        """)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var item: String
    var expected: String
    var testDescription: String { name }
  }

  /// Each on line 14 of `minimalScene` plus `expect:`.
  static let errors: [ErrorCase] = [
    ErrorCase(
      name: "an empty range", item: "{at: 1, keyboard: {}}",
      expected: """
        scene.yaml:14:23: error: expect[0].keyboard must have min, max or both; found an empty \
        mapping
          - {at: 1, keyboard: {}}
                              ^

        """),
    ErrorCase(
      name: "min above max", item: "{at: 1, gap: {min: 5, max: 3}}",
      expected: """
        scene.yaml:14:32: error: expect[0].gap.max must be at least min (5); found 3
          - {at: 1, gap: {min: 5, max: 3}}
                                       ^

        """),
    ErrorCase(
      name: "min above max in a container's range",
      item: "{settled: {padding: {screen: {min: 2.5, max: 1}}}}",
      expected: """
        scene.yaml:14:50: error: expect[0].settled.padding.screen.max must be at least min \
        (2.5); found 1
          - {settled: {padding: {screen: {min: 2.5, max: 1}}}}
                                                         ^

        """),
    ErrorCase(
      name: "a string as a bound", item: "{at: 1, covered: {min: x}}",
      expected: """
        scene.yaml:14:28: error: expect[0].covered.min must be a number; found the string 'x'
          - {at: 1, covered: {min: x}}
                                   ^

        """),
    ErrorCase(
      name: "a list as a bound", item: "{at: 1, gap: {max: [2]}}",
      expected: """
        scene.yaml:14:24: error: expect[0].gap.max must be a number; found a list
          - {at: 1, gap: {max: [2]}}
                               ^

        """),
    ErrorCase(
      name: "null as a bound", item: "{at: 1, padding: {min: null}}",
      expected: """
        scene.yaml:14:28: error: expect[0].padding.min must be a number; found null
          - {at: 1, padding: {min: null}}
                                   ^

        """),
    ErrorCase(
      name: "a non-finite bound", item: "{at: 1, gap: {min: -.inf}}",
      expected: """
        scene.yaml:14:24: error: expect[0].gap.min must be a finite number; found -.inf
          - {at: 1, gap: {min: -.inf}}
                               ^

        """),
    ErrorCase(
      name: "an unknown key in a range, with a suggestion", item: "{at: 1, gap: {maxx: 1}}",
      expected: """
        scene.yaml:14:19: error: unknown key 'maxx' in a range; did you mean 'max'?
          - {at: 1, gap: {maxx: 1}}
                          ^

        """),
    ErrorCase(
      name: "an unknown key beside a bound", item: "{at: 1, keyboard: {min: 1, to: 2}}",
      expected: """
        scene.yaml:14:32: error: unknown key 'to' in a range
          - {at: 1, keyboard: {min: 1, to: 2}}
                                       ^

        """),
    ErrorCase(
      name: "a bound given twice", item: "{at: 1, padding: {min: 1, min: 2}}",
      expected: """
        scene.yaml:14:31: error: duplicate key 'min' (first at line 14)
          - {at: 1, padding: {min: 1, min: 2}}
                                      ^

        """),
    ErrorCase(
      name: "a list is no range", item: "{at: 1, gap: [1, 2]}",
      expected: """
        scene.yaml:14:18: error: expect[0].gap must be a number; found a list
          - {at: 1, gap: [1, 2]}
                         ^

        """),
    ErrorCase(
      name: "the list of checks names gap", item: "{at: 1}",
      expected: """
        scene.yaml:14:5: error: an expectation needs at least one check: padding, safeArea, \
        offset, contentInset, keyboard, covered, gap or focus
          - {at: 1}
            ^

        """),
    ErrorCase(
      name: "gap beside always", item: "{always: {focus: none}, gap: 1}",
      expected: """
        scene.yaml:14:29: error: write the checks of 'always' inside it, as always: {gap: ...}
          - {always: {focus: none}, gap: 1}
                                    ^

        """),
  ]

  @Test(arguments: errors) func reportsTheExactMessage(_ testCase: ErrorCase) {
    #expect(diagnostics(minimalScene + "expect:\n  - \(testCase.item)\n") == testCase.expected)
  }
}
