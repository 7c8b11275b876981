import Foundation
import Support
import Testing

@testable import KBReplayCLI

/// `kbreplay review`, answered through a scripted input as a pipe would answer it.
@Suite struct ReviewCommandTests {
  static let prompt = "accept (a), reject (r), skip (s), quit (q)? "

  /// Runs `kbreplay review ARGUMENTS` answering `answers`; `onRead` runs before each read.
  func review(
    _ arguments: [String], answering answers: [String], colorsOutput: Bool = false,
    onRead: @escaping @Sendable () -> Void = {}
  ) -> ToolRun {
    let console = RecordingConsole()
    let context = CommandContext(
      console: console, input: ScriptedInput(answers, onRead: onRead), colorsOutput: colorsOutput)
    let status = KBReplayCommand.run(arguments: ["review"] + arguments, in: context)
    return ToolRun(status: status, output: console.standardOutput, error: console.standardError)
  }

  /// ``PendingGoldensTests/reviewedSuite()`` (a golden 5 pt off, one that is not a trace,
  /// each with its pending golden) and a third scene with a pending golden and no golden.
  static func suite() throws -> TemporaryFolder {
    let folder = try PendingGoldensTests.reviewedSuite()
    try folder.write("c/password.yaml", SceneTexts.password)
    try folder.write("c/password.golden.new", try PendingGoldensTests.trace.get())
    return folder
  }

  /// What review shows of `a/`: the comparison as `test` prints it.
  static func pageA(_ folder: String) -> String {
    """
    \(folder)/a/password.yaml (1 of 3)
      scene: Password field below the keyboard
      golden \(folder)/a/password.golden differs beyond the tolerance of 0.01
      first difference: at 0.2667 in padding.screen (run classic): expected 266.00, actual 261.00, difference 5.00
      largest difference: 5.00 at 0.2667 in padding.screen (run classic)
      samples differing: 1 of 67
      --- \(folder)/a/password.golden
      +++ \(folder)/a/password.golden.new
      @@ -21,7 +21,7 @@
         0.2167  211.02  232.83  password  0.00
         0.2333  234.85  249.39  password  0.00
         0.2500  254.78  259.20  password  0.00
      -  0.2667  271.21  266.00  password  0.00
      +  0.2667  271.21  261.00  password  0.00
         0.2833  284.61  261.00  password  0.00
         0.3000  295.44  261.00  password  0.00
         0.3167  304.12  261.00  password  0.00

    """
  }

  /// What review shows of `b/`, whose golden is not a trace.
  static func pageB(_ folder: String) -> String {
    """
    \(folder)/b/password.yaml (2 of 3)
      scene: Password field below the keyboard
      the golden cannot be compared: \(folder)/b/password.golden:1:1: error: not a kbreplay trace: the first line must be 'kbreplay-trace 1'

    """
  }

  /// What review shows of `c/`, which has no golden: the pending trace's first lines.
  static func pageC(_ folder: String) throws -> String {
    let lines = try PendingGoldensTests.trace.get().split(separator: "\n")
    return """
      \(folder)/c/password.yaml (3 of 3)
        scene: Password field below the keyboard
        no golden \(folder)/c/password.golden yet; its first lines would be:

      """
        + lines.prefix(20).map { "    \($0)\n" }.joined()
        + "  (\(lines.count - 20) more lines not shown)\n"
  }

