import Foundation
import TestSupport
import Testing

@testable import TraceFormat

@Suite struct TraceDocumentParsingTests {
  static let minimal = """
    kbreplay-trace 1
    scene: Minimal
    source: minimal.yaml
    run: classic  device: iphone-15 393x852 safe 59/34 keyboard 336  fps: 60
    events:
      0.1000  tap 196.50,662.00 -> password
      0.1000  focus password
      0.1000  keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
    samples: t keyboard padding.form focus covered
      0.0000    0.00    0.00  none      0.00
      0.1167   12.73   43.58  password  0.00
      1.1000  336.00  261.00  password  0.00

    """

  @Test func readsEveryPartWithItsLine() throws {
    let document = try TraceDocument(parsing: Self.minimal)
    #expect(document.title == "Minimal")
    #expect(document.source == "minimal.yaml")
    #expect(document.runs.count == 1)
    let run = try #require(document.runs.first)
    #expect(run.line == 4)
    #expect(run.strategy == "classic")
    #expect(run.fps == 60)
    #expect(
      run.fields.map { "\($0.label)=\($0.value)" } == [
        "device=iphone-15", "device.width=393", "device.height=852", "device.safe.top=59",
        "device.safe.bottom=34", "device.keyboard=336", "fps=60",
      ])
    #expect(run.events.map(\.line) == [6, 7, 8])
    #expect(run.events.map(\.name) == ["tap", "focus", "keyboardWillShow"])
    #expect(
      run.events[0].fields.map { "\($0.label)=\($0.value)" } == [
        "x=196.50", "y=662.00", "hit=password",
      ])
    #expect(run.events[2].fields.map(\.label).suffix(3) == ["end.height", "duration", "curve"])
    #expect(run.columnsLine == 9)
    #expect(run.columns == ["t", "keyboard", "padding.form", "focus", "covered"])
    #expect(run.rows.map(\.sample) == [0, 7, 66])
    #expect(run.rows.map(\.line) == [10, 11, 12])
    #expect(
      run.rows[1].cells == [
        .number(TraceNumber(units: 1273, decimals: 2)),
        .number(TraceNumber(units: 4358, decimals: 2)), .text("password"),
        .number(TraceNumber(units: 0, decimals: 0)),
      ])
    #expect(document.text(ofLine: 11) == "  0.1167   12.73   43.58  password  0.00")
  }

  @Test func readsBackWhatTheWriterWrites() throws {
    let text = TraceFixtures.text()
    let document = try TraceDocument(parsing: text)
    #expect(document.runs.map(\.strategy) == ["classic", "adaptive"])
    #expect(document.lines.count == text.split(separator: "\n").count)
    // 1.2 s at 60 fps: samples 0...72, the last one printed in each run.
    #expect(document.runs.map { $0.rows.last?.sample } == [72, 72])
  }

  /// Every length the loader accepts at its limit (1,000,000 in magnitude), through every
  /// strategy and the sums the replay makes (padding of a centred container with a margin):
  /// the trace must still read back, or its golden could never be compared.
  static let sceneAtTheLengthLimits = """
    scene: Every length at the limit
    screen: {width: 1000000, height: 1000000}
    safeArea: {top: 1000000, bottom: 1000000}
    keyboard: {height: 1000000, accessory: 1000000}
    strategy: [naive, classic, adaptive]
    layout:
      view: screen
      frame: [-1000000, -1000000, 1000000, 1000000]
      keyboardAdaptive: {align: center, margin: 1000000}
      children:
        - textField: field
          frame: [1000000, 1000000, 1000000, 1000000]
    events:
      - {at: 0.1, tap: field}
      - {at: 0.2, keyboard: {frame: [-1000000, -1000000, 1000000, 1000000]}}
      - {at: 0.3, keyboard: {height: 0}}
      - {at: 0.4, focus: none}
      - {at: 0.5, focus: field}
      - {at: 0.6, keyboard: {height: 1000000}}
      - {at: 0.6001, keyboard: {height: 0}}
      - {at: 0.7, tap: [-1000000, 1000000]}
    sampling: {fps: 240}

    """

  @Test func readsBackATraceOfLengthsAtTheLoadersLimits() throws {
    let text = TraceFixtures.text(Self.sceneAtTheLengthLimits, source: "limits.yaml")
    let document = try TraceDocument(parsing: text)
    #expect(document.runs.map(\.strategy) == ["naive", "classic", "adaptive"])
    #expect(text.contains("3999999.97"))
  }

  @Test func acceptsMoreDecimalsAndOtherSpacing() throws {
    let edited = Self.minimal.replacingOccurrences(
      of: "  0.1167   12.73   43.58  password  0.00", with: "  0.116667 12.734 43.58 password 0")
    let row = try TraceDocument(parsing: edited).runs[0].rows[1]
    #expect(row.sample == 7)
    #expect(row.cells[0] == .number(TraceNumber(units: 12_734, decimals: 3)))
  }

  struct BrokenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var original: String
    var replacement: String
    var expected: String
    var testDescription: String { name }
  }

  static let broken: [BrokenCase] = [
    BrokenCase(
      name: "not a trace", original: "kbreplay-trace 1", replacement: "hello",
      expected: "1:1: not a kbreplay trace: the first line must be 'kbreplay-trace 1'"),
    BrokenCase(
      name: "future version", original: "kbreplay-trace 1", replacement: "kbreplay-trace 2",
      expected: "1:16: trace format version '2' is not supported; this kbreplay reads version 1"),
    BrokenCase(
      name: "title", original: "scene: Minimal", replacement: "title: Minimal",
      expected: "2:1: expected 'scene: ' followed by the scene's title"),
    BrokenCase(
      name: "strategy", original: "run: classic", replacement: "run: Classic",
      expected: "4:6: expected a strategy name matching [a-z][a-z0-9-]*"),
    BrokenCase(
      name: "screen size", original: "393x852", replacement: "393*852",
      expected: "4:33: expected the screen size WxH; found '393*852'"),
    BrokenCase(
      name: "fps", original: "fps: 60", replacement: "fps: 60.5",
      expected: "4:71: fps must be a whole number from 1 to 240; found '60.5'"),
    BrokenCase(
      name: "missing events line", original: "events:\n", replacement: "",
      expected: "5:1: expected 'events:' after the 'run:' line"),
    BrokenCase(
      name: "tap point", original: "196.50,662.00", replacement: "196.50;662.00",
      expected: "6:15: expected the tap's point X,Y; found '196.50;662.00'"),
    BrokenCase(
      name: "unknown event", original: "focus password", replacement: "blur password",
      expected:
        "7:11: unknown event 'blur'; expected tap, focus, return, drag, release or a keyboard notification"
    ),
    BrokenCase(
      name: "curve", original: "curve 7", replacement: "curve 5",
      expected: "8:70: the curve must be 0, 1, 2, 3 or 7; found '5'"),
    BrokenCase(
      name: "frame number", original: "-> 0,516,393,336", replacement: "-> 0,5x6,393,336",
      expected: "8:47: the end frame X,Y,W,H must be a decimal number such as 12.50; found '5x6'"),
    BrokenCase(
      name: "columns", original: "padding.form focus", replacement: "padding.form focused",
      expected: "9:34: expected 'focus' after the keyboard and padding columns"),
    BrokenCase(
      name: "row width", original: "  12.73   43.58  password", replacement: "  12.73  password",
      expected: "11:33: a sample row has 5 values (t keyboard padding.form focus covered); found 4"),
    BrokenCase(
      name: "not a sample time", original: "0.1167", replacement: "0.1234",
      expected: "11:3: 0.1234 is not a sample time at 60 fps (k / 60 s, as printed)"),
    BrokenCase(
      name: "time order", original: "  1.1000", replacement: "  0.1000",
      expected: "12:1: sample time 0.1000 does not follow the previous row's 0.1167"),
    BrokenCase(
      name: "length", original: "  43.58", replacement: "  43,58",
      expected: "11:20: padding.form must be a decimal number such as 12.50; found '43,58'"),
    BrokenCase(
      name: "focus id", original: "password  0.00\n  1.1000",
      replacement: "pass word  0.00\n  1.1000",
      expected: "11:38: a sample row has 5 values (t keyboard padding.form focus covered); found 6"),
    BrokenCase(
      name: "empty line", original: "0.00\n  1.1000", replacement: "0.00\n\n  1.1000",
      expected: "12:1: unexpected empty line"),
    BrokenCase(
      name: "trailing garbage", original: "261.00  password  0.00\n",
      replacement: "261.00  password  0.00\nthe end\n",
      expected: "13:1: expected a sample row, the next 'run:' line or the end of the trace"),
    BrokenCase(
      name: "CRLF", original: "scene: Minimal\n", replacement: "scene: Minimal\r\n",
      expected:
        "2:15: the line ends with CR LF; traces use '\\n' line ends only (check the file's Git attributes or editor settings)"
    ),
    BrokenCase(
      name: "no final line end", original: "261.00  password  0.00\n",
      replacement: "261.00  password  0.00",
      expected: "12:41: the last line has no line end; every line of a trace ends with '\\n'"),
    BrokenCase(
      name: "no rows",
      original:
        "  0.0000    0.00    0.00  none      0.00\n  0.1167   12.73   43.58  password  0.00\n  1.1000  336.00  261.00  password  0.00\n",
      replacement: "",
      expected: "10:1: missing the sample rows of run 'classic'"),
    BrokenCase(
      // Found in review while hardening: the reader trapped instead of reporting this.
      name: "only the header", original: minimal,
      replacement: "kbreplay-trace 1\nscene: Minimal\nsource: minimal.yaml\n",
      expected: "4:1: missing the first 'run:' line"),
  ]

  @Test(arguments: broken)
  func malformedTracesNameTheLineAndColumn(_ testCase: BrokenCase) {
    let text = Self.minimal.replacingOccurrences(of: testCase.original, with: testCase.replacement)
    #expect(text != Self.minimal, "the case must change the text")
    #expect(throws: TraceParseError.self) { try TraceDocument(parsing: text) }
    do {
      _ = try TraceDocument(parsing: text)
    } catch {
      #expect("\(error.line):\(error.column): \(error.message)" == testCase.expected)
    }
  }

  @Test func errorsRenderAsACompilerWould() {
    let error = TraceParseError(line: 3, column: 7, message: "bad")
    #expect(error.rendered(path: "a/b.golden") == "a/b.golden:3:7: error: bad")
  }

  @Test func renderedMessagesShowControlCharactersAndAreCut() {
    let escape = TraceParseError(line: 1, message: "found 'a\u{1B}[31m'")
    #expect(escape.rendered(path: "x") == "x:1:1: error: found 'a\u{241B}[31m'")
    let long = TraceParseError(line: 1, message: String(repeating: "w", count: 1_000))
    #expect(
      long.rendered(path: "x")
        == "x:1:1: error: " + String(repeating: "w", count: 177) + "..."
        + String(repeating: "w", count: 60))
  }

  @Test func invalidUTF8AndEmptyFilesAreNamed() throws {
    var bytes = Array(Self.minimal.utf8)
    let title = try #require(bytes.firstIndex(of: UInt8(ascii: "M")))
    bytes.insert(0xFF, at: title + 2)
    #expect(throws: TraceParseError(line: 2, column: 10, message: "the line is not valid UTF-8")) {
      try TraceDocument(parsing: bytes)
    }
    #expect(
      throws: TraceParseError(
        line: 1, message: "the file is empty; a trace starts 'kbreplay-trace 1'")
    ) {
      try TraceDocument(parsing: [UInt8]())
    }
  }
}
