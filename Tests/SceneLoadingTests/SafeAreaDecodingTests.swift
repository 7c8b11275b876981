import Foundation
import SceneLoading
import SceneModel
import Testing

/// `keyboardSafeArea` (docs/scene-format.md#keyboardsafearea-swiftuis-own-avoidance) and the
/// `safeArea` check (docs/scene-format.md#expectations): what loads, and every problem as the
/// exact text a user sees.
@Suite struct SafeAreaDecodingTests {
  /// A scene whose root is `root` (indented as a `layout:` value), with `expect` appended.
  static func scene(_ root: String, expect: String = "") -> String {
    "scene: x\nstrategy: [classic, adaptive]\nlayout:\n" + root + expect
  }

  static let safeAreaForm = """
      view: form
      frame: [0, 59, 393, 759]
      keyboardSafeArea: true
      children:
        - textField: name
          frame: [16, 640, 361, 44]

    """

  @Test func trueMeansBottomAndAMappingGivesTheAlignment() throws {
    let plain = try #require(loadScene(Self.scene(Self.safeAreaForm)))
    #expect(plain.root.keyboardSafeArea == SafeAreaContainer(align: .bottom))
    #expect(plain.root.adaptive == nil)
    let centred = Self.safeAreaForm.replacingFirst(
      "keyboardSafeArea: true", with: "keyboardSafeArea: {align: center}")
    let scene = try #require(loadScene(Self.scene(centred)))
    #expect(scene.root.keyboardSafeArea == SafeAreaContainer(align: .center))
    let off = Self.safeAreaForm.replacingFirst(
      "keyboardSafeArea: true", with: "keyboardSafeArea: false")
    #expect(try #require(loadScene(Self.scene(off))).root.keyboardSafeArea == nil)
  }

  @Test func onAnAdaptiveContainerTheContainersAlignApplies() throws {
    let root = Self.safeAreaForm.replacingFirst(
      "keyboardSafeArea: true", with: "keyboardAdaptive: {align: top}\n  keyboardSafeArea: true")
    let scene = try #require(loadScene(Self.scene(root)))
    #expect(scene.root.adaptive?.align == .top)
    #expect(scene.root.keyboardSafeArea == SafeAreaContainer(align: .top))
  }

