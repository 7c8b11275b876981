import Testing

@testable import KBReplayCLI

@Suite struct TextStyleTests {
  struct Case: Sendable {
    var line: String
    var coloured: String
  }

  @Test(arguments: [
    Case(line: "--- a.golden", coloured: "\u{1B}[1m--- a.golden\u{1B}[0m"),
    Case(line: "+++ a.golden.new", coloured: "\u{1B}[1m+++ a.golden.new\u{1B}[0m"),
    Case(line: "@@ -1,2 +1,2 @@", coloured: "\u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m"),
    Case(line: "-  0.2667  261.00", coloured: "\u{1B}[31m-  0.2667  261.00\u{1B}[0m"),
    Case(line: "+  0.2667  266.00", coloured: "\u{1B}[32m+  0.2667  266.00\u{1B}[0m"),
    Case(line: "   0.2833  261.00", coloured: "   0.2833  261.00"),
    Case(line: "first difference: at 0.2667", coloured: "first difference: at 0.2667"),
  ])
  func diffLinesAreColouredAsGitColoursThem(_ test: Case) {
    #expect(TextStyle(usesColor: true).diffLine(test.line) == test.coloured)
    #expect(TextStyle(usesColor: false).diffLine(test.line) == test.line)
  }

  @Test func boldOnlyWithColour() {
    #expect(TextStyle(usesColor: true).bold("x") == "\u{1B}[1mx\u{1B}[0m")
    #expect(TextStyle(usesColor: false).bold("x") == "x")
  }
}
