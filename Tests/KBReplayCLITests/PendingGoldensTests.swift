import Foundation
import Testing

/// `kbreplay accept`, `kbreplay reject` and the review cycle with `test`.
@Suite struct PendingGoldensTests {
  static let trace = Result {
    try TemporaryFolder.trace(of: SceneTexts.password, named: "password")
  }

  /// A suite whose golden differs by 5 pt, after a local run wrote the pending golden.
  static func reviewedSuite() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let trace = try Self.trace.get()
    try folder.write("a/password.yaml", SceneTexts.password)
    try folder.write(
      "a/password.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  266.00  password  0.00"))
    try folder.write("b/password.yaml", SceneTexts.password)
    try folder.write("b/password.golden", "old\n")
    let run = ToolRun(["test", folder.path])
    #expect(run.status == .failure)
    #expect(folder.text("a/password.golden.new") == trace)
    #expect(folder.text("b/password.golden.new") == trace)
    return folder
  }

  @Test func acceptRenamesPendingGoldensAndTheNextRunPasses() throws {
    let folder = try Self.reviewedSuite()
    defer { folder.remove() }
    let run = ToolRun(["accept", folder.path])
    #expect(run.status == .success)
    #expect(
      run.output == """
        accepted \(folder.path)/a/password.golden.new
        accepted \(folder.path)/b/password.golden.new
        2 accepted

        """)
    #expect(folder.text("a/password.golden") == (try Self.trace.get()))
    #expect(!folder.exists("a/password.golden.new"))
    #expect(ToolRun(["test", folder.path], environment: ["CI": "true"]).status == .success)
  }

  @Test func rejectDeletesPendingGoldensAndKeepsGoldens() throws {
    let folder = try Self.reviewedSuite()
    defer { folder.remove() }
    let run = ToolRun(["reject", folder.path + "/b/password.yaml"])
    #expect(run.status == .success)
    #expect(run.output == "rejected \(folder.path)/b/password.golden.new\n1 rejected\n")
    #expect(folder.text("b/password.golden") == "old\n")
    #expect(!folder.exists("b/password.golden.new"))
    #expect(folder.exists("a/password.golden.new"))
  }

  @Test func filesNameTheirOwnPendingGolden() throws {
    let folder = try Self.reviewedSuite()
    defer { folder.remove() }
    let run = ToolRun([
      "accept", folder.path + "/a/password.golden", folder.path + "/b/password.golden.new",
      folder.path + "/a/password.yaml",
    ])
    #expect(run.output.hasSuffix("\n2 accepted\n"))
    #expect(ToolRun(["accept", folder.path]).output == "0 accepted\n")
  }

  @Test func missingPathsAreErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for command in ["accept", "reject"] {
      let run = ToolRun([command, folder.path + "/none"])
      #expect(run.status == .invalidInput)
      #expect(run.error == "kbreplay: error: no such file or folder: \(folder.path)/none\n")
      #expect(run.output == "0 \(command)ed\n")
    }
  }

  @Test func aStalePendingGoldenIsRemovedWhenTheSceneLaterPasses() throws {
    let folder = try Self.reviewedSuite()
    defer { folder.remove() }
    try folder.write("a/password.golden", try Self.trace.get())
    _ = ToolRun(["test", folder.path + "/a"])
    #expect(!folder.exists("a/password.golden.new"))
  }
}

/// `kbreplay diff EXPECTED ACTUAL`.
@Suite struct DiffCommandTests {
  @Test func identicalWithinToleranceAndDifferentExitZeroZeroOne() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let trace = try TemporaryFolder.trace(of: SceneTexts.password, named: "password")
    let a = try folder.write("a.golden", trace)
    let nudged = try folder.write(
      "b.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  261.004  password  0.00"))
    let changed = try folder.write(
      "c.golden",
      trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  266.00  password  0.00"))

    let same = ToolRun(["diff", a, a])
    #expect(same.status == .success)
    #expect(same.output == "the traces are identical\n")

    let close = ToolRun(["diff", nudged, a])
    #expect(close.status == .success)
    #expect(
      close.output
        == "the traces agree within the tolerance of 0.01; largest difference 0.004 at 0.2667 "
        + "in padding.screen (run classic)\n")

    let far = ToolRun(["diff", changed, a])
    #expect(far.status == .failure)
    #expect(
      far.outputLines.prefix(7) == [
        "the traces differ beyond the tolerance of 0.01",
        "first difference: at 0.2667 in padding.screen (run classic): expected 266.00, actual 261.00, difference 5.00",
        "largest difference: 5.00 at 0.2667 in padding.screen (run classic)",
        "samples differing: 1 of 67",
        "--- \(changed)",
        "+++ \(a)",
        "@@ -21,7 +21,7 @@",
      ])
    #expect(ToolRun(["diff", changed, a, "--tolerance", "5"]).status == .success)
  }

  @Test func unreadableAndMalformedFilesExitTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let broken = try folder.write("broken.golden", "kbreplay-trace 1\nscene: x\n")
    let good = try folder.write(
      "good.golden", try TemporaryFolder.trace(of: SceneTexts.password, named: "password"))
    let missing = ToolRun(["diff", folder.path + "/none", good])
    #expect(missing.status == .invalidInput)
    #expect(missing.error == "kbreplay: error: no such file: \(folder.path)/none\n")
    let malformed = ToolRun(["diff", good, broken])
    #expect(malformed.status == .invalidInput)
    #expect(
      malformed.error
        == "\(broken):3:1: error: missing 'source: ' line with the scene's file name\n")
  }

  @Test func needsTwoFiles() {
    let run = ToolRun(["diff", "a"])
    #expect(run.status == .invalidInput)
    #expect(
      run.error
        == "kbreplay: error: missing argument ACTUAL\nRun 'kbreplay diff --help' for usage.\n")
    #expect(
      ToolRun(["diff", "a", "b", "c"]).error.hasPrefix(
        "kbreplay: error: unexpected argument 'c' (argument 4)"))
  }
}
