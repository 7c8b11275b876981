import Support

/// What a watched file held when it was looked at, as far as telling a change goes: nothing,
/// something that could not be read, or bytes with their length and 64-bit FNV-1a hash.
enum FileFingerprint: Sendable, Hashable {
  /// There was no file.
  case absent
  /// The file could not be read (permissions, a folder in its place).
  case unreadable
  /// The file's length and the hash of its bytes.
  case contents(length: Int, hash: UInt64)

  /// Reads the file at `path` and fingerprints it.
  ///
  /// - Parameter path: The file.
  /// - Returns: Its fingerprint.
  static func of(_ path: String) -> FileFingerprint {
    switch FileStore.read(path) {
    case .success(nil): .absent
    case .failure: .unreadable
    case .success(let bytes?): of(bytes)
    }
  }

  /// The fingerprint of `bytes`: the 64-bit FNV-1a hash, with the length beside it.
  ///
  /// - Parameter bytes: A file's contents.
  /// - Returns: Their fingerprint.
  static func of(_ bytes: [UInt8]) -> FileFingerprint {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return .contents(length: bytes.count, hash: hash)
  }
}
