import KeyboardAvoidance
import SceneModel
import Testing

/// Scroll views, their keys (docs/scene-format.md#scroll-views) and the `offset` and
/// `contentInset` checks (docs/scene-format.md#expectations): what loads, and every problem as
/// the exact text a user sees.
@Suite struct ScrollViewDecodingTests {
  /// A scene whose root, a plain screen, has `children` (indented as its list items), with
  /// `rest` appended.
  static func scene(_ children: String, _ rest: String = "") -> String {
    "scene: x\nlayout:\n  view: screen\n  frame: [0, 0, 393, 852]\n  children:\n" + children
      + rest
  }

  static let feed = """
        - scrollView: feed
          frame: [0, 59, 393, 759]
          children:
            - textField: email
              frame: [16, 900, 361, 44]

    """

  @Test func aScrollViewGetsDefaultSettingsAndItsInputsTheKindsDefault() throws {
    let scene = try #require(loadScene(Self.scene(Self.feed)))
    let feed = scene.root.children[0]
    #expect(feed.kind == .scrollView)
    #expect(feed.scroll == ScrollSettings(contentHeight: nil, dismissMode: .never))
    #expect(feed.keyboardSafeArea == nil)
    #expect(feed.children[0].scrollsIntoView == nil)
    #expect(feed.children[0].scroll == nil)
    #expect(scene.root.scroll == nil)
    #expect(ViewNode.scrollsIntoViewByDefault(.textField))
    #expect(!ViewNode.scrollsIntoViewByDefault(.textEditor))
  }

