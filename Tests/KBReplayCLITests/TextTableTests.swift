import Testing

@testable import KBReplayCLI

@Suite struct TextTableTests {
  @Test func padsEveryColumnButTheLastToItsWidestCell() {
    let lines = TextTable.lines([["a", "bbb", "c"], ["dddd", "e", "ffffff"]], indent: 1, gap: 2)
    #expect(lines == [" a     bbb  c", " dddd  e    ffffff"])
  }

  @Test func aShortRowsLastCellNeitherWidensItsColumnNorGetsPadded() {
    let lines = TextTable.lines([
      ["label", "first line"], ["", "second"], ["a-much-longer-label"],
    ])
    #expect(lines == ["label  first line", "       second", "a-much-longer-label"])
  }

  @Test func noRowsGiveNoLines() {
    #expect(TextTable.lines([]).isEmpty)
  }

  @Test func wrappingBreaksAtSpacesWithinTheWidth() {
    #expect(TextTable.wrapped("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(TextTable.wrapped("one two", width: 7) == ["one two"])
    #expect(TextTable.wrapped("a-very-long-word b", width: 4) == ["a-very-long-word", "b"])
    #expect(TextTable.wrapped("", width: 10).isEmpty)
  }
}
