import Foundation
import TestSupport
import Testing
import TraceFormat

@testable import Golden

@Suite struct GoldenCheckTests {
  static let trace = TraceFixtures.text()
  static let nudged = trace.replacingFirst("  261.00  password", with: "  261.004  password")
  static let changed = trace.replacingFirst("  261.00  password", with: "  266.00  password")

  enum Golden: String, CaseIterable, Sendable {
    case missing, matching, withinTolerance, mismatching

    var text: String? {
      switch self {
      case .missing: nil
      case .matching: GoldenCheckTests.trace
      case .withinTolerance: GoldenCheckTests.nudged
      case .mismatching: GoldenCheckTests.changed
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var mode: RecordMode
    var golden: Golden
    var outcome: GoldenOutcome
    /// What `x.golden` holds afterwards: nil, "trace" or "kept".
    var goldenAfter: String?
    var pendingAfter: String?
    var testDescription: String { "\(golden) under \(mode)" }
  }

  static let cases: [Case] = [
    Case(
      mode: .never, golden: .missing, outcome: .missing, goldenAfter: nil, pendingAfter: "stale"),
    Case(
      mode: .never, golden: .matching, outcome: .passed, goldenAfter: "kept", pendingAfter: "stale"),
    Case(
      mode: .never, golden: .withinTolerance, outcome: .passed, goldenAfter: "kept",
      pendingAfter: "stale"),
    Case(
      mode: .never, golden: .mismatching, outcome: .mismatched, goldenAfter: "kept",
      pendingAfter: "stale"),
    Case(
      mode: .missing, golden: .missing, outcome: .recorded, goldenAfter: "trace", pendingAfter: nil),
    Case(
      mode: .missing, golden: .matching, outcome: .passed, goldenAfter: "kept", pendingAfter: nil),
    Case(
      mode: .missing, golden: .withinTolerance, outcome: .passed, goldenAfter: "kept",
      pendingAfter: nil),
    Case(
      mode: .missing, golden: .mismatching, outcome: .mismatched, goldenAfter: "kept",
      pendingAfter: "trace"),
    Case(
      mode: .failed, golden: .missing, outcome: .recorded, goldenAfter: "trace", pendingAfter: nil),
    Case(
      mode: .failed, golden: .matching, outcome: .passed, goldenAfter: "kept", pendingAfter: nil),
    Case(
      mode: .failed, golden: .withinTolerance, outcome: .passed, goldenAfter: "kept",
      pendingAfter: nil),
    Case(
      mode: .failed, golden: .mismatching, outcome: .updated, goldenAfter: "trace",
      pendingAfter: nil),
    Case(mode: .all, golden: .missing, outcome: .recorded, goldenAfter: "trace", pendingAfter: nil),
    Case(mode: .all, golden: .matching, outcome: .passed, goldenAfter: "kept", pendingAfter: nil),
    Case(
      mode: .all, golden: .withinTolerance, outcome: .updated, goldenAfter: "trace",
      pendingAfter: nil),
    Case(
      mode: .all, golden: .mismatching, outcome: .updated, goldenAfter: "trace", pendingAfter: nil),
  ]

  /// Each case starts with a stale pending file, to see when it is removed.
  @Test(arguments: cases)
  func writesAndRemovesPerTheMode(_ testCase: Case) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("x.yaml", "")
    if let text = testCase.golden.text { try folder.write("x.golden", text) }
    try folder.write("x.golden.new", "stale")
    let report = GoldenCheck(mode: testCase.mode, tolerance: .standard).check(
      Array(Self.trace.utf8), against: GoldenPaths(scenePath: folder.file("x.yaml")))
    #expect(report.outcome == testCase.outcome)
    #expect(report.fileError == nil)
    let expectedGolden: String? =
      switch testCase.goldenAfter {
      case "trace": Self.trace
      case "kept": testCase.golden.text
      default: nil
      }
    #expect(folder.read("x.golden") == expectedGolden)
    let expectedPending = testCase.pendingAfter.map { $0 == "trace" ? Self.trace : $0 }
    #expect(folder.read("x.golden.new") == expectedPending)
    let names = ["x.golden", "x.golden.new", "x.yaml"].filter { folder.read($0) != nil }
    #expect(folder.names() == names, "no temporary file is left")
  }

  @Test func aBrokenGoldenIsAMismatchThatNamesItsLine() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("x.golden", Self.trace.replacingFirst("fps: 60", with: "fps: sixty"))
    let report = GoldenCheck(mode: .never, tolerance: .standard).check(
      Array(Self.trace.utf8), against: GoldenPaths(scenePath: folder.file("x.yaml")))
    #expect(report.outcome == .mismatched)
    #expect(report.unreadableTrace?.side == .expected)
    #expect(report.unreadableTrace?.error.line == 4)
  }

  @Test func anUnreadableGoldenIsAFileError() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("x.golden"), withIntermediateDirectories: false)
    let report = GoldenCheck(mode: .all, tolerance: .standard).check(
      Array(Self.trace.utf8), against: GoldenPaths(scenePath: folder.file("x.yml")))
    #expect(report.fileError?.operation == "read")
    #expect(report.fileError?.path == folder.file("x.golden"))
  }

  @Test(arguments: [
    ("a/x.yaml", "a/x.golden"), ("a/x.yml", "a/x.golden"), ("x.txt", "x.txt.golden"),
    ("a.yaml/b.yaml", "a.yaml/b.golden"),
  ])
  func goldenPathsSitBesideTheScene(_ scene: String, _ golden: String) {
    let paths = GoldenPaths(scenePath: scene)
    #expect(paths.golden == golden)
    #expect(paths.pending == golden + ".new")
  }

  @Test func goldensAndScenesShareAStem() {
    #expect(GoldenPaths.stem(ofGolden: "a/x.golden") == "a/x")
    #expect(GoldenPaths.stem(ofGolden: "a/x.golden.new") == "a/x")
    #expect(GoldenPaths.stem(ofGolden: "a/x.yaml") == nil)
    #expect(GoldenPaths.stem(ofScene: "a/x.yaml") == "a/x")
    #expect(GoldenPaths.stem(ofScene: "a/é.yml") == "a/é")
    #expect(GoldenPaths.stem(ofScene: "a/x.golden") == nil)
  }
}
