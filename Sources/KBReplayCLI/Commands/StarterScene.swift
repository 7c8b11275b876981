@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneWriting
import Support

/// The commented scene `kbreplay new` writes: a sign-in form sized for the chosen device, whose
/// password field sits where the keyboard will appear.
///
/// The frames follow the device (the form fills the safe area; the password field is 178 pt
/// above its bottom, which every preset's keyboard covers), so the starter lints clean and its
/// expectations hold on every preset.
enum StarterScene {
  /// How the starter points editors at the JSON Schema for scene files.
  enum SchemaReference: Equatable {
    /// The schema's path relative to the scene's folder, as the YAML language server reads it.
    case relativePath(String)
    /// No schema was found above the scene's folder: the starter says how to configure it.
    case notFound
  }

  /// The starter scene's text.
  ///
  /// - Parameters:
  ///   - title: The scene's title, written as a YAML scalar that reads back unchanged.
  ///   - device: The preset the scene names and whose sizes the frames follow.
  ///   - schema: Where the JSON Schema is, for the editor.
  /// - Returns: The file's contents, ending with a newline.
  static func text(title: String, device: Device, schema: SchemaReference) -> String {
    let width = device.screen.width
    let height = device.screen.height
    let top = device.safeArea.top
    let bottom = device.safeArea.bottom
    let form = [0, top, width, height - top - bottom]
    let email = [16, top + 141, width - 32, 44]
    let password = [16, height - bottom - 178, width - 32, 44]
    let signIn = [16, height - bottom - 118, width - 32, 50]
    return schemaLines(schema) + """
      #
      # A starter scene written by `kbreplay new`: a sign-in form whose password field sits
      # where the keyboard will appear. Change the views and the timeline to describe your
      # screen; kbreplay's docs/scene-format.md describes every key.

      # Required: the title that traces and reports show.
      scene: \(YAMLScalar.text(title))

      # The simulated device; `kbreplay devices` lists the presets. `screen`, `safeArea` and
      # `keyboard` override its values, for example keyboard: {height: 291}.
      device: \(device.name)

      # The strategies to replay, one run each: none, naive, classic, adaptive.
      strategy: [classic, adaptive]

      # The view tree. A frame is [x, y, width, height] in points, origin top-left.
      layout:
        view: form                       # the kind (view, textField, textEditor, button): the id
        frame: \(list(form))
        keyboardAdaptive: true           # pads its bottom for the keyboard; or {align, margin}
        hideKeyboardOnTap: true          # a tap on its background dismisses the keyboard
        children:                        # later children are drawn on top
          - textField: email
            frame: \(list(email))
          - textField: password
            frame: \(list(password))
          - button: signIn
            frame: \(list(signIn))

      # The timeline, in seconds: taps (a view's centre or a point [x, y]), focus changes,
      # keyboard: {height} or {frame}, and hardwareKeyboard: true or false.
      events:
        - {at: 0.2, tap: password}
        - {at: 1.2, focus: none}         # resigns the first responder, as @FocusState would

      # Checks; a failed one fails the scene. `at: end` is the last sample.
      expect:
        - {at: 1.1, focus: password, keyboard: \(number(device.keyboardHeight))}
        - {settled: {covered: 0}, strategy: adaptive}   # never covered once settled
        - {at: end, focus: none, keyboard: 0}

      """
  }

  /// The first lines: the language server's modeline, or how to set the schema up.
  static func schemaLines(_ schema: SchemaReference) -> String {
    switch schema {
    case .relativePath(let path):
      return "# yaml-language-server: $schema=\(path)\n"
    case .notFound:
      return """
        # Editor support: kbreplay's JSON Schema for scenes is Schema/scene.schema.json in its
        # repository. Point your YAML language server at it (docs/scene-format.md, "Editor
        # support"), or start this file with a yaml-language-server $schema comment that
        # gives the schema's path relative to this file.

        """
    }
  }

  /// A title derived from a file name: `login-form.yaml` gives `Login form`.
  ///
  /// - Parameter fileName: The file's name, with or without folders and extension.
  /// - Returns: The words of the name, the first capitalised; `New scene` when there are none.
  static func title(forFileNamed fileName: String) -> String {
    var name = Substring(
      fileName.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    let words = name.split { $0 == "-" || $0 == "_" || $0 == " " }.joined(separator: " ")
    guard let first = words.first else { return "New scene" }
    return first.uppercased() + words.dropFirst()
  }

  static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  static func number(_ value: Double) -> String {
    DecimalFormat.compact(value)
  }
}
