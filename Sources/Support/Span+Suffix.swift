extension Span where Element == UInt8 {
  /// Whether the bytes end with the UTF-8 bytes of `suffix`.
  ///
  /// For names and paths as a folder listing gives them: a suite scan asks this of every file,
  /// where making a string of each would cost more than the test.
  public func hasSuffix(_ suffix: String) -> Bool {
    let suffix = suffix.utf8.span
    let start = count - suffix.count
    guard start >= 0 else { return false }
    for index in suffix.indices where self[start + index] != suffix[index] { return false }
    return true
  }
}
