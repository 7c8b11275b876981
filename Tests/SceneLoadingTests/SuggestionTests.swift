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
}
