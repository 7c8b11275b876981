extension UnsafeBufferPointer<UInt8> {
  /// Whether the bytes end with the UTF-8 bytes of `suffix`.
  ///
  /// For names and paths as a folder listing gives them: a suite scan asks this of every file,
  /// where making a string of each would cost more than the test.
  public func hasSuffix(_ suffix: String) -> Bool {
    var suffix = suffix
    return suffix.withUTF8 { suffix in
      let start = count - suffix.count
      return start >= 0 && suffix.indices.allSatisfy { self[start + $0] == suffix[$0] }
    }
  }
}
