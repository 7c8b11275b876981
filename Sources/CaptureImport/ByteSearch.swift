extension RandomAccessCollection where Element == UInt8 {
  /// Where the first run of `pattern`'s bytes starts, or nil (also for an empty pattern): how
  /// the import finds the fixed words of logs and dumps, at every line of inputs up to 32 MiB.
  func firstIndex(of pattern: [UInt8]) -> Index? {
    guard let first = pattern.first, count >= pattern.count else { return nil }
    var start = startIndex
    let last = index(endIndex, offsetBy: -pattern.count)
    while start <= last {
      if self[start] == first && self[start...].starts(with: pattern) { return start }
      formIndex(after: &start)
    }
    return nil
  }
}
