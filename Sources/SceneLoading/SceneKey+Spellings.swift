extension SceneKey {
  /// Every key's spelling, one after another, and a hash table that finds a key from its bytes.
  ///
  /// The tree builder looks up every mapping key of every scene. It takes a copy of the shared
  /// table once per scene (four pointers), so that a lookup reads no lazily initialised global
  /// and checks no array bounds. It also starts each document's scalar bytes with ``bytes``, so
  /// that a key the format knows points at its spelling there (``start(of:)``) instead of having
  /// its bytes copied again.
  ///
  /// The memory is allocated once and never freed, like any global, and never written after the
  /// table is made: sharing it between threads is safe.
  struct Spellings: @unchecked Sendable {
    /// The spellings of every key, in declaration order (by raw value).
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where ``bytes`` start.
    private let base: UnsafePointer<UInt8>
    /// Where the spelling of the key with raw value `i` starts in ``bytes``; entry `i + 1` is
    /// where it ends.
    private let starts: UnsafePointer<Int32>
    /// `buckets[h]` is the raw value of the first key whose ``bucket(of:)`` is `h`, and `next[i]`
    /// that of the next key with the same hash as key `i`; -1 ends a chain. With today's keys no
    /// two share a bucket, but a new key that collides still works.
    private let buckets: UnsafePointer<Int8>
    private let next: UnsafePointer<Int8>
    /// Every key by raw value: reading one is a load, where `init(rawValue:)` is a call.
    private let keys: UnsafePointer<SceneKey>

    /// The one table, shared by every builder.
    static let shared = Spellings()

    private static let bucketCount = 128

    private init() {
      let keys = SceneKey.allCases
      precondition(keys.count <= UInt64.bitWidth, "SceneKey.Set holds 64 keys")
      precondition(keys.count < Int(Int8.max), "a key's raw value must fit the chains")
      let spellings = keys.flatMap(\.name.utf8)
      let base = UnsafeMutablePointer<UInt8>.allocate(capacity: spellings.count)
      base.initialize(from: spellings, count: spellings.count)
      let starts = UnsafeMutablePointer<Int32>.allocate(capacity: keys.count + 1)
      let buckets = UnsafeMutablePointer<Int8>.allocate(capacity: Self.bucketCount)
      buckets.initialize(repeating: -1, count: Self.bucketCount)
      let next = UnsafeMutablePointer<Int8>.allocate(capacity: keys.count)
      let byRawValue = UnsafeMutablePointer<SceneKey>.allocate(capacity: keys.count)
      var start = 0
      for key in keys {
        let index = Int(key.rawValue)
        let count = key.name.utf8.count
        starts[index] = Int32(start)
        (byRawValue + index).initialize(to: key)
        let bucket = Self.bucket(of: UnsafeBufferPointer(start: base + start, count: count))
        next[index] = buckets[bucket]
        buckets[bucket] = Int8(index)
        start += count
      }
      starts[keys.count] = Int32(start)
      bytes = UnsafeBufferPointer(start: base, count: spellings.count)
      self.base = UnsafePointer(base)
      self.starts = UnsafePointer(starts)
      self.buckets = UnsafePointer(buckets)
      self.next = UnsafePointer(next)
      self.keys = UnsafePointer(byRawValue)
    }

    /// Where the spelling of `key` starts in ``bytes``.
    @inline(__always)  // For every known key of every scene: a load.
    func start(of key: SceneKey) -> Int32 {
      starts[Int(key.rawValue)]
    }

    /// The key spelled by `bytes`, if the format knows it.
    ///
    /// - Complexity: A hash of the length and three bytes, then one comparison: this runs for
    ///   every mapping key of every scene, so it makes no strings.
    @inline(__always)  // For every mapping key of every scene: the call would cost a third more.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> SceneKey? {
      guard !bytes.isEmpty else { return nil }
      var index = Int(buckets[Self.bucket(of: bytes)])
      // Raw values are below the key count, so the table reads stay within their allocations.
      while index >= 0 {
        let start = Int(starts[index])
        if Int(starts[index &+ 1]) &- start == bytes.count {
          let spelling = UnsafeBufferPointer(start: base + start, count: bytes.count)
          if spelling.hasSameBytes(as: bytes) { return keys[index] }
        }
        index = Int(next[index])
      }
      return nil
    }

    /// A hash of a non-empty spelling, from 0 to 127.
    @inline(__always)  // Part of every lookup.
    private static func bucket(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
      let count = bytes.count
      let second = bytes[count > 1 ? 1 : 0]
      let mixed = count &+ 5 &* Int(bytes[0]) &+ 13 &* Int(second)
      return (mixed &+ 14 &* Int(bytes[count &- 1])) & (bucketCount - 1)
    }
  }
}
