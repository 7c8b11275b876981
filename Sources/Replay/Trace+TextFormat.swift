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
    var lines = [
      "kbreplay-trace 1", "scene: \(Self.escaped(title))", "source: \(Self.escaped(sourceName))",
    ]
    for run in runs {
      lines.append(runLine(run))
      lines.append("events:")
      lines += Self.eventLines(run.events)
      lines.append(
        (["samples: t keyboard"] + containerIDs.map { "padding.\($0)" } + ["focus covered"])
          .joined(separator: " "))
      lines += Self.sampleLines(run.samples)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func runLine(_ run: TraceRun) -> String {
    let screen = device.screen
    return "run: \(run.strategy.rawValue)  device: \(device.name) "
      + "\(DecimalFormat.compact(screen.width))x\(DecimalFormat.compact(screen.height)) "
      + "safe \(DecimalFormat.compact(device.safeArea.top))/"
      + "\(DecimalFormat.compact(device.safeArea.bottom)) "
      + "keyboard \(DecimalFormat.compact(device.keyboardHeight))  fps: \(fps)"
  }

  private static func eventLines(_ events: [TraceEvent]) -> [String] {
    let times = events.map {
      DecimalFormat.fixed(numerator: $0.time, denominator: 1_000_000, decimals: 4)
    }
    let width = times.map(\.count).max() ?? 0
    return zip(times, events).map { time, event in
      "  " + leftPadded(time, to: width) + "  " + describe(event.kind)
    }
  }

  private static func describe(_ kind: TraceEvent.Kind) -> String {
    switch kind {
    case .tap(let point, let hit):
      let target: String
      switch hit {
      case .view(let id): target = id
      case .keyboard: target = "keyboard"
      case .nothing: target = "none"
      }
      return "tap \(DecimalFormat.fixed(point.x, decimals: 2)),"
        + "\(DecimalFormat.fixed(point.y, decimals: 2)) -> \(target)"
    case .focus(let id):
      return "focus \(id ?? "none")"
    case .notification(let note):
      return "\(note.name.rawValue) \(frame(note.begin)) -> \(frame(note.end)) "
        + "\(DecimalFormat.seconds(microseconds: note.timing.duration, minimumDecimals: 0)) "
        + "curve \(note.timing.curve.uikitRawValue)"
    }
  }

  private static func frame(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(DecimalFormat.compact).joined(separator: ",")
  }

  /// The printed rows: the first sample, every sample whose printed values changed, the last.
  private static func sampleLines(_ samples: SampleTable) -> [String] {
    var rows: [[String]] = []
    var previous: TraceSample?
    var previousCells: [String] = []
    for index in samples.indices {
      let sample = samples[index]
      let isLast = index == samples.endIndex - 1
      if let previous, !isLast, sameValues(previous, sample) { continue }
      var cells = valueCells(sample)
      if cells != previousCells || rows.isEmpty || isLast {
        previousCells = cells
        cells.insert(
          DecimalFormat.fixed(
            numerator: Int64(index), denominator: Int64(samples.fps), decimals: 4),
          at: 0)
        rows.append(cells)
      }
      previous = sample
    }
    return aligned(rows)
  }

  private static func sameValues(_ lhs: TraceSample, _ rhs: TraceSample) -> Bool {
    lhs.keyboard == rhs.keyboard && lhs.covered == rhs.covered && lhs.focus == rhs.focus
      && lhs.paddings.elementsEqual(rhs.paddings)
  }

  private static func valueCells(_ sample: TraceSample) -> [String] {
    [DecimalFormat.fixed(sample.keyboard, decimals: 2)]
      + sample.paddings.map { DecimalFormat.fixed($0, decimals: 2) }
      + [sample.focus ?? "none", DecimalFormat.fixed(sample.covered, decimals: 2)]
  }

  /// Right-aligns every column but the focus column (second to last), which is left-aligned.
  private static func aligned(_ rows: [[String]]) -> [String] {
    guard let columnCount = rows.first?.count else { return [] }
    let widths = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let focusColumn = columnCount - 2
    return rows.map { row in
      "  "
        + row.indices.map { column in
          column == focusColumn
            ? row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            : leftPadded(row[column], to: widths[column])
        }.joined(separator: "  ")
    }
  }

  private static func leftPadded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
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
