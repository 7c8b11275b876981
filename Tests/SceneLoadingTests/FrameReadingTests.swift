import KeyboardAvoidance
import SceneModel
import Testing

@testable import SceneLoading

/// ``SceneDecoder/validFrame(_:)`` reads a frame in one pass; the plain reading,
/// ``SceneDecoder/frameItemByItem(_:)``, is its reference.
@Suite struct FrameReadingTests {
  /// Both readings of the frame written as `yaml`: the one-pass value, and the item-by-item
  /// value with the number of problems it reported.
  private func readings(_ yaml: String) -> (onePass: Rect?, itemByItem: Rect?, problems: Int) {
    let bytes = Array(yaml.utf8)
    let tree = YAMLParser.parsing(bytes[...]) { parser in
      NodeTreeBuilder.build(from: parser, inputSize: bytes.count, in: LoadBuffers())
    }
    guard let root = tree.root else { return (nil, nil, -1) }
    return tree.document.withView { document in
      var decoder = SceneDecoder(
        document: document, isTruncated: false, keyPath: FlatBuffer(capacity: 16),
        lists: (SceneDecoder.DeclaredViews(), []))
      let onePass = decoder.validFrame(root)
      let itemByItem = decoder.frameItemByItem(root)
      return (onePass, itemByItem, decoder.problemCount)
    }
  }

  @Test(arguments: [
    "[0, 59, 393, 759]", "[-16, -1e6, 0, 0.5]", "[1e6, 1000000, 1e6, 999999.999]",
    "[0x10, 0o17, 1.5e2, 7]", "[!!int 3, !!float 4, 5, 6]", "[1, 2, 3, -4]", "[1, 2, -0.1, 4]",
    "[1, 2, 3]", "[1, 2, 3, 4, 5]", "[1e7, 0, 1, 1]", "[1, .inf, 1, 1]", "[1, .nan, 1, 1]",
    "[007, 1, 1, 1]", "[one, 2, 3, 4]", "[\"1\", 2, 3, 4]", "[null, 2, 3, 4]", "[[1], 2, 3, 4]",
    "{x: 1}", "12", "[]", "[-0, -0.0, 0, 0]", "[1.0000001, 2, 3, 4]",
  ])
  func oneReadingAcceptsWhatTheOtherAcceptsWithoutAProblem(_ yaml: String) {
    let read = readings(yaml)
    if read.problems == 0 {
      #expect(read.onePass != nil && read.onePass == read.itemByItem)
    } else {
      #expect(read.onePass == nil && read.problems > 0)
    }
  }
}
