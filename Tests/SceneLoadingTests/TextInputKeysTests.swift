import KeyboardAvoidance
import SceneModel
import Testing

/// `returnKey`, `toolbar` (docs/scene-format.md#text-inputs-returnkey-and-toolbar) and
/// `key: return` (docs/scene-format.md#events): values, defaults, and every diagnostic as the
/// exact text a user sees.
@Suite struct TextInputKeysTests {
  /// A screen with an email field, to which a case appends the email's further keys and more
  /// children or events.
  static let form = """
    scene: x
    layout:
      view: screen
      frame: [0, 0, 393, 852]
      children:
        - textField: email
          frame: [16, 300, 361, 44]

    """

  @Test func defaultsAreNoneAuthoredAndNoToolbar() throws {
    let scene = try #require(loadScene(minimalScene))
    let email = scene.root.children[0]
    #expect(email.returnKey == nil)
    #expect(email.toolbar == 0)
    #expect(ReturnKeyAction.defaultAction(for: .textField) == .dismiss)
    #expect(ReturnKeyAction.defaultAction(for: .textEditor) == .newline)
  }

  @Test func eachReturnKeyFormAndAToolbarAreRead() throws {
    let yaml =
      Self.form + """
              returnKey: {focus: notes}
              toolbar: 44
            - textEditor: notes
              frame: [16, 400, 361, 120]
              returnKey: dismiss
              toolbar: 0x10
            - textField: code
              frame: [16, 600, 361, 44]
              returnKey: newline
              toolbar: 1e6
        events:
          - {at: 0.5, key: return}
          - {at: 0.6, key: 'return'}

        """
    let scene = try #require(loadScene(yaml))
    let inputs = scene.root.children
    // A forward reference: notes is declared after email.
    #expect(inputs.map(\.returnKey) == [.focus("notes"), .dismiss, .newline])
    #expect(inputs.map(\.toolbar) == [44, 16, 1_000_000])
    #expect(scene.events.map(\.action) == [.returnKey, .returnKey])
    #expect(scene.events[0].location == SourcePosition(line: 19, column: 5))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown id to focus gets a suggestion, even when declared later",
      yaml: form + """
              returnKey: {focus: pasword}
            - textField: password
              frame: [16, 400, 361, 44]

        """,
      expected: """
        scene.yaml:8:26: error: unknown id 'pasword'; did you mean 'password'?
              returnKey: {focus: pasword}
                                 ^

        """),
    Case(
      name: "focus must name a text input",
      yaml: form + """
              returnKey: {focus: submit}
            - button: submit
              frame: [16, 700, 361, 50]

        """,
      expected: """
        scene.yaml:8:26: error: returnKey's focus needs a text input; 'submit' is a button
              returnKey: {focus: submit}
                                 ^

        """),
    Case(
      name: "focus none points at dismiss",
      yaml: form + "      returnKey: {focus: none}\n",
      expected: """
        scene.yaml:8:26: error: returnKey's focus needs a text input's id; to resign, write \
        returnKey: dismiss
              returnKey: {focus: none}
                                 ^

        """),
    Case(
      name: "a misspelt action gets a suggestion",
      yaml: form + "      returnKey: dismis\n",
      expected: """
        scene.yaml:8:18: error: unknown returnKey 'dismis'; did you mean 'dismiss'?
              returnKey: dismis
                         ^

        """),
    Case(
      name: "an unknown action lists the forms",
      yaml: form + "      returnKey: submit\n",
      expected: """
        scene.yaml:8:18: error: unknown returnKey 'submit'; use dismiss, newline or {focus: ID}
              returnKey: submit
                         ^

        """),
    Case(
      name: "a list is the wrong type",
      yaml: form + "      returnKey: [a]\n",
      expected: """
        scene.yaml:8:18: error: layout.children[0].returnKey must be dismiss, newline or \
        {focus: ID}; found a list
              returnKey: [a]
                         ^

        """),
    Case(
      name: "the mapping needs focus, and knows no other key",
      yaml: form + "      returnKey: {fcous: email}\n",
      expected: """
        scene.yaml:8:18: error: missing required key 'focus' in returnKey
              returnKey: {fcous: email}
                         ^
        scene.yaml:8:19: error: unknown key 'fcous' in returnKey; did you mean 'focus'?
              returnKey: {fcous: email}
                          ^

        """),
    Case(
      name: "a negative toolbar",
      yaml: form + "      toolbar: -1\n",
      expected: """
        scene.yaml:8:16: error: layout.children[0].toolbar must be at least 0; found -1
              toolbar: -1
                       ^

        """),
    Case(
      name: "a toolbar beyond the number limit",
      yaml: form + "      toolbar: 2e6\n",
      expected: """
        scene.yaml:8:16: error: layout.children[0].toolbar must be from 0 to 1000000; found 2e6
              toolbar: 2e6
                       ^

        """),
    Case(
      name: "an infinite toolbar",
      yaml: form + "      toolbar: .inf\n",
      expected: """
        scene.yaml:8:16: error: layout.children[0].toolbar must be a finite number; found .inf
              toolbar: .inf
                       ^

        """),
    Case(
      name: "both keys on a button, each at its key",
      yaml: form + """
            - button: submit
              frame: [16, 700, 361, 50]
              returnKey: dismiss
              toolbar: 44

        """,
      expected: """
        scene.yaml:10:7: error: returnKey is only for text inputs (textField, textEditor); \
        'submit' is a button
              returnKey: dismiss
              ^
        scene.yaml:11:7: error: toolbar is only for text inputs (textField, textEditor); \
        'submit' is a button
              toolbar: 44
              ^

        """),
    Case(
      name: "a toolbar on a plain view, and a view to focus",
      yaml: form + """
            - view: header
              frame: [0, 0, 393, 50]
              toolbar: 0
              children:
                - textEditor: notes
                  frame: [0, 0, 1, 1]
                  returnKey: {focus: header}

        """,
      expected: """
        scene.yaml:10:7: error: toolbar is only for text inputs (textField, textEditor); \
        'header' is a view
              toolbar: 0
              ^
        scene.yaml:14:30: error: returnKey's focus needs a text input; 'header' is a view
                  returnKey: {focus: header}
                                     ^

        """),
    Case(
      name: "key presses only return, and the action list names key",
      yaml: form + """
              tolbar: 44
        events:
          - {at: 0.1, key: enter}
          - {at: 0.2, key: 3}
          - {at: 0.3}
          - {at: 0.5, key: return, focus: email}

        """,
      expected: """
        scene.yaml:8:7: error: unknown key 'tolbar' in a view; did you mean 'toolbar'?
              tolbar: 44
              ^
        scene.yaml:10:20: error: events[0].key must be return (the one key an event can press); \
        found the string 'enter'
          - {at: 0.1, key: enter}
                           ^
        scene.yaml:11:20: error: events[1].key must be return (the one key an event can press); \
        found the number 3
          - {at: 0.2, key: 3}
                           ^
        scene.yaml:12:5: error: an event needs one action: tap, focus, keyboard, \
        hardwareKeyboard, key or drag
          - {at: 0.3}
            ^
        scene.yaml:13:28: error: an event has one action; this one already has 'key'
          - {at: 0.5, key: return, focus: email}
                                   ^

        """),
  ]

  @Test(arguments: cases)
  func diagnosticIsRenderedExactly(_ item: Case) {
    #expect(diagnostics(item.yaml) == item.expected)
  }

  /// Each problem is reported with the key path of the id, though ids are checked after the
  /// layout is read.
  @Test func aLateCheckKeepsTheKeyPathOfTheId() throws {
    let yaml = Self.form + "      returnKey: {focus: screen}\n"
    guard case .failure(let failure) = load(yaml) else {
      Issue.record("the scene loaded")
      return
    }
    #expect(failure.diagnostics.map(\.keyPath) == ["layout.children[0].returnKey.focus"])
  }
}
