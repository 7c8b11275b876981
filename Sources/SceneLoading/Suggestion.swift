/// "Did you mean" suggestions for misspelt keys, ids, names and command-line words.
package enum Suggestion {
  /// The candidate closest to `word`, when it is close enough to be a likely typo: a Levenshtein
  /// distance of at most 2 and less than half the longer word's length. Ties go to the earliest
  /// candidate, so the answer does not depend on hashing.
  ///
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: The accepted words, in a stable order.
  /// - Returns: The suggestion, or nil when nothing is close.
  package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let typed = Array(word.unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.unicodeScalars)
      guard let distance = distance(typed, known, limit: 2) else { continue }
      let longer = max(typed.count, known.count)
      guard distance * 2 < longer else { continue }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The edit distance between two scalar sequences when it is at most `limit`, else nil.
  ///
  /// - Complexity: O(`a.count` × `limit`): a path through the table that strays more than
  ///   `limit` cells from the diagonal costs more than `limit`, so only that band is computed.
  ///   Words of a megabyte cost no more than their length.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    var previous = [Int](repeating: outside, count: b.count + 1)
    for column in 0...min(b.count, limit) { previous[column] = column }
    var current = [Int](repeating: outside, count: b.count + 1)
    for row in 1...a.count {
      let low = max(1, row - limit)
      let high = min(b.count, row + limit)
      current[low - 1] = low == 1 && row <= limit ? row : outside
      var best = current[low - 1]
      for column in low...high {
        let substitution = previous[column - 1] + (a[row - 1] == b[column - 1] ? 0 : 1)
        let value = min(previous[column] + 1, current[column - 1] + 1, substitution, outside)
        current[column] = value
        best = min(best, value)
      }
      if high < b.count { current[high + 1] = outside }
      guard best <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  /// The edit distance (insertions, deletions, substitutions) between two scalar sequences.
  static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
