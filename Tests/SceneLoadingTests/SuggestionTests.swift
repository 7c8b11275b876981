import SceneLoading
import Testing

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
