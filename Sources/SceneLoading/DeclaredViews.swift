import Support

extension SceneDecoder {
  /// The views declared so far, by id.
  ///
  /// A scene has a handful of views, so they are kept in declaration order and found by
  /// comparing a cheap hash of each id's bytes first, made while the id's characters are checked
  /// (a dictionary would hash every id again). Past a few dozen a dictionary takes over, so that a
  /// scene with ten thousand views is not quadratic. Ids are equal when they are equal as
  /// `String`s, whichever way they are found.
  struct DeclaredViews {
    private struct Entry {
      var id: String
      /// ``DeclaredViews/asciiHash(of:)`` of the id (declared ids are ASCII).
      var hash: UInt64
      var view: DeclaredView
    }

    private var entries: [Entry] = []
    /// Each id's position in ``entries``, once there are more than ``longestSearch``.
    private var positions: [String: Int]?
    private static let longestSearch = 32

    /// The ids, in declaration order.
    var ids: [String] { entries.map(\.id) }

    /// Forgets every view, keeping the room of a scene's worth of them for the next scene's.
    mutating func removeAll() {
      entries.removeAll(keepingCapacity: entries.capacity <= Self.longestSearch)
      positions = nil
    }

    /// The view declared with the id that `bytes` spell, and the id as a string.
    ///
    /// An ASCII reference is matched on its bytes and answered with the declared id, so the usual
    /// reference makes no string. Any other is made into a string and compared as one.
    ///
    /// - Parameter bytes: The UTF-8 bytes of the id as the reference writes it.
    /// - Returns: The id as the reference writes it and what is known about the view, or nil
    ///   when no view has the id.
    func view(writtenAs bytes: some ScalarBytes) -> (id: String, view: DeclaredView)? {
      guard positions == nil, let hash = Self.asciiHash(of: bytes) else {
        let id = bytes.text
        return position(of: id, hash: Self.asciiHash(of: bytes)).map { (id, entries[$0].view) }
      }
      // By index: a copy of each entry would retain and release its id.
      for index in entries.indices where entries[index].hash == hash {
        // Compared as the string's contiguous bytes: walking its UTF-8 view costs several
        // times as much a byte, and every view a scene's events name is looked up here.
        var declared = entries[index].id
        if declared.withUTF8({ $0.hasSameBytes(as: bytes) }) {
          return (declared, entries[index].view)
        }
      }
      return nil
    }

    /// Declares a view, unless its id is taken.
    ///
    /// - Parameters:
    ///   - id: The id: ASCII, as ids are checked before they are declared.
    ///   - hash: ``asciiHash(of:)`` of its UTF-8 bytes, made while checking them.
    ///   - view: What to remember about the view.
    /// - Returns: nil when the view was declared, else the first declaration of the id.
    mutating func declare(_ id: String, hash: UInt64, _ view: DeclaredView) -> DeclaredView? {
      if let existing = position(of: id, hash: hash) { return entries[existing].view }
      if entries.isEmpty { entries.reserveCapacity(16) }
      entries.append(Entry(id: id, hash: hash, view: view))
      if positions != nil {
        positions?[id] = entries.count - 1
      } else if entries.count > Self.longestSearch {
        positions = Dictionary(uniqueKeysWithValues: zip(ids, entries.indices))
      }
      return nil
    }

    /// Records that the view declared with `id`, if any, is an adaptive container.
    mutating func markAdaptiveContainer(_ id: String) {
      let hash = Self.asciiHash(of: id.utf8)
      if let position = position(of: id, hash: hash) {
        entries[position].view.isAdaptiveContainer = true
      }
    }

    private func position(of id: String, hash: UInt64?) -> Int? {
      if let positions { return positions[id] }
      // Two ASCII strings are equal exactly when their bytes are; a string that is not ASCII
      // may still equal an ASCII id (U+212A KELVIN SIGN is canonically equivalent to K).
      guard let hash else { return entries.firstIndex { $0.id == id } }
      return entries.firstIndex { $0.hash == hash && $0.id == id }
    }

    /// FNV-1a of UTF-8 bytes, or nil when they are not ASCII.
    static func asciiHash(of bytes: some Collection<UInt8>) -> UInt64? {
      var hash = hashBasis
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        hash = hashing(byte, into: hash)
      }
      return hash
    }

    /// The hash of no bytes (FNV-1a's offset basis).
    static var hashBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// `hash` with one more byte: a step of FNV-1a, for those that hash bytes they read anyway.
    static func hashing(_ byte: UInt8, into hash: UInt64) -> UInt64 {
      (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}
