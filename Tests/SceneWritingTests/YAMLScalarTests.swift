import SceneWriting
import Testing

@Suite struct YAMLScalarTests {
  @Test(arguments: [
    ("Sign in", "Sign in"), ("a_b-c.d (2)+x@y/z", "a_b-c.d (2)+x@y/z"), ("_id", "_id"),
    ("true", "\"true\""), ("FALSE", "\"FALSE\""), ("Null", "\"Null\""), ("~", "\"~\""),
    ("2024", "\"2024\""), ("0x1F", "\"0x1F\""), (" lead", "\" lead\""), ("trail ", "\"trail \""),
    ("", "\"\""), ("a: b", "\"a: b\""), ("a #b", "\"a #b\""), ("- x", "\"- x\""),
    ("[x]", "\"[x]\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("a\\b", "\"a\\\\b\""),
    ("a\nb\tc", "\"a\\x0Ab\\x09c\""), ("del\u{7F}", "\"del\\x7F\""), ("c1\u{85}", "\"c1\\x85\""),
    ("ls\u{2028}ps\u{2029}", "\"ls\\u2028ps\\u2029\""), ("bom\u{FEFF}", "\"bom\\uFEFF\""),
    ("café", "\"café\""),
  ])
  func aScalarIsQuotedOnlyWhenItMustBe(_ text: String, _ written: String) {
    #expect(YAMLScalar.text(text) == written)
  }
}
