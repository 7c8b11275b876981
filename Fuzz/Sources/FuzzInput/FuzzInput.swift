/// How a fuzz target that needs two inputs finds them in one: `FIRST + "\n~~~~\n" + SECOND`.
public enum FuzzInput {
  /// What separates the two parts.
  public static let separator = Array("\n~~~~\n".utf8)

  /// Where the first separator in `bytes` is, or nil when there is none.
  public static func separatorRange(in bytes: [UInt8]) -> Range<Int>? {
    guard bytes.count >= separator.count else { return nil }
    for start in 0...(bytes.count - separator.count)
    where bytes[start...].starts(with: separator) {
      return start..<(start + separator.count)
    }
    return nil
  }
}
