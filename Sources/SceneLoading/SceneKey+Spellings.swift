import Support

extension SceneKey {
  /// Every key's spelling, one after another, and a hash table that finds a key from its bytes.
  ///
  /// The tree builder looks up every mapping key of every scene, so a lookup makes no string:
  /// it hashes the length and three bytes, then compares the bytes of the one or two keys in
  /// that bucket. Each document's scalar bytes start with ``bytes``, so that a key the format
  /// knows points at its spelling there (``start(of:)``) instead of having its bytes copied.
  struct Spellings: Sendable {
    /// The spellings of every key, in declaration order (by raw value).
    let bytes: [UInt8]
    /// Where the spelling of the key with raw value `i` starts in ``bytes``; entry `i + 1` is
    /// where it ends.
    private let starts: [Int32]
    /// `buckets[h]` is the raw value of the first key whose ``bucket(of:)`` is `h`, and `next[i]`
    /// that of the next key with the same hash as key `i`; -1 ends a chain. A few pairs of keys
    /// share a bucket (no chain is longer than two); a lookup compares lengths before bytes.
    private let buckets: [Int8]
    private let next: [Int8]

    /// The one table, shared by every builder; it is never written after it is made.
    static let shared = Spellings()

    private static let bucketCount = 128

    private init() {
      let keys = SceneKey.allCases
      precondition(keys.count <= UInt64.bitWidth, "SceneKey.Set holds 64 keys")
      precondition(keys.count < Int(Int8.max), "a key's raw value must fit the chains")
      var bytes: [UInt8] = []
      var starts: [Int32] = []
      var buckets = [Int8](repeating: -1, count: Self.bucketCount)
      var next = [Int8](repeating: -1, count: keys.count)
      for key in keys {
        let index = Int(key.rawValue)
        precondition(index == starts.count, "keys are declared in raw-value order")
        starts.append(Int32(bytes.count))
        bytes += key.name.utf8
        let bucket = Self.bucket(of: Array(key.name.utf8))
        next[index] = buckets[bucket]
        buckets[bucket] = Int8(index)
      }
      starts.append(Int32(bytes.count))
      self.bytes = bytes
      self.starts = starts
      self.buckets = buckets
      self.next = next
    }

    /// Where the spelling of `key` starts in ``bytes``.
    func start(of key: SceneKey) -> Int32 {
      starts[Int(key.rawValue)]
    }

    /// The key spelled by `bytes`, if the format knows it.
    ///
    /// - Complexity: A hash of the length and three bytes, then one comparison per key in the
    ///   bucket (at most two, with today's keys).
    func key(spelledBy bytes: some ScalarBytes) -> SceneKey? {
      guard !bytes.isEmpty else { return nil }
      var index = Int(buckets[Self.bucket(of: bytes)])
      while index >= 0 {
        let start = Int(starts[index])
        if Int(starts[index + 1]) - start == bytes.count, spelling(at: start, is: bytes) {
          return SceneKey(rawValue: UInt8(index))
        }
        index = Int(next[index])
      }
      return nil
    }

    /// Whether the spelling that starts at `start` in ``bytes``, as long as `other`, is `other`.
    ///
    /// Byte by byte from the first, by position: comparing a slice of ``bytes`` with `other`
    /// (`elementsEqual`) checks both sides' indices at every byte, and every mapping key of
    /// every scene is compared here.
    private func spelling(at start: Int, is other: some ScalarBytes) -> Bool {
      var index = other.startIndex
      var position = start
      while index != other.endIndex {
        guard bytes[position] == other[index] else { return false }
        // Below `bytes.count`, which the caller checked: the spelling is as long as `other`.
        index &+= 1
        position &+= 1
      }
      return true
    }

    /// A hash of a non-empty spelling, from 0 to 127.
    private static func bucket(of bytes: some ScalarBytes) -> Int {
      let count = bytes.count
      let second = bytes[offset: count > 1 ? 1 : 0]
      let mixed = count &+ 5 &* Int(bytes[offset: 0]) &+ 13 &* Int(second)
      return (mixed &+ 14 &* Int(bytes[offset: count &- 1])) & (bucketCount - 1)
    }
  }
}
