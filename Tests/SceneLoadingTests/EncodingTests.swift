import SceneLoading
import Testing

/// Byte-level surprises: encodings, NUL bytes, byte-order marks, line endings and tabs.
@Suite struct EncodingTests {
  private func rendered(_ bytes: [UInt8]) -> String? {
    guard case .failure(let failure) = SceneLoader.load(bytes: bytes, path: "scene.yaml") else {
      return nil
    }
    return failure.rendered()
  }

  @Test func invalidUTF8IsReportedAtTheOffendingByte() {
    let bytes = Array("scene: ok\nlayout: caf".utf8) + [0xE9] + Array("!!\n".utf8)
    #expect(
      rendered(bytes) == """
        scene.yaml:2:12: error: the file is not valid UTF-8: invalid trailing UTF-8 octet \
        (byte 0xE9)
        layout: caf\u{FFFD}!!
                   ^

        """)
  }

  @Test func aNulByteIsReported() {
    let bytes = Array("scene: a".utf8) + [0] + Array("b\n".utf8)
    #expect(
      rendered(bytes) == """
        scene.yaml:1:9: error: the file contains a NUL byte; scene files are text
        scene: a\u{2400}b
                ^

        """)
  }

  @Test func utf16IsRefusedWithTheReason() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x73, 0x00]
    #expect(
      rendered(bytes)?.hasPrefix(
        "scene.yaml:1:1: error: scene files must be UTF-8; this one starts with a UTF-16 "
          + "byte-order mark\n") == true)
  }

  @Test func aByteOrderMarkAndCRLFLineEndingsAreAccepted() {
    let text = minimalScene.replacingOccurrences(of: "\n", with: "\r\n")
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    guard case .success(let scene) = SceneLoader.load(bytes: bytes, path: "crlf.yaml") else {
      Issue.record("a BOM and CRLF were refused")
      return
    }
    #expect(scene.title == "Minimal")
    #expect(scene.root.children.map(\.id) == ["email", "password", "submit"])
  }

  @Test func aBOMDoesNotShiftColumnsOrTheShownLine() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("scene: x\nlayuot: 1\n".utf8)
    #expect(
      rendered(bytes)?.hasPrefix(
        """
        scene.yaml:1:1: error: missing required key 'layout' in the scene
        scene: x
        ^
        scene.yaml:2:1: error: unknown key 'layuot' in a scene; did you mean 'layout'?

        """) == true)
  }

  @Test func aTabIndentingABlockIsExplained() {
    let yaml = "scene: x\nlayout:\n\tview: a\n"
    #expect(
      diagnostics(yaml) == """
        scene.yaml:3:1: error: found character that cannot start any token (while scanning for \
        the next token at line 3, column 1); YAML indents with spaces, not tabs
         view: a
        ^

        """)
  }

  @Test func anEmptyFileSaysWhatASceneNeeds() {
    let expected = """
      scene.yaml:1:1: error: the file holds no scene; a scene is a mapping with at least 'scene' \
      and 'layout'

      """
    #expect(diagnostics("") == expected)
    #expect(diagnostics("# only a comment\n") == expected + "# only a comment\n^\n")
  }

  @Test func aSecondDocumentIsRefused() {
    #expect(
      diagnostics(minimalScene + "---\nscene: again\n").contains(
        "scene.yaml:13:1: error: a scene file holds one YAML document; a second one starts here\n"
      ))
  }
}
