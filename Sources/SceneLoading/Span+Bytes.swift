extension Span where Element == UInt8 {
  /// Whether two byte spans hold the same bytes.
  func hasSameBytes(as other: Span<UInt8>) -> Bool {
    guard count == other.count else { return false }
    for index in indices where self[index] != other[index] { return false }
    return true
  }

  /// Whether the bytes spell `word` exactly.
  func hasSameBytes(as word: StaticString) -> Bool {
    word.withUTF8Buffer { hasSameBytes(as: $0.span) }
  }

  /// The bytes as text, invalid UTF-8 repaired as `String(decoding:as:)` repairs it.
  var text: String {
    withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }
}
