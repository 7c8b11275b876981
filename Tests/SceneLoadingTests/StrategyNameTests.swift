import KeyboardAvoidance
import Testing

@testable import SceneLoading

/// Matching a strategy name on its bytes.
@Suite struct StrategyNameTests {
  private func strategy(_ text: String) -> Strategy? {
    var text = text
    return text.withUTF8 { SceneDecoder.strategy(spelledBy: $0) }
  }

  @Test(arguments: Strategy.allCases)
  func everyStrategyIsFoundFromItsName(strategy: Strategy) {
    #expect(self.strategy(strategy.rawValue) == strategy)
  }

  @Test(arguments: ["", "Classic", "classi", "classics", "adaptive ", "NONE", "naïve"])
  func otherWordsAreNoStrategies(word: String) {
    #expect(strategy(word) == nil)
  }
}
