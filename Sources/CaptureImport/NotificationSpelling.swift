import KeyboardAvoidance

/// The notification names a log may write: the six of ``KeyboardNotification/Name``, spelt as
/// the scene format spells them (`keyboardWillShow`) or as UIKit names the notifications
/// (`UIKeyboardWillShowNotification`, `UIResponder.keyboardWillShowNotification.rawValue`).
enum NotificationSpelling {
  /// The name `text` spells, if any.
  static func name(_ text: String) -> KeyboardNotification.Name? {
    if let name = KeyboardNotification.Name(rawValue: text) { return name }
    guard text.hasPrefix("UIKeyboard"), text.hasSuffix("Notification") else { return nil }
    let core = text.dropFirst("UIKeyboard".count).dropLast("Notification".count)
    return KeyboardNotification.Name(rawValue: "keyboard" + core)
  }

  /// The short spellings, for suggestions and messages.
  static let names = KeyboardNotification.Name.allCases.map(\.rawValue)

  /// UIKit's spellings, for suggestions in UIKit's logs.
  static let uikitNames = KeyboardNotification.Name.allCases.map {
    "UIKeyboard" + $0.rawValue.dropFirst("keyboard".count) + "Notification"
  }
}
