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
  // Events and expectations.
  case at, tap, focus, hardwareKeyboard, always, settled, tolerance, padding, covered

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
    case .at: "at"
    case .tap: "tap"
    case .focus: "focus"
    case .hardwareKeyboard: "hardwareKeyboard"
    case .always: "always"
    case .settled: "settled"
    case .tolerance: "tolerance"
    case .padding: "padding"
    case .covered: "covered"
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

  /// The key spelled by `bytes`, if the format knows it.
  ///
  /// - Complexity: A hash of the length and three bytes, then one comparison: this runs for
  ///   every mapping key of every scene, so it avoids making strings.
  @inline(__always)  // Into the tree builder, its one caller.
  init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
    // A method call, not a copy of the table: copying it would retain and release its arrays.
    guard let found = Self.table.index(of: bytes) else { return nil }
    self = Self.table.keys[found]
  }

  /// Every key's spelling in one buffer, and a hash table over them.
  private struct Table {
    var spellings: [UInt8] = []
    /// Where key `i`'s spelling starts in ``spellings`` (at `2i`) and ends (at `2i + 1`).
    var bounds: [Int] = []
    var keys: [SceneKey] = []
    /// `buckets[h]` is the index in ``keys`` of the first key whose ``bucket(of:)`` is `h`, and
    /// `next[i]` that of the next key with the same hash as key `i`; -1 ends a chain. With
    /// today's keys no two share a bucket, but a new key that collides still works.
    var buckets = [Int](repeating: -1, count: 128)
    var next: [Int] = []

    init() {
      precondition(SceneKey.allCases.count <= UInt64.bitWidth, "SceneKey.Set holds 64 keys")
      for key in SceneKey.allCases {
        let start = spellings.count
        spellings += key.name.utf8
        bounds.append(start)
        bounds.append(spellings.count)
        keys.append(key)
        let bucket = spellings.withUnsafeBufferPointer {
          Self.bucket(of: UnsafeBufferPointer(rebasing: $0[start...]))
        }
        next.append(buckets[bucket])
        buckets[bucket] = keys.count - 1
      }
    }

    /// A hash of a non-empty spelling, from 0 to 127.
    static func bucket(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
      let second = bytes[min(1, bytes.count - 1)]
      let mixed = bytes.count &+ 5 &* Int(bytes[0]) &+ 13 &* Int(second)
      return (mixed &+ 14 &* Int(bytes[bytes.count - 1])) & 127
    }

    /// The index in ``keys`` of the key spelled by `bytes`.
    @inline(__always)  // For every mapping key of every scene: the call would cost a third more.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      guard !bytes.isEmpty else { return nil }
      var index = buckets[Self.bucket(of: bytes)]
      while index >= 0 {
        let spelling = bounds[2 * index]..<bounds[2 * index + 1]
        if spelling.count == bytes.count {
          let isMatch = spellings.withUnsafeBufferPointer {
            UnsafeBufferPointer(rebasing: $0[spelling]).hasSameBytes(as: bytes)
          }
          if isMatch { return index }
        }
        index = next[index]
      }
      return nil
    }
  }

  private static let table = Table()
}
