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
    let table = Self.table
    guard bytes.count + 1 < table.firstOfLength.count else { return nil }
    let candidates = table.firstOfLength[bytes.count]..<table.firstOfLength[bytes.count + 1]
    let found = table.spellings.withUnsafeBufferPointer { spellings in
      candidates.first { index in
        let start = table.starts[index]
        return spellings[start] == bytes[0]
          && UnsafeBufferPointer(rebasing: spellings[start..<start + bytes.count])
            .hasSameBytes(as: bytes)
      }
    }
    guard let found else { return nil }
    self = table.keys[found]
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
  }

  private static let table = Table()
}
