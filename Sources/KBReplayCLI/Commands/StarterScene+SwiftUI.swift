import KeyboardAvoidance
import SceneWriting

extension StarterScene {
  /// The `--swiftui` starter's text: the same sign-in form, laid out in SwiftUI's keyboard safe
  /// area (`keyboardSafeArea: true`, iOS 14 and later) instead of padded by
  /// `keyboardAdaptive()`.
  ///
  /// The form fills the safe area, so its shift while the keyboard is up is the keyboard's
  /// height less the bottom inset, and the password field, whose bottom edge is 134 pt above
  /// the form's, ends 134 pt above the keyboard on every preset.
  ///
  /// - Parameters:
  ///   - title: The scene's title, written as a YAML scalar that reads back unchanged.
  ///   - device: The preset the scene names and whose sizes the frames follow.
  ///   - schema: Where the JSON Schema is, for the editor.
  /// - Returns: The file's contents, ending with a newline.
  static func swiftUIText(title: String, device: Device, schema: SchemaReference) -> String {
    let width = device.screen.width
    let height = device.screen.height
    let top = device.safeArea.top
    let bottom = device.safeArea.bottom
    let keyboard = device.keyboardHeight
    let form = [0, top, width, height - top - bottom]
    let email = [16, top + 141, width - 32, 44]
    let password = [16, height - bottom - 178, width - 32, 44]
    let signIn = [16, height - bottom - 118, width - 32, 50]
    let shift = min(height - top - bottom, max(0, keyboard - bottom))
    return schemaLines(schema) + """
      #
      # A starter scene written by `kbreplay new --swiftui`: a SwiftUI sign-in form on iOS 14
      # or later, where SwiftUI itself moves the form out of the keyboard's way (its keyboard
      # safe area). Change the views and the timeline to describe your screen; kbreplay's
      # docs/scene-format.md describes every key.

      # Required: the title that traces and reports show.
      scene: \(YAMLScalar.text(title))

      # The simulated device; `kbreplay devices` lists the presets.
      device: \(device.name)

      # No avoidance code of your own: SwiftUI's safe area does the lifting. To see what
      # keyboardAdaptive() adds on top of it (the double lift), give the form
      # `keyboardAdaptive: true` as well and replay [classic, adaptive].
      strategy: none

      # The view tree. A frame is [x, y, width, height] in points, origin top-left.
      layout:
        view: form
        frame: \(list(form))
        keyboardSafeArea: true           # laid out in SwiftUI's keyboard safe area; or {align}
        hideKeyboardOnTap: true          # a tap on its background dismisses the keyboard
        children:
          - textField: email
            frame: \(list(email))
          - textField: password
            frame: \(list(password))
          - button: signIn
            frame: \(list(signIn))

      events:
        - {at: 0.2, tap: password}
        - {at: 1.2, focus: none}

      # The form shifts up by its bottom edge less the keyboard's top edge: \
      \(number(height - bottom)) - \(number(height - keyboard)) = \(number(shift)).
      # The password field's bottom edge, 134 pt above the form's, ends 134 pt above the keyboard.
      expect:
        - {at: 1.1, focus: password, keyboard: \(number(keyboard)), safeArea: \(number(shift)), \
      gap: 134}
        - {settled: {covered: 0}}        # never covered once settled
        - {at: end, focus: none, keyboard: 0, safeArea: 0}

      """
  }
}
