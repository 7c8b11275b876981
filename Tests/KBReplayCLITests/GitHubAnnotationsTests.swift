import Testing

@testable import KBReplayCLI

@Suite struct GitHubAnnotationsTests {
  @Test func escapesDataAndPropertiesAsTheActionsToolkitDoes() {
    #expect(GitHubAnnotations.escapedData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
    #expect(GitHubAnnotations.escapedProperty("100% a:b,c\r\nd") == "100%25 a%3Ab%2Cc%0D%0Ad")
  }

  @Test func aFailureBecomesAnErrorCommand() {
    let failure = SceneResult.Failure(
      type: "expectation", message: "at 0.9000: padding is 5.00,\nexpected 0", file: "S/a,b.yaml",
      line: 14, column: 5)
    #expect(
      GitHubAnnotations.line(for: failure, scene: "S/a,b.yaml")
        == "::error file=S/a%2Cb.yaml,line=14,col=5,title=kbreplay%3A expectation in S/a%2Cb.yaml"
        + "::at 0.9000: padding is 5.00,%0Aexpected 0")
  }

  @Test func onlyWhenGitHubActionsIsTrue() {
    #expect(GitHubAnnotations.isEnabled(in: ["GITHUB_ACTIONS": "true"]))
    #expect(!GitHubAnnotations.isEnabled(in: ["GITHUB_ACTIONS": "false"]))
    #expect(!GitHubAnnotations.isEnabled(in: [:]))
  }

  @Test func atMostTenThenASummary() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<12 {
      try folder.write("s\(index < 10 ? "0" : "")\(index).yaml", SceneTexts.password)
    }
    let run = ToolRun(
      ["test", folder.path], environment: ["CI": "true", "GITHUB_ACTIONS": "true"])
    let annotations = run.outputLines.filter { $0.hasPrefix("::") }
    #expect(annotations.count == 11)
    #expect(annotations.prefix(10).allSatisfy { $0.hasPrefix("::error file=\(folder.path)/s") })
    #expect(annotations.first?.contains(",line=1,title=kbreplay%3A missing-golden in ") == true)
    #expect(
      annotations.last == "::notice::kbreplay: 2 more failures are not annotated; see the log")
    #expect(run.outputLines.last == "0 passed, 12 failed")
    let plain = ToolRun(["test", folder.path], environment: ["CI": "true"])
    #expect(!plain.output.contains("::"))
  }
}
