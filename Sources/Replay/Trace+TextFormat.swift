import KeyboardAvoidance

extension Trace {
  /// The trace as text, the form golden files hold (format version 1).
  ///
  /// The text is line-oriented, every line ends in `\n`, and fields are separated by spaces:
  ///
  ///     kbreplay-trace 1
  ///     scene: TITLE
  ///     source: SOURCE-NAME
  ///     run: STRATEGY  device: NAME WxH safe TOP/BOTTOM keyboard HEIGHT  fps: FPS
  ///     events:
  ///       T  tap X,Y -> ID|keyboard|none
  ///       T  focus ID|none
  ///       T  NOTIFICATION X,Y,W,H -> X,Y,W,H DURATION curve RAW
  ///     samples: t keyboard padding.ID... focus covered
  ///       T  KEYBOARD  PADDING...  FOCUS  COVERED
  ///
  /// The `run:` block repeats for each run, in the scene's strategy order. A sample row is
  /// written for the first and the last sample and wherever a printed value differs from the
  /// previous sample; there is one padding column per adaptive container, in document order.
  /// Times have 4 decimals and lengths in rows and taps 2, rounded half away from zero from the
  /// exact value and never `-0.00`; frames and durations drop trailing zeros (`0,516,393,336`,
  /// `0.25`). Sample columns are right-aligned (focus left-aligned) to the widest value of their
  /// run and separated by at least two spaces. In the title and source name, `\`, tab, CR, LF
  /// and other control characters are escaped as `\\`, `\t`, `\r`, `\n` and `\u{XX}`.
  ///
  /// - Parameter sourceName: The scene's file name, for the `source:` line.
  /// - Returns: The text, deterministic for a given trace and name.
  public func text(sourceName: String) -> String {
    String(decoding: textUTF8(sourceName: sourceName), as: UTF8.self)
  }

  /// The bytes of ``text(sourceName:)``, valid UTF-8, for writers that send a long trace
  /// straight to a file without making a `String` of it first.
  ///
  /// - Parameter sourceName: The scene's file name, for the `source:` line.
  /// - Returns: The text's UTF-8 bytes.
  public func textUTF8(sourceName: String) -> [UInt8] {
    var output: [UInt8] = []
    // Reserving once spares a long trace (tens of megabytes) the copies of repeated growth;
    // pages that are reserved but never written cost nothing.
    output.reserveCapacity(
      runs.reduce(4096) { $0 + $1.events.count * 96 + $1.samples.count * 48 })
    for line in [
      "kbreplay-trace 1", "scene: \(Self.escaped(title))", "source: \(Self.escaped(sourceName))",
    ] {
      Self.append(line: line, to: &output)
    }
    let columns = ["samples: t keyboard"] + containerIDs.map { "padding.\($0)" } + ["focus covered"]
    for run in runs {
      Self.append(line: runLine(run), to: &output)
      Self.append(line: "events:", to: &output)
      Self.appendEvents(run.events, to: &output)
      Self.append(line: columns.joined(separator: " "), to: &output)
      SampleRows(run.samples).write(to: &output)
    }
    return output
  }

  private func runLine(_ run: TraceRun) -> String {
    let screen = device.screen
    return "run: \(run.strategy.rawValue)  device: \(device.name) "
      + "\(DecimalFormat.compact(screen.width))x\(DecimalFormat.compact(screen.height)) "
      + "safe \(DecimalFormat.compact(device.safeArea.top))/"
      + "\(DecimalFormat.compact(device.safeArea.bottom)) "
      + "keyboard \(DecimalFormat.compact(device.keyboardHeight))  fps: \(fps)"
  }

  private static func append(line: String, to output: inout [UInt8]) {
    output.append(contentsOf: line.utf8)
    output.append(UInt8(ascii: "\n"))
  }

  /// One line per entry: two spaces, the time right-aligned to the run's widest, two spaces,
  /// the description.
  private static func appendEvents(_ events: [TraceEvent], to output: inout [UInt8]) {
    var width = 0
    if let last = events.last {
      width = DecimalFormat.fixed(numerator: last.time, denominator: 1_000_000, decimals: 4).count
    }
    var time: [UInt8] = []
    for event in events {
      time.removeAll(keepingCapacity: true)
      DecimalFormat.append(numerator: event.time, denominator: 1_000_000, decimals: 4, to: &time)
      output.appendSpaces(2 + width - time.count)
      output.append(contentsOf: time)
      output.appendSpaces(2)
      appendDescription(of: event.kind, to: &output)
      output.append(UInt8(ascii: "\n"))
    }
  }

  private static func appendDescription(of kind: TraceEvent.Kind, to output: inout [UInt8]) {
    switch kind {
    case .tap(let point, let hit):
      output.append(contentsOf: "tap ".utf8)
      DecimalFormat.append(point.x, decimals: 2, to: &output)
      output.append(UInt8(ascii: ","))
      DecimalFormat.append(point.y, decimals: 2, to: &output)
      output.append(contentsOf: " -> ".utf8)
      switch hit {
      case .view(let id): output.append(contentsOf: id.utf8)
      case .keyboard: output.append(contentsOf: "keyboard".utf8)
      case .nothing: output.append(contentsOf: "none".utf8)
      }
    case .focus(let id):
      output.append(contentsOf: "focus ".utf8)
      output.append(contentsOf: (id ?? "none").utf8)
    case .notification(let note):
      output.append(contentsOf: note.name.rawValue.utf8)
      output.append(UInt8(ascii: " "))
      appendFrame(note.begin, to: &output)
      output.append(contentsOf: " -> ".utf8)
      appendFrame(note.end, to: &output)
      output.append(UInt8(ascii: " "))
      DecimalFormat.appendSeconds(microseconds: note.timing.duration, to: &output)
      output.append(contentsOf: " curve ".utf8)
      DecimalFormat.append(integer: Int64(note.timing.curve.uikitRawValue), to: &output)
    }
  }

  private static func appendFrame(_ rect: Rect, to output: inout [UInt8]) {
    DecimalFormat.appendCompact(rect.x, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.y, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.width, to: &output)
    output.append(UInt8(ascii: ","))
    DecimalFormat.appendCompact(rect.height, to: &output)
  }

  /// The text with backslashes and control characters escaped, so that it stays on one line.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
