import SceneModel
import Testing

@testable import SceneLoading

@Suite struct DiagnosticListTests {
  static func diagnostic(_ line: Int, _ message: String = "") -> Diagnostic {
    Diagnostic(location: SourcePosition(line: line, column: 1), message: message)
  }

  @Test func keepsTheFirstInSourceOrderWhateverTheOrderFound() {
    var list = DiagnosticList(capacity: 3)
    for line in [9, 4, 7, 1, 8, 2] { list.append(Self.diagnostic(line)) }
    #expect(list.sorted.map(\.location.line) == [1, 2, 4])
    #expect(list.count == 6)
  }

  @Test func problemsAtTheSamePointKeepTheOrderFound() {
    var list = DiagnosticList(capacity: 2)
    for message in ["first", "second", "third"] { list.append(Self.diagnostic(5, message)) }
    #expect(list.sorted.map(\.message) == ["first", "second"])
  }

  @Test func aMergedListCountsAsFoundAfter() {
    var tree = DiagnosticList(capacity: 2)
    tree.append(Self.diagnostic(3, "tree"))
    var decoder = DiagnosticList(capacity: 2)
    decoder.append(Self.diagnostic(3, "decoder at 3"))
    decoder.append(Self.diagnostic(1, "decoder at 1"))
    tree.append(contentsOf: decoder)
    // At line 3 the tree's problem was found first.
    #expect(tree.sorted.map(\.message) == ["decoder at 1", "tree"])
    #expect(tree.count == 3)
  }

  @Test func aHundredThousandProblemsKeepTwenty() {
    var list = DiagnosticList()
    for line in (1...100_000).reversed() { list.append(Self.diagnostic(line)) }
    #expect(list.sorted.map(\.location.line) == Array(1...20))
    #expect(list.count == 100_000)
  }
}
