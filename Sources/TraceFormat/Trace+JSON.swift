@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import Replay

extension Trace {
  /// The trace as JSON: every sample, every event and the expectation results of each run.
  ///
  /// Keys come in a fixed order and the output ends in `\n`, so the text is deterministic.
  /// Times are seconds and lengths points, as numbers at full precision; ids that are absent
  /// (no focus, a tap that hit nothing) are `null`.
  ///
  /// - Parameter sourceName: The scene's file name, for the `source` key.
  /// - Returns: A JSON object with `format`, `scene`, `source`, `device`, `fps`, `until` and
  ///   `runs`.
  public func json(sourceName: String) -> String {
    String(decoding: jsonUTF8(sourceName: sourceName), as: UTF8.self)
  }

  /// The bytes of ``json(sourceName:)``, valid UTF-8, for writers that send a long trace
  /// straight to a file without making a `String` of it first.
  ///
  /// - Parameter sourceName: The scene's file name, for the `source` key.
  /// - Returns: The JSON text's UTF-8 bytes.
  public func jsonUTF8(sourceName: String) -> [UInt8] {
    let header = JSONText.object([
      ("format", "1"), ("scene", JSONText.string(title)), ("source", JSONText.string(sourceName)),
      ("device", deviceJSON), ("fps", String(fps)), ("until", Self.seconds(until)),
    ])
    var output = Array(header.dropLast().utf8)
    output.append(contentsOf: ",\n \"runs\": [".utf8)
    for (index, run) in runs.enumerated() {
      output.append(contentsOf: (index == 0 ? "\n " : ",\n ").utf8)
      appendRun(run, to: &output)
    }
    output.append(contentsOf: "]}\n".utf8)
    return output
  }

  private var deviceJSON: String {
    let insets = device.safeArea
    return JSONText.object([
      ("name", JSONText.string(device.name)),
      ("width", DecimalFormat.jsonNumber(device.screen.width)),
      ("height", DecimalFormat.jsonNumber(device.screen.height)),
      (
        "safeArea",
        JSONText.object([
          ("top", DecimalFormat.jsonNumber(insets.top)),
          ("bottom", DecimalFormat.jsonNumber(insets.bottom)),
          ("left", DecimalFormat.jsonNumber(insets.left)),
          ("right", DecimalFormat.jsonNumber(insets.right)),
        ])
      ),
      (
        "keyboard",
        JSONText.object([
          ("height", DecimalFormat.jsonNumber(device.keyboardHeight)),
          ("accessory", DecimalFormat.jsonNumber(device.accessoryHeight)),
        ])
      ),
    ])
  }

  private func appendRun(_ run: TraceRun, to output: inout [UInt8]) {
    let expectations = run.expectations.map { result in
      JSONText.object([
        ("line", String(result.location.line)), ("column", String(result.location.column)),
        ("passed", result.passed ? "true" : "false"), ("message", JSONText.string(result.message)),
      ])
    }
    output.append(contentsOf: "{\"strategy\": \(JSONText.string(run.strategy))".utf8)
    output.append(contentsOf: ",\n  \"events\": [".utf8)
    for (index, event) in run.events.enumerated() {
      output.append(contentsOf: (index == 0 ? "\n   " : ",\n   ").utf8)
      Self.appendEvent(event, viewIDs: run.viewIDs, to: &output)
    }
    output.append(contentsOf: "],\n  \"samples\": [".utf8)
    for index in run.samples.indices {
      output.append(contentsOf: (index == 0 ? "\n   " : ",\n   ").utf8)
      appendSample(run.samples[index], to: &output)
    }
    output.append(contentsOf: "],\n  \"expectations\": ".utf8)
    output.append(contentsOf: JSONText.block(expectations, indent: "   ").utf8)
    output.append(UInt8(ascii: "}"))
  }