  @Test func everyKeyOfAScrollViewAndItsInputsIsRead() throws {
    let yaml = Self.scene(
      """
          - scrollView: feed
            frame: [0, 59, 393, 759]
            contentHeight: 759
            keyboardDismissMode: interactive
            keyboardSafeArea: true
            hideKeyboardOnTap: true
            children:
              - textField: email
                frame: [16, 900, 361, 44]
                scrollsIntoView: false
              - textEditor: notes
                frame: [16, 1000, 361, 120]
                scrollsIntoView: true
          - scrollView: list
            frame: [0, 59, 393, 759]
            contentHeight: 2e3
            keyboardDismissMode: onDrag
          - scrollView: quiet
            frame: [0, 59, 393, 759]
            keyboardDismissMode: none
            keyboardSafeArea: {}

      """)
    let scene = try #require(loadScene(yaml))
    let views = scene.root.children
    #expect(
      views.map(\.scroll) == [
        ScrollSettings(contentHeight: 759, dismissMode: .interactive),
        ScrollSettings(contentHeight: 2000, dismissMode: .onDrag),
        ScrollSettings(contentHeight: nil, dismissMode: .never),
      ])
    // A scroll view's keyboardSafeArea takes no align: its content does not move.
    #expect(views.map(\.keyboardSafeArea) == [SafeAreaContainer(align: .bottom), nil, .init()])
    #expect(views[0].hidesKeyboardOnTap)
    #expect(views[0].children.map(\.scrollsIntoView) == [false, true])
  }

  /// Adaptive containers may sit inside a scroll view, and a plain scroll view inside a
  /// container of either kind; a scroll view's keyboardSafeArea is no container for the
  /// nesting rule, so an adaptive container may be inside it.
  @Test func containersAndScrollViewsMayHoldEachOther() throws {
    let yaml = Self.scene(
      """
          - view: form
            frame: [0, 59, 393, 300]
            keyboardAdaptive: true
            children:
              - scrollView: top
                frame: [0, 59, 393, 300]
          - view: sheet
            frame: [0, 400, 393, 400]
            keyboardSafeArea: true
            children:
              - scrollView: bottom
                frame: [0, 400, 393, 400]
          - scrollView: feed
            frame: [0, 59, 393, 759]
            keyboardSafeArea: true
            children:
              - view: card
                frame: [0, 59, 393, 1200]
                keyboardAdaptive: {align: center}

      """,
      """
      expect:
        - {at: 0.5, padding: {form: 0, card: 0}, safeArea: {sheet: 0, feed: {max: 0}}}

      """)
    let scene = try #require(loadScene(yaml))
    #expect(scene.root.children.map { $0.children[0].kind } == [.scrollView, .scrollView, .view])
    #expect(scene.root.children[2].children[0].adaptive?.align == .center)
  }

  @Test func offsetAndContentInsetChecksAreShapedLikePadding() throws {
    let one = Self.scene(
      Self.feed,
      """
      expect:
        - {at: 0.5, offset: 12, contentInset: {min: 0, max: 336}}
        - {always: {offset: {feed: {min: 0}}, contentInset: {feed: 0}}}

      """)
    #expect(
      try #require(loadScene(one)).expectations.map(\.checks) == [
        [
          .offset(scrollView: "feed", .exactly(12)),
          .contentInset(scrollView: "feed", .between(min: 0, max: 336)),
        ],
        [.offset(scrollView: "feed", .atLeast(0)), .contentInset(scrollView: "feed", .exactly(0))],
      ])
    // A scroll view named `min` makes the mapping a value per scroll view.
    let named = Self.scene(
      "    - scrollView: min\n      frame: [0, 59, 393, 759]\n",
      "expect:\n  - {at: 0.5, offset: {min: 3}}\n")
    #expect(
      try #require(loadScene(named)).expectations.first?.checks == [
        .offset(scrollView: "min", .exactly(3))
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
      name: "nested scroll views",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              children:
                - scrollView: inner
                  frame: [0, 100, 393, 300]

        """),
      expected: """
        scene.yaml:9:23: error: scroll views cannot be nested; this scroll view is inside 'feed'
                - scrollView: inner
                              ^

        """),
    Case(
      name: "keyboardAdaptive on a scroll view",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              keyboardAdaptive: {align: top}

        """),
      expected: """
        scene.yaml:8:7: error: keyboardAdaptive cannot be on a scroll view; put it on a view \
        inside or around 'feed'
              keyboardAdaptive: {align: top}
              ^

        """),
    Case(
      name: "a scroll view's keyboardSafeArea inside an adaptive container",
      yaml: scene(
        """
            - view: form
              frame: [0, 59, 393, 759]
              keyboardAdaptive: true
              children:
                - scrollView: feed
                  frame: [0, 59, 393, 759]
                  keyboardSafeArea: true

        """),
      expected: """
        scene.yaml:12:29: error: a scroll view with keyboardSafeArea cannot be inside a \
        container; this scroll view is inside 'form'
                  keyboardSafeArea: true
                                    ^

        """),
    Case(
      name: "a scroll view's keyboardSafeArea inside a safe-area container",
      yaml: scene(
        """
            - view: form
              frame: [0, 59, 393, 759]
              keyboardSafeArea: true
              children:
                - scrollView: feed
                  frame: [0, 59, 393, 759]
                  keyboardSafeArea: {}

        """),
      expected: """
        scene.yaml:12:29: error: a scroll view with keyboardSafeArea cannot be inside a \
        container; this scroll view is inside 'form'
                  keyboardSafeArea: {}
                                    ^

        """),
    Case(
      name: "a scroll view's keyboardSafeArea with an align",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              keyboardSafeArea: {align: bottom}

        """),
      expected: """
        scene.yaml:8:26: error: keyboardSafeArea on a scroll view moves no content, so it \
        takes no align; write keyboardSafeArea: true
              keyboardSafeArea: {align: bottom}
                                 ^

        """),
    Case(
      name: "a safe-area container inside a scroll view",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              children:
                - view: form
                  frame: [0, 59, 393, 759]
                  keyboardSafeArea: true

        """),
      expected: """
        scene.yaml:11:29: error: a safe-area container cannot be inside a scroll view; this \
        view is inside 'feed'
                  keyboardSafeArea: true
                                    ^

        """),
    Case(
      name: "content lower than the viewport",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              contentHeight: 700.5

        """),
      expected: """
        scene.yaml:8:22: error: layout.children[0].contentHeight must be at least the frame's \
        height (759); found 700.5
              contentHeight: 700.5
                             ^

        """),
    Case(
      name: "a negative content height",
      yaml: scene(
        "    - scrollView: feed\n      frame: [0, 59, 393, 759]\n      contentHeight: -1\n"),
      expected: """
        scene.yaml:8:22: error: layout.children[0].contentHeight must be at least the frame's \
        height (759); found -1
              contentHeight: -1
                             ^

        """),
    Case(
      name: "a content height past every length's range",
      yaml: scene(
        "    - scrollView: feed\n      frame: [0, 59, 393, 759]\n      contentHeight: 1e300\n"),
      expected: """
        scene.yaml:8:22: error: layout.children[0].contentHeight must be from 759 to 1000000; \
        found 1e300
              contentHeight: 1e300
                             ^

        """),
    Case(
      name: "scroll-view keys elsewhere, and scrollsIntoView on a button",
      yaml: scene(
        """
            - view: form
              frame: [0, 59, 393, 759]
              contentHeight: 1000
              children:
                - textField: email
                  frame: [16, 300, 361, 44]
                  keyboardDismissMode: onDrag
                - button: go
                  frame: [16, 400, 361, 44]
                  scrollsIntoView: true

        """),
      expected: """
        scene.yaml:8:7: error: contentHeight is only for scroll views (scrollView); 'form' is a \
        view
              contentHeight: 1000
              ^
        scene.yaml:12:11: error: keyboardDismissMode is only for scroll views (scrollView); \
        'email' is a textField
                  keyboardDismissMode: onDrag
                  ^
        scene.yaml:15:11: error: scrollsIntoView is only for text inputs (textField, \
        textEditor); 'go' is a button
                  scrollsIntoView: true
                  ^

        """),
    Case(
      name: "unknown dismiss modes, with and without a suggestion, and a wrong type",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 759]
              keyboardDismissMode: ondrag
            - scrollView: feed2
              frame: [0, 59, 393, 759]
              keyboardDismissMode: always
            - scrollView: feed3
              frame: [0, 59, 393, 759]
              keyboardDismissMode: [none]

        """),
      expected: """
        scene.yaml:8:28: error: unknown keyboardDismissMode 'ondrag'; did you mean 'onDrag'?
              keyboardDismissMode: ondrag
                                   ^
        scene.yaml:11:28: error: unknown keyboardDismissMode 'always'; use none, onDrag or \
        interactive
              keyboardDismissMode: always
                                   ^
        scene.yaml:14:28: error: layout.children[2].keyboardDismissMode must be none, onDrag or \
        interactive; found a list
              keyboardDismissMode: [none]
                                   ^

        """),
    Case(
      name: "scrollsIntoView's spelling and values, and the kinds a view may have",
      yaml: scene(
        """
            - textField: email
              frame: [16, 300, 361, 44]
              scrollsIntoView: yes
              scrolsIntoView: true
            - scrollview: x
              frame: [0, 0, 1, 1]

        """),
      expected: """
        scene.yaml:8:24: error: layout.children[0].scrollsIntoView must be true or false; \
        'yes' is a string in YAML 1.2
              scrollsIntoView: yes
                               ^
        scene.yaml:9:7: error: unknown key 'scrolsIntoView' in a view; did you mean \
        'scrollsIntoView'?
              scrolsIntoView: true
              ^
        scene.yaml:10:7: error: unknown key 'scrollview' in a view; did you mean 'scrollView'?
            - scrollview: x
              ^
        scene.yaml:10:7: error: a view needs one kind key: view, textField, textEditor, button \
        or scrollView
            - scrollview: x
              ^

        """),
    Case(
      name: "offset and contentInset checks without scroll views",
      yaml: """
        scene: x
        layout: {view: a, frame: [0, 0, 1, 1]}
        expect:
          - {at: 0.5, offset: 3}
          - {always: {contentInset: {min: 0}}}

        """,
      expected: """
        scene.yaml:4:23: error: an offset check needs a scroll view; this scene has none
          - {at: 0.5, offset: 3}
                              ^
        scene.yaml:5:29: error: a contentInset check needs a scroll view; this scene has none
          - {always: {contentInset: {min: 0}}}
                                    ^

        """),
    Case(
      name: "checks with two scroll views, an unknown one, a misspelt check and none",
      yaml: scene(
        """
            - scrollView: feed
              frame: [0, 59, 393, 300]
            - scrollView: list
              frame: [0, 400, 393, 300]

        """,
        """
        expect:
          - {at: 0.5, contentInset: 3}
          - {at: 0.5, offset: {lists: 3}}
          - {at: 0.5, ofset: 3}
          - {at: 0.5}

        """),
      expected: """
        scene.yaml:11:29: error: this scene has 2 scroll views (feed, list); name one, as \
        contentInset: {feed: ...}
          - {at: 0.5, contentInset: 3}
                                    ^
        scene.yaml:12:24: error: unknown key 'lists' in offset; did you mean 'list'?
          - {at: 0.5, offset: {lists: 3}}
                               ^
        scene.yaml:13:5: error: an expectation needs at least one check: padding, safeArea, \
        offset, contentInset, keyboard, covered, gap or focus
          - {at: 0.5, ofset: 3}
            ^
        scene.yaml:13:15: error: unknown key 'ofset' in an expectation; did you mean 'offset'?
          - {at: 0.5, ofset: 3}
                      ^
        scene.yaml:14:5: error: an expectation needs at least one check: padding, safeArea, \
        offset, contentInset, keyboard, covered, gap or focus
          - {at: 0.5}
            ^

        """),
  ]

  @Test(arguments: cases)
  func diagnostic(_ example: Case) {
    #expect(diagnostics(example.yaml) == example.expected)
  }
}
