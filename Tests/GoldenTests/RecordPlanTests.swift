import Golden
import Testing

@Suite struct RecordPlanTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var state: GoldenState
    var mode: RecordMode
    var outcome: GoldenOutcome
    var writes: String
    var testDescription: String { "\(state) under \(mode)" }
  }

  /// The table of docs/golden.md#record-policy: outcome, then g (golden written), p (pending
  /// written), r (pending removed).
  static let table: [Row] = [
    Row(state: .missing, mode: .never, outcome: .missing, writes: ""),
    Row(state: .missing, mode: .missing, outcome: .recorded, writes: "g r"),
    Row(state: .missing, mode: .failed, outcome: .recorded, writes: "g r"),
    Row(state: .missing, mode: .all, outcome: .recorded, writes: "g r"),
    Row(state: .identical, mode: .never, outcome: .passed, writes: ""),
    Row(state: .identical, mode: .missing, outcome: .passed, writes: "r"),
    Row(state: .identical, mode: .failed, outcome: .passed, writes: "r"),
    Row(state: .identical, mode: .all, outcome: .passed, writes: "r"),
    Row(state: .withinTolerance, mode: .never, outcome: .passed, writes: ""),
    Row(state: .withinTolerance, mode: .missing, outcome: .passed, writes: "r"),
    Row(state: .withinTolerance, mode: .failed, outcome: .passed, writes: "r"),
    Row(state: .withinTolerance, mode: .all, outcome: .updated, writes: "g r"),
    Row(state: .mismatched, mode: .never, outcome: .mismatched, writes: ""),
    Row(state: .mismatched, mode: .missing, outcome: .mismatched, writes: "p"),
    Row(state: .mismatched, mode: .failed, outcome: .updated, writes: "g r"),
    Row(state: .mismatched, mode: .all, outcome: .updated, writes: "g r"),
  ]

  @Test(arguments: table)
  func followsTheContract(_ row: Row) {
    let plan = RecordPlan(for: row.state, mode: row.mode)
    #expect(plan.outcome == row.outcome)
    let writes = [
      plan.writesGolden ? "g" : nil, plan.writesPending ? "p" : nil,
      plan.removesPending ? "r" : nil,
    ]
    #expect(writes.compactMap { $0 }.joined(separator: " ") == row.writes)
  }

  @Test func theTableCoversEveryCase() {
    #expect(Self.table.count == GoldenState.allCases.count * RecordMode.allCases.count)
  }

  @Test func neverTouchesAnything() {
    for state in GoldenState.allCases {
      let plan = RecordPlan(for: state, mode: .never)
      #expect(!plan.writesGolden && !plan.writesPending && !plan.removesPending)
    }
  }

  @Test func onlyMissingAndMismatchedFail() {
    #expect(GoldenOutcome.passed.passes && GoldenOutcome.recorded.passes)
    #expect(GoldenOutcome.updated.passes)
    #expect(!GoldenOutcome.missing.passes && !GoldenOutcome.mismatched.passes)
  }
}

@Suite struct RecordSettingTests {
  @Test(arguments: [
    ("auto", RecordSetting.auto), ("never", .mode(.never)), ("missing", .mode(.missing)),
    ("failed", .mode(.failed)), ("all", .mode(.all)),
  ])
  func readsTheFiveNames(_ text: String, _ setting: RecordSetting) {
    #expect(RecordSetting(rawValue: text) == setting)
    #expect(setting.rawValue == text)
  }

  @Test(arguments: ["", "Auto", "ALL", "none", "yes", " all"])
  func refusesOtherText(_ text: String) {
    #expect(RecordSetting(rawValue: text) == nil)
  }

  @Test(
    arguments: [
      (nil, false), ("", false), ("0", false), ("false", false), ("False", false),
      ("FALSE", false), ("true", true), ("1", true), ("yes", true), ("anything", true),
    ] as [(String?, Bool)])
  func ciIsSetToAnythingButEmptyZeroOrFalse(_ value: String?, _ isCI: Bool) {
    let environment = value.map { ["CI": $0] } ?? [:]
    #expect(RecordSetting.isContinuousIntegration(environment) == isCI)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var option: RecordSetting?
    var environment: [String: String]
    var expected: Result<RecordMode, InvalidRecordSetting>
    var testDescription: String { "\(String(describing: option)) \(environment)" }
  }

  @Test(arguments: [
    Case(option: nil, environment: [:], expected: .success(.missing)),
    Case(option: nil, environment: ["CI": "true"], expected: .success(.never)),
    Case(option: .auto, environment: ["CI": "true"], expected: .success(.never)),
    Case(option: .auto, environment: ["CI": "false"], expected: .success(.missing)),
    Case(
      option: nil, environment: ["KBREPLAY_RECORD": "all", "CI": "1"], expected: .success(.all)),
    Case(
      option: nil, environment: ["KBREPLAY_RECORD": "auto", "CI": "1"], expected: .success(.never)),
    Case(option: nil, environment: ["KBREPLAY_RECORD": ""], expected: .success(.missing)),
    Case(
      option: .mode(.failed), environment: ["KBREPLAY_RECORD": "never"],
      expected: .success(.failed)),
    Case(
      option: .mode(.never), environment: ["KBREPLAY_RECORD": "bogus"], expected: .success(.never)),
    Case(
      option: nil, environment: ["KBREPLAY_RECORD": "bogus"],
      expected: .failure(InvalidRecordSetting(value: "bogus"))),
  ])
  func theOptionBeatsTheVariableAndAutoProtectsCI(_ testCase: Case) {
    #expect(
      RecordSetting.resolve(option: testCase.option, environment: testCase.environment)
        == testCase.expected)
  }
}
