import Foundation
import KeyboardAvoidance
import Replay
import SceneLoading
import Testing

@testable import TraceFormat

/// The return key's log entry (docs/replay.md#trace-text-format-1) in the text trace, in JSON
/// (docs/replay.md#json), and read back.
@Suite struct ReturnEventFormatTests {
  static let scene = """
    scene: Return
    strategy: none
    layout:
      view: screen
      frame: [0, 0, 393, 852]
      children:
        - textField: email
          frame: [16, 300, 361, 44]
          returnKey: {focus: password}
        - textField: password
          frame: [16, 400, 361, 44]
    events:
      - {at: 0.1, key: return}
      - {at: 0.2, focus: email}
      - {at: 1, key: return}

    """

  static func trace() throws -> Trace {
    let loaded = SceneLoader.load(bytes: Array(scene.utf8), path: "return.yaml")
    return try Replayer.replay(try loaded.get())
  }

  @Test func theTextLogNamesTheFocusedInputOrNone() throws {
    let text = try Self.trace().text(sourceName: "return.yaml")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("  0.1000  return none"))
    let returnLine = try #require(lines.firstIndex(of: "  1.0000  return email"))
    // Logged before the focus change it causes.
    #expect(lines[returnLine + 1] == "  1.0000  focus password")
  }

  @Test func jsonHasAReturnEventWithTheIdOrNull() throws {
    let json = try Self.trace().json(sourceName: "return.yaml")
    #expect(json.contains(#"{"t": 0.1, "type": "return", "id": null}"#))
    #expect(json.contains(#"{"t": 1.0, "type": "return", "id": "email"}"#))
  }

  @Test func theReaderParsesReturnLinesBack() throws {
    let trace = try Self.trace()
    let document = try TraceDocument(parsing: trace.text(sourceName: "return.yaml"))
    let returns = document.runs[0].events.filter { $0.name == "return" }
    #expect(returns.map(\.time.description) == ["0.1000", "1.0000"])
    #expect(
      returns.map(\.fields) == [
        [TraceDocument.Field(label: "id", value: .text("none"), isLength: false)],
        [TraceDocument.Field(label: "id", value: .text("email"), isLength: false)],
      ])
    #expect(document.runs[0].events.count == trace.runs[0].events.count)
  }

  @Test func aReturnLineWithTooManyWordsIsAnError() throws {
    let text = try Self.trace().text(sourceName: "return.yaml")
      .replacingOccurrences(of: "return none", with: "return none extra")
    #expect(throws: TraceParseError.self) { try TraceDocument(parsing: text) }
    do {
      _ = try TraceDocument(parsing: text)
    } catch {
      #expect(
        error.rendered(path: "t") == "t:6:23: error: unexpected 'extra' after the focused id")
    }
  }
}
