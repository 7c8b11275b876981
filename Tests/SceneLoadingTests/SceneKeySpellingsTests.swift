import Testing

@testable import SceneLoading

/// Finding a key from its bytes, and where its spelling starts in the shared table.
@Suite struct SceneKeySpellingsTests {
  private let spellings = SceneKey.Spellings.shared

  private func key(_ text: String) -> SceneKey? {
    spellings.key(spelledBy: Array(text.utf8))
  }

  @Test(arguments: SceneKey.allCases)
  func everyKeyIsFoundFromItsName(key: SceneKey) {
    #expect(self.key(key.name) == key)
  }

  /// A known key's node points at this spelling instead of a copy of its bytes, so the bytes
  /// there must be exactly the key's name.
  @Test(arguments: SceneKey.allCases)
  func everyKeyStartsAtItsSpelling(key: SceneKey) {
    let start = Int(spellings.start(of: key))
    let count = key.name.utf8.count
    let spelling = String(decoding: spellings.bytes[start..<start + count], as: UTF8.self)
    #expect(spelling == key.name)
  }

  @Test(arguments: ["", "Frame", "fram", "frames", "framf", "e", "at ", "textfield", "<<", "é"])
  func otherWordsAreNoKeys(word: String) {
    #expect(key(word) == nil)
  }
}
