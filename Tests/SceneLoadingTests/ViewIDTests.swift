import Testing

@testable import SceneLoading

/// Checking a view id and hashing it in one pass.
@Suite struct ViewIDTests {
  private func validIDHash(_ text: String) -> UInt64? {
    SceneDecoder.validIDHash(Array(text.utf8))
  }

  private func asciiHash(_ text: String) -> UInt64? {
    SceneDecoder.DeclaredViews.asciiHash(of: text.utf8)
  }

  @Test(arguments: ["a", "_", "textField0", "Button_3", "x.y-z", "_9", "Z", "a.b.c-1_2"])
  func validIDsHashAsTheirReferencesDo(id: String) {
    #expect(validIDHash(id) != nil)
    #expect(validIDHash(id) == asciiHash(id))
  }

  @Test(arguments: ["", "9field", "text Field", "-a", ".a", "a/b", "tëxt", "a\u{0}", "a:b"])
  func invalidIDsHaveNoHash(id: String) {
    #expect(validIDHash(id) == nil)
  }
}
