import Foundation
import TestSupport
import Testing
import TraceFormat

@testable import Golden

/// The differ on return lines (docs/replay.md#trace-text-format-1): their one field is named by
/// the event, as focus is.
@Suite struct ReturnEventDifferTests {
  static let scene = """
    scene: Return
    strategy: adaptive
    layout:
      view: form
      frame: [0, 59, 393, 759]
      keyboardAdaptive: true
      children:
        - textField: email
          frame: [16, 300, 361, 44]
          returnKey: {focus: password}
        - textField: password
          frame: [16, 640, 361, 44]
    events:
      - {at: 0.1, tap: email}
      - {at: 0.8, key: return}
    sampling: {until: 1.2}

    """

  static let trace = TraceFixtures.text(scene, source: "return.yaml")

  @Test func aDifferentIdOnAReturnLineIsNamedReturn() throws {
    let line = TraceFixtures.lineNumber(in: Self.trace) { $0.hasSuffix("return email") }
    let golden = TraceFixtures.editing(Self.trace, line: line) {
      $0.replacingOccurrences(of: "return email", with: "return password")
    }
    let verdict = try TraceDiffer.compare(
      expected: TraceDocument(parsing: golden), actual: TraceDocument(parsing: Self.trace),
      tolerance: .standard)
    guard case .mismatch(let mismatch) = verdict else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(
      mismatch.firstDivergence
        == Divergence(
          run: "adaptive", time: "0.8000", column: "return", expected: "password",
          actual: "email", difference: nil, expectedLine: line, actualLine: line))
  }

  @Test func aReturnLineAgreesWithItself() throws {
    let bytes = Array(Self.trace.utf8)
    #expect(try TraceDiffer.compare(expected: bytes, actual: bytes) == .identical)
  }
}
