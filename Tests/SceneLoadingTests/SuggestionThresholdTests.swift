import SceneLoading
import Testing

@Suite struct SuggestionThresholdTests {
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