  /// Written piece by piece: a long run has hundreds of thousands of samples.
  private func appendSample(_ sample: TraceSample, to output: inout [UInt8]) {
    output.append(contentsOf: "{\"t\": ".utf8)
    output.append(contentsOf: DecimalFormat.jsonNumber(Self.seconds(of: sample.instant)).utf8)
    output.append(contentsOf: ", \"keyboard\": ".utf8)
    output.append(contentsOf: DecimalFormat.jsonNumber(sample.keyboard).utf8)
    output.append(contentsOf: ", \"padding\": {".utf8)
    for (index, (id, padding)) in zip(containerIDs, sample.paddings).enumerated() {
      if index > 0 { output.append(contentsOf: ", ".utf8) }
      output.append(contentsOf: JSONText.string(id).utf8)
      output.append(contentsOf: ": ".utf8)
      output.append(contentsOf: DecimalFormat.jsonNumber(padding).utf8)
    }
    if !safeAreaIDs.isEmpty {
      output.append(contentsOf: "}, \"safeArea\": {".utf8)
      for (index, (id, shift)) in zip(safeAreaIDs, sample.safeAreaShifts).enumerated() {
        if index > 0 { output.append(contentsOf: ", ".utf8) }
        output.append(contentsOf: JSONText.string(id).utf8)
        output.append(contentsOf: ": ".utf8)
        output.append(contentsOf: DecimalFormat.jsonNumber(shift).utf8)
      }
    }
    if !scrollViewIDs.isEmpty {
      for (name, values) in [("offset", sample.offsets), ("contentInset", sample.contentInsets)] {
        output.append(contentsOf: "}, \"\(name)\": {".utf8)
        for (index, (id, value)) in zip(scrollViewIDs, values).enumerated() {
          if index > 0 { output.append(contentsOf: ", ".utf8) }
          output.append(contentsOf: JSONText.string(id).utf8)
          output.append(contentsOf: ": ".utf8)
          output.append(contentsOf: DecimalFormat.jsonNumber(value).utf8)
        }
      }
    }
    output.append(contentsOf: "}, \"focus\": ".utf8)
    output.append(contentsOf: JSONText.string(sample.focus).utf8)
    output.append(contentsOf: ", \"covered\": ".utf8)
    output.append(contentsOf: DecimalFormat.jsonNumber(sample.covered).utf8)
    output.append(
      contentsOf: (sample.isSettled ? ", \"settled\": true}" : ", \"settled\": false}").utf8)
  }

  private static func appendEvent(
    _ event: TraceEvent, viewIDs: [String], to output: inout [UInt8]
  ) {
    output.append(contentsOf: "{\"t\": \(seconds(event.time)), \"type\": ".utf8)
    switch event.kind {
    case .tap(let point, let hit):
      let hitJSON: String
      switch hit {
      case .view(let view): hitJSON = JSONText.string(viewIDs[view])
      case .keyboard: hitJSON = JSONText.string("keyboard")
      case .nothing: hitJSON = "null"
      }
      output.append(
        contentsOf: ("\"tap\", \"point\": [\(DecimalFormat.jsonNumber(point.x)), "
          + "\(DecimalFormat.jsonNumber(point.y))], \"hit\": \(hitJSON)}").utf8)
    case .focus(let view):
      let id = view.map { viewIDs[$0] }
      output.append(contentsOf: "\"focus\", \"id\": \(JSONText.string(id))}".utf8)
    case .returnKey(let view):
      let id = view.map { viewIDs[$0] }
      output.append(contentsOf: "\"return\", \"id\": \(JSONText.string(id))}".utf8)
    case .notification(let note):
      output.append(contentsOf: "\"\(note.name.rawValue)\", \"begin\": ".utf8)
      appendFrame(note.begin, to: &output)
      output.append(contentsOf: ", \"end\": ".utf8)
      appendFrame(note.end, to: &output)
      output.append(
        contentsOf: (", \"duration\": \(seconds(note.timing.duration)), "
          + "\"curve\": \(note.timing.curve.uikitRawValue)}").utf8)
    case .drag(let from, let to, let duration, let scrollView):
      let id = scrollView.map { viewIDs[$0] }
      output.append(
        contentsOf: ("\"drag\", \"from\": [\(DecimalFormat.jsonNumber(from.x)), "
          + "\(DecimalFormat.jsonNumber(from.y))], \"to\": [\(DecimalFormat.jsonNumber(to.x)), "
          + "\(DecimalFormat.jsonNumber(to.y))], \"duration\": \(seconds(duration)), "
          + "\"scrollView\": \(JSONText.string(id))}").utf8)
    case .release(let release):
      output.append(
        contentsOf: "\"release\", \"result\": \(JSONText.string(release.rawValue))}".utf8)
    }
  }

  private static func appendFrame(_ rect: Rect, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "["))
    for (index, value) in [rect.x, rect.y, rect.width, rect.height].enumerated() {
      if index > 0 { output.append(contentsOf: ", ".utf8) }
      output.append(contentsOf: DecimalFormat.jsonNumber(value).utf8)
    }
    output.append(UInt8(ascii: "]"))
  }

  private static func seconds(_ time: Microseconds) -> String {
    DecimalFormat.jsonNumber(Double(time) / Double(microsecondsPerSecond))
  }

  /// The instant in seconds, from one correctly rounded division of exact integers.
  private static func seconds(of instant: Instant) -> Double {
    Double(instant.scaledMicroseconds) / (Double(instant.denominator) * 1_000_000)
  }
}
