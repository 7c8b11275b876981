@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay

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
  ///     samples: t keyboard padding.ID... safeArea.ID... offset.ID... contentInset.ID... focus covered
  ///       T  KEYBOARD  PADDING...  SHIFT...  FOCUS  COVERED
  ///
  /// The `run:` block repeats for each run, in the scene's strategy order. A sample row is
  /// written for the first and the last sample and wherever a printed value differs from the
  /// previous sample; there is one padding column per adaptive container, then one shift
  /// column per keyboard safe-area container (none in most scenes), each in document order.
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
    let rows = runs.map { SampleRows($0.samples) }
    // Written straight into the array's storage, so that it is not copied out. The room is
    // what the text takes but for long names and ids: the header, 96 bytes per event, and
    // every sample's row. Pages reserved but never written cost nothing; a text that
    // outgrows the room moves to memory of its own, and is copied out from there.
    var room = 4096 + 2 * (title.utf8.count + sourceName.utf8.count)
    for index in runs.indices {
      room +=
        96 * (runs[index].events.count + containerIDs.count + safeAreaIDs.count)
        + rows[index].maximumLength
    }
    return TextBuffer.bytes(capacity: room) { write(rows, sourceName: sourceName, to: &$0) }
  }

  /// Writes the text, with `rows` laid out for each run in order, into `output`.
  private func write(_ rows: [SampleRows], sourceName: String, to output: inout TextBuffer) {
    output.append("kbreplay-trace 1\nscene: ")
    Self.appendEscaped(title, to: &output)
    output.append("\nsource: ")
    Self.appendEscaped(sourceName, to: &output)
    output.append(UInt8(ascii: "\n"))
    // The runs are sampled at the same rate: they share the time column's decimals.
    var times: SampleTimeColumn?
    // What follows the strategy on a run's line, and the samples' header, are the same for
    // every run: written for the first, copied for the others. The runs are reached by index,
    // which copies neither a run nor its rows.
    var deviceLine: Range<Int>?
    var samplesHeader: Range<Int>?
    var eventsBefore = WrittenEvents()
    for index in runs.indices {
      output.append("run: ")
      output.append(utf8: runs[index].strategy)
      output.appendOnce(rememberingIn: &deviceLine) { appendDeviceLine(to: &$0) }
      output.append("events:\n")
      eventsBefore = Self.appendEvents(
        runs[index].events, viewIDs: runs[index].viewIDs, after: eventsBefore, to: &output)
      output.appendOnce(rememberingIn: &samplesHeader) { appendSamplesHeader(to: &$0) }
      rows[index].write(to: &output, sharing: &times)
    }
  }

  /// `samples: t keyboard padding.ID... safeArea.ID... offset.ID... contentInset.ID... focus
  /// covered` and a line feed.
  private func appendSamplesHeader(to output: inout TextBuffer) {
    output.append("samples: t keyboard")
    let groups: [(prefix: StaticString, ids: [String])] = [
      (" padding.", containerIDs), (" safeArea.", safeAreaIDs), (" offset.", scrollViewIDs),
      (" contentInset.", scrollViewIDs),
    ]
    for group in groups {
      for id in group.ids {
        output.append(group.prefix)
        output.append(utf8: id)
      }
    }
    output.append(" focus covered\n")
  }

  /// What follows the strategy on a run's line: `  device: ...  fps: FPS` and a line feed.
  private func appendDeviceLine(to output: inout TextBuffer) {
    output.append("  device: ")
    output.append(utf8: device.name)
    output.append(UInt8(ascii: " "))
    DecimalFormat.appendCompact(device.screen.width, to: &output)
    output.append(UInt8(ascii: "x"))
    DecimalFormat.appendCompact(device.screen.height, to: &output)
    output.append(" safe ")
    DecimalFormat.appendCompact(device.safeArea.top, to: &output)
    output.append(UInt8(ascii: "/"))
    DecimalFormat.appendCompact(device.safeArea.bottom, to: &output)
    output.append(" keyboard ")
    DecimalFormat.appendCompact(device.keyboardHeight, to: &output)
    output.append("  fps: ")
    DecimalFormat.append(integer: Int64(fps), to: &output)
    output.append(UInt8(ascii: "\n"))
  }

  /// The event lines of a run, which the next run copies where it logged the same events: a
  /// line depends only on its event, the width of the run's times and the view ids.
  private struct WrittenEvents {
    var events: [TraceEvent] = []
    var viewIDs: [String] = []
    var width = 0
    /// Where each event's line is in the text, by index.
    var lines: [Range<Int>] = []
  }

  /// One line per entry: two spaces, the time right-aligned to the run's widest, two spaces,
  /// the description, with the views that `viewIDs` names. A line is copied from `before`, the
  /// previous run's, when the event at its index there is the same and prints the same.
  private static func appendEvents(
    _ events: [TraceEvent], viewIDs: [String], after before: WrittenEvents,
    to output: inout TextBuffer
  ) -> WrittenEvents {
    // Event times only grow, so the last is the widest.
    let width = events.last.map { timeLength($0.time) } ?? 0
    let timeCell = 2 + width + 2
    // The runs of a trace mostly log the same events, in the same order, until a tap hits
    // something else or the keyboard moves otherwise.
    let copiesLines = width == before.width && viewIDs == before.viewIDs
    var lines: [Range<Int>] = []
    lines.reserveCapacity(events.count)
    // A posting's notifications carry the same frames and animation: what follows the name is
    // written once and copied for the others. Events often share their time (a tap, the focus
    // change and the notifications it posts): the time cell is copied from the line above.
    var lastDetails: (note: KeyboardNotification, bytes: Range<Int>)?
    var lastEnd: WrittenFrame?
    var lastTime: (time: Microseconds, cell: Int)?
    for index in events.indices {
      let time = events[index].time
      let lineStart = output.count
      if copiesLines, index < before.lines.count, before.events[index] == events[index] {
        output.appendCopy(of: before.lines[index])
        lines.append(lineStart..<output.count)
        lastTime = (time, lineStart)
        continue
      }
      if let lastTime, lastTime.time == time {
        output.appendCopy(of: lastTime.cell..<(lastTime.cell + timeCell))
      } else {
        lastTime = (time, output.count)
        // Two spaces, the time right-aligned, two spaces.
        output.appendSpaces(2 + width - timeLength(time))
        DecimalFormat.appendScaled(
          tenThousandths(of: time), decimals: 4, negative: time < 0, to: &output)
        output.appendSpaces(2)
      }
      switch events[index].kind {
      case .notification(let note):
        appendName(of: note, to: &output)
        if let lastDetails, lastDetails.note.hasSameDetails(as: note) {
          output.appendCopy(of: lastDetails.bytes)
        } else {
          let start = output.count
          lastEnd = appendDetails(of: note, reusing: lastEnd, to: &output)
          lastDetails = (note, start..<output.count)
        }
      case .tap(let point, let hit):
        appendTap(at: point, hitting: hit, viewIDs: viewIDs, to: &output)
      case .focus(let view): appendFocus(view, viewIDs: viewIDs, to: &output)
      case .returnKey(let view): appendReturn(view, viewIDs: viewIDs, to: &output)
      case .drag, .release:
        appendDescription(of: events[index].kind, viewIDs: viewIDs, to: &output)
      }
      output.append(UInt8(ascii: "\n"))
      lines.append(lineStart..<output.count)
    }
    return WrittenEvents(events: events, viewIDs: viewIDs, width: width, lines: lines)
  }

  /// The magnitude of an event time in whole microseconds, in ten-thousandths of a second,
  /// rounded half up: what it prints with four decimals.
  private static func tenThousandths(of time: Microseconds) -> UInt64 {
    (time.magnitude + 50) / 100
  }

  /// The number of bytes of an event time printed with four decimals.
  private static func timeLength(_ time: Microseconds) -> Int {
    DecimalFormat.length(ofScaled: tenThousandths(of: time), decimals: 4, negative: time < 0)
  }
}
