import SceneModel
import Testing

@testable import CaptureImport

/// Ids from XCUITest's identifier, placeholder or label: ASCII, numbered per kind when empty,
/// never reserved, never twice.
@Suite struct LayoutIDTests {
  struct Folding: Sendable, CustomTestStringConvertible {
    var name: String
    var id: String
    var testDescription: String { name }
  }

  static let foldings = [
    Folding(name: "emailField", id: "emailField"),
    Folding(name: "Sign in", id: "Sign-in"),
    Folding(name: "  Créer un compte → ", id: "Creer-un-compte"),
    Folding(name: "Straße_Nº 5", id: "Strasse-N-5"),
    Folding(name: "Æsir & Œuvre", id: "AEsir-OEuvre"),
    // A decomposed é: the combining accent is dropped, not a dash.
    Folding(name: "cafe\u{301} au lait", id: "cafe-au-lait"),
    Folding(name: "2FA code", id: "_2FA-code"),
    Folding(name: "com.example.login_button", id: "com-example-login-button"),
    Folding(name: "パスワード", id: ""),
    Folding(name: "★ 4.5", id: "_4-5"),
    Folding(name: "", id: ""),
  ]

  @Test(arguments: foldings) func namesFoldToASCII(_ folding: Folding) {
    #expect(LayoutIDs.folded(folding.name) == folding.id)
  }

  /// KIND-N counts the views so named, per kind, in document order; reserved words get
  /// `-view`; duplicates get the first free `-2`, `-3`, ... in document order, past ids the
  /// scene holds anyway.
  @Test func idsAreNumberedReservedAndUnique() {
    let ids = LayoutIDs.ids(for: [
      (.textField, "email"), (.textField, nil), (.button, "★"), (.textField, "Email"),
      (.button, nil), (.view, nil), (.scrollView, nil), (.textEditor, "  "),
      (.button, "none"), (.button, "keyboard"), (.view, "screen"), (.textField, "email"),
      (.textField, "email-2"), (.textField, "email"), (.button, "button 1"),
      (.view, "view-1"),
    ])
    #expect(
      ids == [
        "email", "text-field-1", "button-1", "Email", "button-2", "view-1", "scroll-view-1",
        "text-editor-1", "none-view", "keyboard-view", "screen-view", "email-3", "email-2",
        "email-4", "button-1-2", "view-1-2",
      ])
  }

  /// A dump's ids land in the scene, and the scene lints with them.
  @Test func aDumpsIDsAreTheScenes() throws {
    let dump = """
      Window (Main), 0x1, {{0.0, 0.0}, {393.0, 852.0}}
        TextField, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'screen', label: 'x'
        TextField, 0x3, {{0.0, 10.0}, {10.0, 10.0}}, placeholderValue: 'Nom d’utilisateur', value: x
        TextField, 0x4, {{0.0, 20.0}, {10.0, 10.0}}, label: 'Nom d\\'utilisateur'
        Button, 0x5, {{0.0, 30.0}, {10.0, 10.0}}, identifier: '', label: 'OK, go'
        Button, 0x6, {{0.0, 40.0}, {10.0, 10.0}}, label: 'It's, fine'

      """
    let scene = try LayoutImporter.scene(fromDump: Array(dump.utf8), path: "d", device: nil).get()
    #expect(
      scene.fieldIDs == ["screen-view", "Nom-d-utilisateur", "Nom-d-utilisateur-2"])
    #expect(scene.text.contains("- button: OK-go\n"))
    #expect(scene.text.contains("- button: It-s-fine\n"))
  }
}
