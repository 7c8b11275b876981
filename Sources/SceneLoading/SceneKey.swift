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

  /// The key spelled by `bytes`, if the format knows it.
  init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count < Self.byLength.count else { return nil }
    for (spelling, key) in Self.byLength[bytes.count] where spelling.elementsEqual(bytes) {
      self = key
      return
    }
    return nil
  }

  /// The keys grouped by the length of their spelling, so a lookup compares few candidates.
  private static let byLength: [[(spelling: [UInt8], key: SceneKey)]] = {
    var table = [[(spelling: [UInt8], key: SceneKey)]](repeating: [], count: 20)
    for key in allCases {
      table[key.rawValue.utf8.count].append((Array(key.rawValue.utf8), key))
    }
    return table
  }()
}
