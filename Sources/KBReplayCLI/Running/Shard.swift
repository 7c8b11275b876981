/// One of N parts of a suite, chosen by a stable hash of each scene's path relative to its
/// suite root, so that adding a scene moves no other scene to another shard.
package struct Shard: Sendable, Equatable {
  /// The part, from 1.
  package var index: Int
  /// How many parts there are.
  package var count: Int

  /// Creates a shard.
  ///
  /// - Precondition: `1 <= index <= count`.
  package init(index: Int, count: Int) {
    precondition(count >= 1 && (1...count).contains(index), "shards count from 1 to N")
    self.index = index
    self.count = count
  }

  /// Reads `I/N`, such as `2/3`: whole numbers with `1 <= I <= N`.
  ///
  /// Fails for any other text.
  ///
  /// - Parameter text: The value of `--shard`.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) && !$0.isEmpty }),
      let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }

  /// Whether the scene at `relativePath` (relative to its suite root) is in this shard.
  ///
  /// - Parameter relativePath: The scene's path relative to its suite root.
  /// - Returns: True when the path's FNV-1a hash modulo ``count`` is `index - 1`.
  package func contains(_ relativePath: String) -> Bool {
    Self.hash(relativePath) % UInt64(count) == UInt64(index - 1)
  }

  /// The 64-bit FNV-1a hash of the path's UTF-8 bytes: the same on every platform and run.
  ///
  /// - Parameter text: The text to hash.
  /// - Returns: The hash.
  package static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

extension Character {
  /// Whether the character is one of `0`-`9`.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