  @Test func acceptRejectAndSkipEachPendingGoldenInPathOrder() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let trace = try PendingGoldensTests.trace.get()
    let oldGolden = try #require(folder.text("a/password.golden"))
    // The golden of a/ is replaced when a is answered, not before: at the first question it is
    // the old one, at the second the new one.
    let goldens = Lock<[String?]>([])
    let run = review([folder.path], answering: ["a", "r", "s"]) {
      goldens.withLock { $0.append(folder.text("a/password.golden")) }
    }
    #expect(run.status == .success)
    #expect(run.error == "")
    #expect(
      run.output == Self.pageA(folder.path) + Self.prompt + "a\n"
        + "accepted \(folder.path)/a/password.golden.new\n\n"
        + Self.pageB(folder.path) + Self.prompt + "r\n"
        + "rejected \(folder.path)/b/password.golden.new\n\n"
        + (try Self.pageC(folder.path)) + Self.prompt + "s\n"
        + "skipped \(folder.path)/c/password.golden.new\n\n"
        + "accepted 1, rejected 1, skipped 1\n")
    #expect(goldens.withLock { $0 } == [oldGolden, trace, trace])
    #expect(folder.text("a/password.golden") == trace)
    #expect(!folder.exists("a/password.golden.new"))
    #expect(folder.text("b/password.golden") == "old\n")
    #expect(!folder.exists("b/password.golden.new"))
    #expect(folder.text("c/password.golden.new") == trace)
    #expect(!folder.exists("c/password.golden"))
    #expect(!folder.snapshot().keys.contains { $0.contains(".tmp-") })
  }

  @Test func anUnknownAnswerIsAskedAgain() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let run = review([folder.path + "/a"], answering: ["yes", "", " A "])
    #expect(run.status == .success)
    #expect(
      run.output == Self.pageA(folder.path).replacingOccurrences(of: "(1 of 3)", with: "(1 of 1)")
        + Self.prompt + "yes\n" + "unknown answer 'yes'; answer a, r, s or q\n"
        + Self.prompt + "\n" + "unknown answer ''; answer a, r, s or q\n"
        + Self.prompt + " A \n" + "accepted \(folder.path)/a/password.golden.new\n\n"
        + "accepted 1, rejected 0, skipped 0\n")
    #expect(folder.text("a/password.golden") == (try PendingGoldensTests.trace.get()))
  }

  @Test func quitLeavesThisAndTheRestAsTheyAre() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let before = folder.snapshot()
    let run = review([folder.path], answering: ["s", "quit", "a"])
    #expect(run.status == .success)
    #expect(
      run.output == Self.pageA(folder.path) + Self.prompt + "s\n"
        + "skipped \(folder.path)/a/password.golden.new\n\n"
        + Self.pageB(folder.path) + Self.prompt + "quit\n\n"
        + "accepted 0, rejected 0, skipped 3\n")
    #expect(folder.snapshot() == before)
  }

  @Test func theEndOfTheInputQuits() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let before = folder.snapshot()
    let run = review([folder.path], answering: [])
    #expect(run.status == .success)
    #expect(
      run.output == Self.pageA(folder.path) + Self.prompt + "\n\n"
        + "accepted 0, rejected 0, skipped 3\n")
    #expect(folder.snapshot() == before)
  }

  @Test func aPendingGoldenThatAgreesWithTheGoldenSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let trace = try PendingGoldensTests.trace.get()
    try folder.write("x/password.yaml", SceneTexts.password)
    try folder.write(
      "x/password.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  261.004  password  0.00"))
    try folder.write("x/password.golden.new", trace)
    try folder.write("y/password.yaml", SceneTexts.password)
    try folder.write("y/password.golden", trace)
    try folder.write("y/password.golden.new", trace)
    let run = review([folder.path], answering: ["s", "s"])
    let x = folder.path + "/x/password.golden"
    let y = folder.path + "/y/password.golden"
    #expect(
      run.output == """
        \(folder.path)/x/password.yaml (1 of 2)
          scene: Password field below the keyboard
          \(x).new agrees with \(x) within the tolerance of 0.01; largest difference 0.004 at 0.2667 in padding.screen (run classic)
        \(Self.prompt)s
        skipped \(x).new

        \(folder.path)/y/password.yaml (2 of 2)
          scene: Password field below the keyboard
          \(y).new holds the same bytes as \(y)
        \(Self.prompt)s
        skipped \(y).new

        accepted 0, rejected 0, skipped 2

        """)
  }

  @Test func nothingPendingSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a/password.yaml", SceneTexts.password)
    let run = review([folder.path], answering: ["a"])
    #expect(run.status == .success)
    #expect(run.output == "nothing to review: no pending goldens (*.golden.new)\n")
    #expect(run.error == "")
  }

  @Test func aMissingPathIsAnErrorAndTheRestIsReviewed() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let missing = review([folder.path + "/none"], answering: [])
    #expect(missing.status == .invalidInput)
    #expect(missing.error == "kbreplay: error: no such file or folder: \(folder.path)/none\n")
    #expect(missing.output == "nothing to review: no pending goldens (*.golden.new)\n")
    let some = review([folder.path + "/none", folder.path + "/b/password.yaml"], answering: ["r"])
    #expect(some.status == .invalidInput)
    #expect(some.output.hasSuffix("accepted 0, rejected 1, skipped 0\n"))
    #expect(!folder.exists("b/password.golden.new"))
  }

  @Test func colourOnlyWhenTheOutputIsATerminal() throws {
    let folder = try Self.suite()
    defer { folder.remove() }
    let plain = review([folder.path + "/a"], answering: ["s"])
    #expect(!plain.output.contains("\u{1B}"))
    let coloured = review([folder.path + "/a"], answering: ["s"], colorsOutput: true)
    let lines = coloured.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "\u{1B}[1m\(folder.path)/a/password.yaml (1 of 1)\u{1B}[0m")
    #expect(lines.contains("  \u{1B}[31m-  0.2667  271.21  266.00  password  0.00\u{1B}[0m"))
    #expect(lines.contains("  \u{1B}[32m+  0.2667  271.21  261.00  password  0.00\u{1B}[0m"))
    #expect(lines.contains("  \u{1B}[36m@@ -21,7 +21,7 @@\u{1B}[0m"))
    #expect(
      coloured.output.replacingOccurrences(
        of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression) == plain.output)
  }

  @Test(arguments: [
    ("a", ReviewCommand.Answer.accept), ("Accept", .accept), (" r ", .reject), ("reject", .reject),
    ("S", .skip), ("skip", .skip), ("q", .quit), ("QUIT\r", .quit),
  ])
  func answersAreLettersOrWords(text: String, answer: ReviewCommand.Answer) {
    #expect(ReviewCommand.Answer(text) == answer)
  }

  @Test(arguments: ["", "x", "acc", "a r", "y"])
  func otherAnswersAreUnknown(text: String) {
    #expect(ReviewCommand.Answer(text) == nil)
  }
}
