import Testing

@testable import SceneLoading

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("fram", "frame"), ("paddign", "padding"), ("clasic", "classic"), ("iphone-16", "iphone-11"),
    ("adaptiv", "adaptive"),
  ])
  func closeWordsAreSuggested(typed: String, suggestion: String) {
    let candidates = ["frame", "padding", "classic", "adaptive", "iphone-11", "iphone-15"]
    #expect(Suggestion.closest(to: typed, among: candidates) == suggestion)
  }

  @Test func distantOrShortWordsAreNotSuggested() {
    // "ab" -> "at" is one edit, but not less than half of two letters.
    #expect(Suggestion.closest(to: "ab", among: ["at"]) == nil)
    #expect(Suggestion.closest(to: "colour", among: ["scene", "layout"]) == nil)
    #expect(Suggestion.closest(to: "anything", among: []) == nil)
  }

  @Test func tiesGoToTheEarliestCandidate() {
    #expect(Suggestion.closest(to: "iphone-1", among: ["iphone-11", "iphone-15"]) == "iphone-11")
    #expect(Suggestion.closest(to: "iphone-1", among: ["iphone-15", "iphone-11"]) == "iphone-15")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var word: String
    var candidates: [String]
    var expected: String?
    var testDescription: String { "\(word) among \(candidates)" }
  }

  @Test(arguments: [
    Case(word: "fame", candidates: ["frame", "children"], expected: "frame"),
    Case(word: "keybord", candidates: ["keyboard"], expected: "keyboard"),
    Case(word: "abc", candidates: ["abd"], expected: "abd"),
    // Distance 1 is not less than half of 2.
    Case(word: "ab", candidates: ["ac"], expected: nil),
    // Distance 3 is too far even for long words.
    Case(word: "kybrd", candidates: ["keyboard"], expected: nil),
    // Ties go to the earliest candidate.
    Case(word: "bat", candidates: ["cat", "hat"], expected: "cat"),
    // A closer later candidate beats an earlier one.
    Case(word: "lnt", candidates: ["list", "lint"], expected: "lint"),
  ])
  func suggestsOnlyCloseWords(_ testCase: Case) {
    #expect(Suggestion.closest(to: testCase.word, among: testCase.candidates) == testCase.expected)
  }
}

/// The banded distance agrees with the full Levenshtein table wherever it answers.
@Suite struct SuggestionDistanceTests {
  /// Every word of up to 5 letters over a two-letter alphabet: 63 words, 3,969 pairs.
  static let words: [[Unicode.Scalar]] = (1...5).flatMap { length in
    (0..<(1 << length)).map { bits in
      (0..<length).map { bits >> $0 & 1 == 0 ? "a" : "b" }
    }
  }

  @Test func bandedDistanceMatchesTheFullTable() {
    var mismatches = 0
    for a in Self.words {
      for b in Self.words {
        let full = Suggestion.levenshtein(a, b)
        let banded = Suggestion.distance(a, b, limit: 2)
        if banded != (full <= 2 ? full : nil) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func aMegabyteWordCostsItsLength() {
    let long = Array(repeating: Unicode.Scalar("x"), count: 1_000_000)
    var typo = long
    typo[500_000] = "y"
    #expect(Suggestion.distance(long, typo, limit: 2) == 1)
    #expect(Suggestion.distance(long, Array(long.dropFirst(3)), limit: 2) == nil)
  }
}
