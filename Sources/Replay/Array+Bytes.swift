extension Array where Element == UInt8 {
  /// Appends `count` spaces.
  ///
  /// Appending a `repeatElement` collection goes element by element through generic code, which
  /// was a tenth of the time spent writing a long trace; this copies from a fixed row of spaces.
  mutating func appendSpaces(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      let chunk = Swift.min(remaining, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { spaces in
        append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<chunk]))
      }
      remaining -= chunk
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
