import Foundation
import Replay
import SceneLoading
import TestSupport
import Testing
import TraceFormat

/// The `safeArea.ID` columns (docs/replay.md#trace-text-format-1): after the paddings in the
/// text, after `"padding"` in JSON, only in scenes with keyboard safe-area containers, and read
/// back by the reader.
@Suite struct SafeAreaColumnsTests {
  static let scene = """
    scene: Two kinds of container
    strategy: none
    layout:
      view: root
      frame: [0, 0, 393, 852]
      children:
        - view: form
          frame: [0, 59, 393, 400]
          keyboardAdaptive: true
          keyboardSafeArea: true
          children:
            - textField: name
              frame: [16, 300, 361, 44]
        - view: chat
          frame: [0, 459, 393, 359]
          keyboardSafeArea: {align: center}
          children:
            - textField: message
              frame: [16, 740, 361, 44]
    events:
      - {at: 0.1, tap: message}
    sampling: {until: 1.2}

    """

  @Test func textColumnsFollowThePaddingsInDocumentOrder() throws {
    let text = TraceFixtures.text(Self.scene, source: "two.yaml")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("samples: t keyboard padding.form safeArea.form safeArea.chat focus covered"))
    // form: maxY 459 < kTop 516, S = 0. chat: maxY 818, S = min(359, 818 - 516) = 302.
    // The message field moves by 302 / 2 = 151 only, to [589, 633]: still all covered.
    #expect(lines.last == "  1.2000  336.00  0.00  0.00  302.00  message  44.00")
  }

  @Test func theReaderReadsTheColumnsBack() throws {
    let text = TraceFixtures.text(Self.scene, source: "two.yaml")
    let document = try TraceDocument(parsing: text)
    let run = try #require(document.runs.first)
    #expect(
      run.columns == [
        "t", "keyboard", "padding.form", "safeArea.form", "safeArea.chat", "focus", "covered",
      ])
    #expect(run.rows.last?.cells[3] == .number(try #require(TraceNumber("302.00"))))
  }

  @Test func aSafeAreaColumnMustNameAnID() throws {
    let text = TraceFixtures.text(Self.scene, source: "two.yaml")
    let line = TraceFixtures.lineNumber(in: text) { $0.hasPrefix("samples:") }
    let edited = TraceFixtures.editing(text, line: line) {
      $0.replacingOccurrences(of: "safeArea.chat", with: "safeArea.1chat")
    }
    #expect(throws: TraceParseError.self) { try TraceDocument(parsing: edited) }
  }

  @Test func jsonSamplesHoldTheShiftsAfterThePaddings() throws {
    guard case .success(let scene) = SceneLoader.load(bytes: Array(Self.scene.utf8), path: "two")
    else {
      Issue.record("the scene does not load")
      return
    }
    let json = try Replayer.replay(scene).json(sourceName: "two.yaml")
    #expect(
      json.contains(
        "\"padding\": {\"form\": 0.0}, \"safeArea\": {\"form\": 0.0, \"chat\": 302.0}, "
          + "\"focus\": \"message\""))
  }

  @Test func scenesWithoutSafeAreaContainersHaveNoSafeAreaKey() throws {
    guard
      case .success(let scene) = SceneLoader.load(
        bytes: Array(TraceFixtures.passwordScene.utf8), path: "p")
    else {
      Issue.record("the scene does not load")
      return
    }
    let trace = try Replayer.replay(scene)
    // The device's safe area is there; no sample has a "safeArea" after its paddings.
    #expect(!trace.json(sourceName: "p.yaml").contains("}, \"safeArea\""))
    #expect(!trace.text(sourceName: "p.yaml").contains("safeArea."))
  }
}
