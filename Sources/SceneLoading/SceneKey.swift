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
  ///
  /// - Complexity: Compares `bytes` with the few keys of the same length: this runs for every
  ///   mapping key of every scene, so it avoids making strings.
  init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
    // A method call, not a copy of the table: copying it would retain and release its arrays.
    guard let found = Self.table.index(of: bytes) else { return nil }
    self = Self.table.keys[found]
  }

  /// Every key's spelling in one buffer, ordered by length, with an index by length.
  private struct Table {
    var spellings: [UInt8] = []
    var starts: [Int] = []
    var keys: [SceneKey] = []
    /// `firstOfLength[n]` is the index in `keys` of the first key of length `n` (or more).
    var firstOfLength: [Int] = []

    init() {
      let sorted = SceneKey.allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
      let longest = sorted.last?.rawValue.utf8.count ?? 0
      for length in 0...longest + 1 {
        firstOfLength.append(sorted.firstIndex { $0.rawValue.utf8.count >= length } ?? sorted.count)
      }
      for key in sorted {
        starts.append(spellings.count)
        spellings += key.rawValue.utf8
        keys.append(key)
      }
    }

    /// The index in ``keys`` of the key spelled by `bytes`.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      guard bytes.count + 1 < firstOfLength.count, let first = bytes.first else { return nil }
      return spellings.withUnsafeBufferPointer { spellings in
        for index in firstOfLength[bytes.count]..<firstOfLength[bytes.count + 1] {
          let start = starts[index]
          if spellings[start] == first
            && UnsafeBufferPointer(rebasing: spellings[start..<start + bytes.count])
              .hasSameBytes(as: bytes)
          {
            return index
          }
        }
        return nil
      }
    }
  }

  private static let table = Table()
}
