@_spi(Formatting) import DecimalText
import Foundation
import KeyboardAvoidance
import SceneLoading
import SceneModel
import TestSupport
import Testing

@_spi(Formatting) @testable import Replay
@_spi(Formatting) @testable import TraceFormat

/// The writer and the reader side by side: a trace's text, read back, gives the trace's values
/// as printed, for every sample (a row holds until the next one).
@Suite struct TraceRoundTripTests {
  static let bundledScenes = BundledScenes.paths

  @Test func theBundledSuiteIsFound() throws {
    #expect(Self.bundledScenes.count >= 30)
  }

  @Test(arguments: bundledScenes)
  func aBundledSceneReadsBackAsWritten(_ path: String) throws {
    let scene = try SceneLoader.load(contentsOf: path).get()
    let trace = try Replayer.replay(scene)
    let source = URL(fileURLWithPath: path).lastPathComponent
    try expectRoundTrip(trace, source: source)
  }

  /// Lengths at the edges of rounding: halves go away from zero from the exact binary value,
  /// and a value that rounds to zero prints without a sign.
  @Test func edgeLengthsReadBackAsTheyRound() throws {
    let cases: [(value: Double, printed: String)] = [
      (-0.004, "0.00"), (-0.0, "0.00"), (-1e-300, "0.00"), (-0.005, "-0.01"), (0.125, "0.13"),
      (-0.125, "-0.13"), (2.5, "2.50"), (1.005, "1.00"), (2.675, "2.67"), (0.005, "0.01"),
      (9.999, "10.00"), (-9.995, "-9.99"), (1_234_567.891, "1234567.89"), (0, "0.00"),
    ]
    var trace = try Self.passwordTrace()
    let viewIDs = trace.runs[0].viewIDs
    trace.runs[0].samples = SampleTable(
      fps: trace.fps, containerCount: trace.containerIDs.count, viewIDs: viewIDs,
      count: cases.count
    ) { table in
      for (index, item) in cases.enumerated() {
        for column in trace.containerIDs.indices { table.setPadding(-item.value, of: column) }
        table.appendRow(
          SampleTable.Row(
            keyboard: item.value, keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0),
            covered: item.value, focus: index % 2 == 0 ? -1 : 0, isSettled: false))
      }
    }
    let text = trace.text(sourceName: "edges.yaml")
    #expect(!text.contains("-0.00"))
    try expectRoundTrip(trace, source: "edges.yaml")
    let rows = try TraceDocument(parsing: text).runs[0].rows
    // The focus changes every sample, so every sample has its row.
    #expect(rows.map { $0.cells[0].description } == cases.map(\.printed))
  }

  /// A scroll view's offset and inset columns, drags and releases read back as written.
  @Test func aScrollTraceReadsBackAsWritten() throws {
    typealias F = SceneFixtures
    let drag = SceneEvent.Action.drag(
      from: Point(x: 196, y: 400), to: Point(x: 196, y: 700.5), duration: 500_000)
    let scene = F.scene(
      F.longForm(dismissMode: .interactive),
      events: [F.event(100_000, .tapView("notes")), F.event(1_000_000, drag)],
      strategies: ["naive", "adaptive"], until: 2_500_000)
    let trace = try Replayer.replay(scene)
    try expectRoundTrip(trace, source: "form.yaml")
    let text = trace.text(sourceName: "form.yaml")
    #expect(text.contains("samples: t keyboard offset.form contentInset.form focus covered\n"))
    #expect(text.contains("  1.0000  drag 196.00,400.00 -> 196.00,700.50 0.5 -> form\n"))
    #expect(text.contains("  1.5000  release dismiss\n"))
    let document = try TraceDocument(parsing: text)
    let release = try #require(document.runs[0].events.first { $0.name == "release" })
    #expect(release.fields.map { $0.label } == ["result"])
  }

  /// Titles and source names with characters that are escaped read back escaped, on one line.
  @Test func escapedNamesReadBackOnTheirLines() throws {
    var trace = try Self.passwordTrace()
    trace.title = "tab\there, a back\\slash and a bell\u{7}"
    let document = try TraceDocument(parsing: trace.text(sourceName: "line\nbreak.yaml"))
    #expect(document.title == "tab\\there, a back\\\\slash and a bell\\u{7}")
    #expect(document.source == "line\\nbreak.yaml")
  }

  /// The password scene (docs/scene-format.md#writing-scenes), replayed.
  private static func passwordTrace() throws -> Trace {
    let bytes = Array(TraceFixtures.passwordScene.utf8)
    return try Replayer.replay(try SceneLoader.load(bytes: bytes, path: "password.yaml").get())
  }

  /// Writes `trace`, reads the text back and checks every value against the trace's.
  private func expectRoundTrip(
    _ trace: Trace, source: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = trace.text(sourceName: source)
    let document = try TraceDocument(parsing: text)
    #expect(document.lines.joined(separator: "\n") + "\n" == text, sourceLocation: sourceLocation)
    #expect(document.runs.count == trace.runs.count, sourceLocation: sourceLocation)
    for (run, read) in zip(trace.runs, document.runs) {
      #expect(read.fps == trace.fps, sourceLocation: sourceLocation)
      #expect(read.events.count == run.events.count, sourceLocation: sourceLocation)
      for (event, readEvent) in zip(run.events, read.events) {
        let time = DecimalFormat.fixed(
          numerator: event.time, denominator: microsecondsPerSecond, decimals: 4)
        #expect(readEvent.time.description == time, sourceLocation: sourceLocation)
        let line = document.text(ofLine: readEvent.line)
        #expect(
          line.hasSuffix("  " + event.kind.description(viewIDs: run.viewIDs)),
          sourceLocation: sourceLocation)
      }
      expectSamples(run, read: read.rows, containerIDs: trace.containerIDs, sourceLocation)
    }
  }

  /// Checks that each sample prints as the last row read at or before it.
  private func expectSamples(
    _ run: TraceRun, read rows: [TraceDocument.Row], containerIDs: [String],
    _ sourceLocation: SourceLocation
  ) {
    #expect(rows.first?.sample == 0, sourceLocation: sourceLocation)
    #expect(rows.last?.sample == run.samples.count - 1, sourceLocation: sourceLocation)
    var next = 0
    for (index, sample) in run.samples.enumerated() {
      while next < rows.count, rows[next].sample <= index { next += 1 }
      guard next > 0 else { return }
      let expected: [TraceDocument.Cell] =
        [Self.length(sample.keyboard)] + sample.paddings.map(Self.length)
        + sample.safeAreaShifts.map(Self.length) + sample.offsets.map(Self.length)
        + sample.contentInsets.map(Self.length) + [
          .text(sample.focus ?? "none"), Self.length(sample.covered),
        ]
      guard rows[next - 1].cells == expected else {
        Issue.record("sample \(index) differs from its row", sourceLocation: sourceLocation)
        return
      }
    }
  }

  /// A length as the trace prints it, two decimals, as a cell read back.
  private static func length(_ value: Double) -> TraceDocument.Cell {
    .number(TraceNumber(units: DecimalFormat.scaled(value, decimals: 2) ?? 0, decimals: 2))
  }
}
