import Foundation
import Testing

/// `kbreplay test` under every record mode, `auto` included, against every state of a golden,
/// with and without `CI`: the line printed, the status and the files left on disk.
@Suite struct TestRecordModeTests {
  enum GoldenState: String, CaseIterable, Sendable {
    case missing, matching, withinTolerance, mismatching
  }

  enum Via: String, CaseIterable, Sendable {
    case option, environment
  }

  /// What a state turns into under an effective mode, by docs/golden.md#record-policy: the
  /// scene's word, the exit status, and what the golden and the pending file hold afterwards
  /// ("trace" for the new trace, "kept" for what was there, "stale" for the stale pending file,
  /// nil for none).
  struct Expected {
    var word: String
    var status: Int32
    var golden: String?
    var pending: String?
  }

  static func expected(mode: String, state: GoldenState) -> Expected {
    switch (mode, state) {
    case ("never", .missing): Expected(word: "FAIL", status: 1, golden: nil, pending: "stale")
    case ("never", .mismatching):
      Expected(word: "FAIL", status: 1, golden: "kept", pending: "stale")
    case ("never", _): Expected(word: "PASS", status: 0, golden: "kept", pending: "stale")
    case (_, .missing): Expected(word: "NEW", status: 0, golden: "trace", pending: nil)
    case ("missing", .mismatching):
      Expected(word: "FAIL", status: 1, golden: "kept", pending: "trace")
    case ("all", .withinTolerance), (_, .mismatching):
      Expected(word: "UPDATED", status: 0, golden: "trace", pending: nil)
    default: Expected(word: "PASS", status: 0, golden: "kept", pending: nil)
    }
  }

  static let trace = Result {
    try TemporaryFolder.trace(of: SceneTexts.password, named: "password")
  }

  static func golden(for state: GoldenState) throws -> String? {
    let trace = try Self.trace.get()
    switch state {
    case .missing: return nil
    case .matching: return trace
    case .withinTolerance:
      return trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  261.004  password  0.00")
    case .mismatching:
      return trace.replacingOccurrences(
        of: SceneTexts.settledRow, with: "  0.2667  271.21  266.00  password  0.00")
    }
  }

  @Test(
    arguments: ["auto", "never", "missing", "failed", "all"], GoldenState.allCases)
  func everyModeAndGoldenWithAndWithoutCI(_ mode: String, _ state: GoldenState) throws {
    for isCI in [false, true] {
      for via in Via.allCases {
        try check(mode: mode, state: state, isCI: isCI, via: via)
      }
    }
  }

  private func check(mode: String, state: GoldenState, isCI: Bool, via: Via) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("suite/password.yaml", SceneTexts.password)
    let golden = try Self.golden(for: state)
    if let golden { try folder.write("suite/password.golden", golden) }
    try folder.write("suite/password.golden.new", "stale")
    var environment = isCI ? ["CI": "true"] : [:]
    var arguments = ["test", folder.path + "/suite"]
    switch via {
    case .option: arguments += ["--record", mode]
    case .environment: environment["KBREPLAY_RECORD"] = mode
    }
    let run = ToolRun(arguments, environment: environment)

    let effective = mode == "auto" ? (isCI ? "never" : "missing") : mode
    let expected = Self.expected(mode: effective, state: state)
    let label = "\(mode) via \(via), CI \(isCI), golden \(state)"
    #expect(run.status.rawValue == expected.status, "\(label)")
    #expect(
      run.output.hasPrefix(
        expected.word.padding(toLength: 8, withPad: " ", startingAt: 0) + scene + "\n"),
      "\(label): \(run.output)")
    #expect(
      run.output.hasSuffix(expected.status == 0 ? "1 passed, 0 failed\n" : "0 passed, 1 failed\n"),
      "\(label)")
    let trace = try Self.trace.get()
    let goldenAfter = expected.golden.map { $0 == "trace" ? trace : golden }
    #expect(folder.text("suite/password.golden") == goldenAfter ?? nil, "\(label)")
    let pendingAfter = expected.pending.map { $0 == "trace" ? trace : "stale" }
    #expect(folder.text("suite/password.golden.new") == pendingAfter, "\(label)")
    let names = Set(folder.snapshot().keys)
    #expect(
      names.isSubset(of: [
        "suite/password.yaml", "suite/password.golden", "suite/password.golden.new",
      ]), "\(label): no stray files")
  }

  @Test func aMissingGoldenUnderNeverSaysHowToRecordIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scene = try folder.write("password.yaml", SceneTexts.password)
    let run = ToolRun(["test", folder.path], environment: ["CI": "1"])
    #expect(run.status == .failure)
    #expect(
      run.output == """
        FAIL    \(scene)
          no golden \(folder.path)/password.golden; record it with 'kbreplay test --record missing \(scene)' (or KBREPLAY_RECORD=missing)
        0 passed, 1 failed

        """)
    #expect(folder.snapshot().keys.sorted() == ["password.yaml"])
  }

  @Test func expectationFailuresFailInEveryModeYetTheGoldenIsRecorded() throws {
    for mode in ["never", "missing", "failed", "all"] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let scene = try folder.write("failing.yaml", SceneTexts.failingPassword)
      let run = ToolRun(["test", folder.path, "--record", mode])
      #expect(run.status == .failure, "\(mode)")
      #expect(
        run.output.hasPrefix("FAIL    \(scene)\n  \(scene):14:5: error: at 0.9000: "), "\(mode)")
      #expect(folder.exists("failing.golden") == (mode != "never"), "\(mode)")
      if mode != "never" {
        #expect(run.output.contains("\n  recorded \(folder.path)/failing.golden\n"), "\(mode)")
      }
    }
  }

  @Test func anUnknownRecordValueIsAUsageError() throws {
    let option = ToolRun(["test", "--record", "alll"])
    #expect(option.status == .invalidInput)
    #expect(
      option.error == """
        kbreplay: error: option '--record' takes auto, never, missing, failed or all, not 'alll' (argument 2); did you mean 'all'?
        Run 'kbreplay test --help' for usage.

        """)
    let variable = ToolRun(["test", "--jobs", "1"], environment: ["KBREPLAY_RECORD": "yes"])
    #expect(variable.status == .invalidInput)
    #expect(variable.output == "")
    #expect(
      variable.error == """
        kbreplay: error: environment variable KBREPLAY_RECORD takes auto, never, missing, failed or all, not 'yes'
        Run 'kbreplay test --help' for usage.

        """)
  }
}
