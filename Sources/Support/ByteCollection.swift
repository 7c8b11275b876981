extension RandomAccessCollection where Element == UInt8 {
  /// Whether two byte collections hold the same bytes.
  ///
  /// Inlinable: the loader asks it of every mapping key, in another module.
  @inlinable
  package func hasSameBytes(as other: some RandomAccessCollection<UInt8>) -> Bool {
    count == other.count && elementsEqual(other)
  }

  /// Whether the bytes spell `word` exactly.
  @inlinable
  package func hasSameBytes(as word: StaticString) -> Bool {
    word.withUTF8Buffer { hasSameBytes(as: $0) }
  }

  /// The bytes as text, invalid UTF-8 repaired as `String(decoding:as:)` repairs it.
  @inlinable
  package var text: String { String(decoding: self, as: UTF8.self) }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
  /// The byte `offset` places after the first, whatever index the collection starts at.
  @inlinable
  package subscript(offset offset: Int) -> UInt8 { self[startIndex &+ offset] }
}

extension BidirectionalCollection where Element == UInt8 {
  /// Whether the bytes end with the UTF-8 bytes of `suffix`.
  ///
  /// For names and paths as a folder listing gives them: a suite scan asks this of every file,
  /// where making a string of each would cost more than the test. Inlinable, so that it is
  /// compiled for the caller's collection: unspecialised, it costs a suite scan more than the
  /// rest of its work. The bytes are compared index by index: `elementsEqual` would go through
  /// two iterators, which costs several times as much for names this short.
  @inlinable
  package func hasSuffix(_ suffix: String) -> Bool {
    var suffix = suffix
    return suffix.withUTF8 { suffix in
      guard count >= suffix.count else { return false }
      var index = self.index(endIndex, offsetBy: -suffix.count)
      for byte in suffix {
        guard self[index] == byte else { return false }
        formIndex(after: &index)
      }
      return true
    }
  }
}
