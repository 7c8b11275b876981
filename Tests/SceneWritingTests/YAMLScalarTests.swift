import SceneLoading
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

/// Each written scalar, loaded as a title, reads back as the text it was written from.
@Suite struct YAMLScalarLoadTests {
  @Test(arguments: [
    "Sign in", "_id", "true", "FALSE", "Null", "~", "2024", "0x1F", "1e3", ".inf", " lead",
    "trail ", "a: b", "a #b", "- x", "[x]", "{y}", "&anchor", "*alias", "!tag", "|", ">", "%x",
    "@x", "`x", "say \"hi\"", "a\\b", "a\nb\tc", "del\u{7F}", "c1\u{85}\u{9F}",
    "ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "café", "yes", "no", "on", "off",
  ])
  func aWrittenTitleLoadsBackUnchanged(_ title: String) throws {
    let text = "scene: \(YAMLScalar.text(title))\nlayout: {view: root, frame: [0, 0, 10, 10]}\n"
    let scene = try SceneLoader.load(bytes: Array(text.utf8), path: "t.yaml").get()
    #expect(scene.title == title)
  }
}

/// Comment text stays on its line: what would end it, or what the loader refuses there, is
/// written as an escape.
@Suite struct CommentTextTests {
  @Test(arguments: [
    ("from login.log", "from login.log"), ("tab\there", "tab\there"), ("café: #1", "café: #1"),
    ("two\nlines", "two\\x0Alines"), ("cr\r", "cr\\x0D"), ("nel\u{85}", "nel\\x85"),
    ("ls\u{2028}ps\u{2029}", "ls\\u2028ps\\u2029"), ("bom\u{FEFF}", "bom\\uFEFF"),
    ("bell\u{7}", "bell\\x07"),
  ])
  func commentTextIsEscapedOnlyWhereItMustBe(_ text: String, _ written: String) {
    #expect(YAMLScalar.commentText(text) == written)
  }

  /// A file name with a line break, in an import's first comment, cannot add a key.
  @Test func aCommentWithALineBreakLoadsAsTheSceneWithoutIt() throws {
    let scene = try SceneLoader.load(
      bytes: Array("scene: Comments\nlayout: {view: root, frame: [0, 0, 10, 10]}\n".utf8),
      path: "t.yaml"
    ).get()
    let comments = SceneComments(top: ["Imported from a\nstrategy: none\u{2028}.log"])
    let text = SceneWriter().text(scene, comments: comments)
    #expect(text.hasPrefix("# Imported from a\\x0Astrategy: none\\u2028.log\nscene: Comments\n"))
    let reloaded = try SceneLoader.load(bytes: Array(text.utf8), path: "t.yaml").get()
    #expect(SceneWriter().text(reloaded) == SceneWriter().text(scene))
  }
}
