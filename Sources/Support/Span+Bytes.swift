extension Span where Element == UInt8 {
  /// Whether two byte spans hold the same bytes.
  ///
  /// Inlinable: the loader asks it of every mapping key, in another module.
  @inlinable
  public func hasSameBytes(as other: Span<UInt8>) -> Bool {
    guard count == other.count else { return false }
    for index in indices where self[index] != other[index] { return false }
    return true
  }

  /// Whether the bytes spell `word` exactly.
  @inlinable
  public func hasSameBytes(as word: StaticString) -> Bool {
    word.withUTF8Buffer { hasSameBytes(as: $0.span) }
  }

  /// Whether the bytes end with the UTF-8 bytes of `suffix`.
  ///
  /// For names and paths as a folder listing gives them: a suite scan asks this of every file,
  /// where making a string of each would cost more than the test.
  public func hasSuffix(_ suffix: String) -> Bool {
    let suffix = suffix.utf8.span
    return count >= suffix.count && extracting(last: suffix.count).hasSameBytes(as: suffix)
  }

  /// The bytes as text, invalid UTF-8 repaired as `String(decoding:as:)` repairs it.
  public var text: String {
    withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }
}
