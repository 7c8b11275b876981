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

  /// Appends the text's UTF-8 bytes in one copy; appending `text.utf8` goes through generic
  /// code that costs more than the bytes themselves for the short strings traces are made of.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
