import Report
import Testing

/// Escaping shared by the JUnit and HTML reports.
@Suite struct XMLTextTests {
  @Test func escapingCoversWhatXMLCannotHoldAsIs() {
    #expect(XMLText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(XMLText.escaped("tab\tline\nreturn\r") == "tab&#9;line&#10;return&#13;")
    #expect(XMLText.escaped("nul\u{0}bell\u{7}esc\u{1B}") == "nul\\u{0}bell\\u{7}esc\\u{1B}")
    #expect(XMLText.escapedContent("one\ntwo\tthree\r") == "one\ntwo\tthree&#13;")
    #expect(XMLText.escaped("\u{FFFE}é😀") == "\\u{FFFE}é😀")
  }
}
