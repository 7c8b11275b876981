/// Every mapping key the scene format knows. The tree builder recognises keys once, as it reads
/// them, so the decoder matches keys by number instead of comparing text again and again.
enum SceneKey: String, CaseIterable {
  // Top level.
  case scene, device, screen, safeArea, keyboard, strategy, system, sampling, layout, events
  case expect
  // Device overrides, system and sampling.
  case width, height, top, bottom, left, right, accessory, focusChangeNotifies, fps, until
  // Views.
  case view, textField, textEditor, button, frame, keyboardAdaptive, hideKeyboardOnTap, children
  case align, animation, margin, curve, duration
  // Events and expectations.
  case at, tap, focus, hardwareKeyboard, always, settled, tolerance, padding, covered

  /// The key spelled by `text`, if the format knows it.
  static func named(_ text: String) -> SceneKey? {
    byName[text]
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
