/// Every mapping key the scene format knows. The tree builder recognises keys once, as it reads
/// them, so the decoder matches keys by number instead of comparing text again and again.
enum SceneKey: UInt8, CaseIterable {
  // Top level.
  case scene, device, screen, safeArea, keyboard, strategy, system, sampling, layout, events
  case expect
  // Device overrides, system and sampling.
  case width, height, top, bottom, left, right, accessory, focusChangeNotifies, fps, until
  // Views.
  case view, textField, textEditor, button, frame, keyboardAdaptive, hideKeyboardOnTap, children
  case align, animation, margin, curve, duration
  // SwiftUI's keyboard safe area (its check, `safeArea`, is spelled as the top-level key).
  case keyboardSafeArea
  // Text inputs (docs/scene-format.md#text-inputs-returnkey-and-toolbar) and the return key.
  case returnKey, toolbar, key
  // Scroll views (docs/scene-format.md#scroll-views).
  case scrollView, contentHeight, keyboardDismissMode, scrollsIntoView
  // Events and expectations.
  case at, tap, focus, hardwareKeyboard, always, settled, tolerance, padding, covered, gap
  // Drags (docs/scene-format.md#drag) and the scroll views' checks.
  case drag, from, to, offset, contentInset
  // Ranges of numeric checks.
  case min, max

  /// The key as a scene file spells it.
  var name: String {
    switch self {
    case .scene: "scene"
    case .device: "device"
    case .screen: "screen"
    case .safeArea: "safeArea"
    case .keyboard: "keyboard"
    case .strategy: "strategy"
    case .system: "system"
    case .sampling: "sampling"
    case .layout: "layout"
    case .events: "events"
    case .expect: "expect"
    case .width: "width"
    case .height: "height"
    case .top: "top"
    case .bottom: "bottom"
    case .left: "left"
    case .right: "right"
    case .accessory: "accessory"
    case .focusChangeNotifies: "focusChangeNotifies"
    case .fps: "fps"
    case .until: "until"
    case .view: "view"
    case .textField: "textField"
    case .textEditor: "textEditor"
    case .button: "button"
    case .frame: "frame"
    case .keyboardAdaptive: "keyboardAdaptive"
    case .hideKeyboardOnTap: "hideKeyboardOnTap"
    case .children: "children"
    case .align: "align"
    case .animation: "animation"
    case .margin: "margin"
    case .curve: "curve"
    case .duration: "duration"
    case .keyboardSafeArea: "keyboardSafeArea"
    case .returnKey: "returnKey"
    case .toolbar: "toolbar"
    case .key: "key"
    case .scrollView: "scrollView"
    case .contentHeight: "contentHeight"
    case .keyboardDismissMode: "keyboardDismissMode"
    case .scrollsIntoView: "scrollsIntoView"
    case .at: "at"
    case .tap: "tap"
    case .focus: "focus"
    case .hardwareKeyboard: "hardwareKeyboard"
    case .always: "always"
    case .settled: "settled"
    case .tolerance: "tolerance"
    case .padding: "padding"
    case .covered: "covered"
    case .gap: "gap"
    case .drag: "drag"
    case .from: "from"
    case .to: "to"
    case .offset: "offset"
    case .contentInset: "contentInset"
    case .min: "min"
    case .max: "max"
    }
  }

  /// A set of keys, one bit each, for checking a mapping's keys without arrays or hashing.
  struct Set {
    private var bits: UInt64 = 0

    init() {}

    init(_ keys: [SceneKey]) {
      for key in keys { insert(key) }
    }

    func contains(_ key: SceneKey) -> Bool {
      bits & Self.bit(key) != 0
    }

    mutating func insert(_ key: SceneKey) {
      bits |= Self.bit(key)
    }

    private static func bit(_ key: SceneKey) -> UInt64 {
      1 << UInt64(key.rawValue)
    }
  }

  /// The keys allowed in a mapping: in order, for messages, and as a set, for checking.
  struct Allowed: ExpressibleByArrayLiteral {
    let keys: [SceneKey]
    let set: Set

    init(_ keys: [SceneKey]) {
      self.keys = keys
      set = Set(keys)
    }

    init(arrayLiteral keys: SceneKey...) {
      self.init(keys)
    }
  }
}