  @Test func safeAreaChecksAreNumbersRangesOrPerContainer() throws {
    let one = Self.scene(
      Self.safeAreaForm,
      expect: "expect:\n  - {at: 0.5, safeArea: 302}\n  - {always: {safeArea: {min: 0}}}\n")
    let scene = try #require(loadScene(one))
    #expect(
      scene.expectations.map(\.checks) == [
        [.safeArea(container: "form", .exactly(302))],
        [.safeArea(container: "form", .atLeast(0))],
      ])
    let named = Self.scene(
      Self.safeAreaForm, expect: "expect:\n  - {at: 0.5, safeArea: {form: {max: 302}}}\n")
    #expect(
      try #require(loadScene(named)).expectations.first?.checks == [
        .safeArea(container: "form", .atMost(302))
      ])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "on a text field",
      yaml: scene(
        """
          view: form
          frame: [0, 59, 393, 759]
          children:
            - textField: name
              frame: [16, 640, 361, 44]
              keyboardSafeArea: true

        """),
      expected: """
        scene.yaml:9:7: error: keyboardSafeArea can only be on a view or a scrollView; 'name' \
        is a textField
              keyboardSafeArea: true
              ^

        """),
    Case(
      name: "its own align on an adaptive container",
      yaml: scene(
        """
          view: form
          frame: [0, 59, 393, 759]
          keyboardAdaptive: {align: center}
          keyboardSafeArea: {align: center}

        """),
      expected: """
        scene.yaml:7:22: error: keyboardSafeArea on an adaptive container moves content by its keyboardAdaptive align (center); remove this \
        align
          keyboardSafeArea: {align: center}
                             ^

        """),
    Case(
      name: "nested safe-area containers",
      yaml: scene(
        """
          view: form
          frame: [0, 59, 393, 759]
          keyboardSafeArea: true
          children:
            - view: inner
              frame: [0, 100, 393, 300]
              keyboardSafeArea: {align: top}

        """),
      expected: """
        scene.yaml:10:25: error: safe-area containers cannot be nested; this view is inside \
        'form'
              keyboardSafeArea: {align: top}
                                ^

        """),
    Case(
      name: "a safe-area container inside an adaptive one",
      yaml: scene(
        """
          view: form
          frame: [0, 59, 393, 759]
          keyboardAdaptive: true
          children:
            - view: inner
              frame: [0, 100, 393, 300]
              keyboardSafeArea: true

        """),
      expected: """
        scene.yaml:10:25: error: a safe-area container cannot be inside an adaptive \
        container; this view is inside 'form'
              keyboardSafeArea: true
                                ^

        """),
    Case(
      name: "an adaptive container inside a safe-area one",
      yaml: scene(
        """
          view: form
          frame: [0, 59, 393, 759]
          keyboardSafeArea: true
          children:
            - view: inner
              frame: [0, 100, 393, 300]
              keyboardAdaptive: true

        """),
      expected: """
        scene.yaml:10:25: error: an adaptive container cannot be inside a safe-area \
        container; this view is inside 'form'
              keyboardAdaptive: true
                                ^

        """),
    Case(
      name: "a wrong type",
      yaml: scene("  view: form\n  frame: [0, 59, 393, 759]\n  keyboardSafeArea: 3\n"),
      expected: """
        scene.yaml:6:21: error: layout.keyboardSafeArea must be true or false; found the \
        number 3
          keyboardSafeArea: 3
                            ^

        """),
    Case(
      name: "an unknown key inside, with a suggestion",
      yaml: scene(
        "  view: form\n  frame: [0, 59, 393, 759]\n  keyboardSafeArea: {alignn: top}\n"),
      expected: """
        scene.yaml:6:22: error: unknown key 'alignn' in keyboardSafeArea; did you mean \
        'align'?
          keyboardSafeArea: {alignn: top}
                             ^

        """),
    Case(
      name: "a misspelt key on a view",
      yaml: scene("  view: form\n  frame: [0, 59, 393, 759]\n  keyboardSafearea: true\n"),
      expected: """
        scene.yaml:6:3: error: unknown key 'keyboardSafearea' in a view; did you mean \
        'keyboardSafeArea'?
          keyboardSafearea: true
          ^

        """),
    Case(
      name: "a safeArea check without safe-area containers",
      yaml: scene(
        "  view: form\n  frame: [0, 59, 393, 759]\n  keyboardAdaptive: true\n",
        expect: "expect:\n  - {at: 0.5, safeArea: 302}\n"),
      expected: """
        scene.yaml:8:25: error: a safeArea check needs a safe-area \
        container; this scene has none
          - {at: 0.5, safeArea: 302}
                                ^

        """),
    Case(
      name: "a number with two safe-area containers",
      yaml: scene(
        """
          view: root
          frame: [0, 0, 393, 852]
          children:
            - view: top
              frame: [0, 0, 393, 400]
              keyboardSafeArea: true
            - view: bottom
              frame: [0, 400, 393, 452]
              keyboardSafeArea: true

        """, expect: "expect:\n  - {at: 0.5, safeArea: 302}\n"),
      expected: """
        scene.yaml:14:25: error: this scene has 2 safe-area containers \
        (top, bottom); name one, as safeArea: {top: ...}
          - {at: 0.5, safeArea: 302}
                                ^

        """),
    Case(
      name: "an unknown id in a safeArea check",
      yaml: scene(Self.safeAreaForm, expect: "expect:\n  - {at: 0.5, safeArea: {forms: 302}}\n"),
      expected: """
        scene.yaml:11:26: error: unknown key 'forms' in safeArea; did you \
        mean 'form'?
          - {at: 0.5, safeArea: {forms: 302}}
                                 ^

        """),
    Case(
      name: "a misspelt check",
      yaml: scene(Self.safeAreaForm, expect: "expect:\n  - {at: 0.5, safearea: 302}\n"),
      expected: """
        scene.yaml:11:5: error: an expectation needs at least one check: padding, safeArea, \
        offset, contentInset, keyboard, covered, gap or focus
          - {at: 0.5, safearea: 302}
            ^
        scene.yaml:11:15: error: unknown key 'safearea' in an expectation; did you \
        mean 'safeArea'?
          - {at: 0.5, safearea: 302}
                      ^

        """),
    Case(
      name: "an expectation without checks lists safeArea",
      yaml: scene(Self.safeAreaForm, expect: "expect:\n  - {always: {}}\n"),
      expected: """
        scene.yaml:11:14: error: an expectation needs at least one check: \
        padding, safeArea, offset, contentInset, keyboard, covered, gap or focus
          - {always: {}}
                     ^

        """),
  ]

  @Test(arguments: cases)
  func diagnostic(_ example: Case) {
    #expect(diagnostics(example.yaml) == example.expected)
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    var text = self
    text.replaceSubrange(range, with: replacement)
    return text
  }
}
