import KeyboardAvoidance
import Support

extension TraceDocument {
  /// The format version this reader understands.
  public static let formatVersion = 1

  /// Reads a text trace, as ``Replay``'s `Trace.text(sourceName:)` writes it.
  ///
  /// Spaces between fields may be any number (columns are aligned, and a hand edit may shift
  /// them), and numbers may have any number of decimals up to nine; everything else must be as
  /// written: the header, the order of blocks and columns, known strategies and event names,
  /// ids, sample times that are sample times (`k / fps` rounded as printed) in increasing order
  /// from 0, `\n` line ends, and a line end after the last line.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Throws: ``TraceParseError`` for the first problem, with its line and column.
  public init(parsing bytes: [UInt8]) throws(TraceParseError) {
    var parser = TraceParser(TraceLineReader(bytes: bytes))
    self = try parser.document()
  }

  /// Reads a text trace held in a string.
  ///
  /// - Parameter text: The trace.
  /// - Throws: ``TraceParseError`` for the first problem, with its line and column.
  public init(parsing text: String) throws(TraceParseError) {
    try self.init(parsing: Array(text.utf8))
  }

  /// Reads a trace file, a chunk at a time: a malformed file is refused at its first bad line
  /// having held only the lines before it, however large it is.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``TraceReadError``: the file cannot be opened, or is not a valid trace.
  package init(contentsOf path: String) throws(TraceReadError) {
    let file: ReadingFile
    switch ReadingFile.open(path) {
    case .success(let opened): file = opened
    case .failure(let error): throw .file(error)
    }
    var parser = TraceParser(TraceLineReader(file: file))
    defer { parser.close() }
    do {
      self = try parser.document()
    } catch {
      if let code = parser.readErrorCode { throw .file(FileError("read", path, code: code)) }
      throw .trace(error)
    }
  }
}

/// Why a trace file could not be read: the file itself, or its contents.
package enum TraceReadError: Error, Sendable, Equatable {
  /// The file could not be opened or read.
  case file(FileError)
  /// The file is not a valid trace.
  case trace(TraceParseError)
}

/// Reads a trace line by line; each block's reader consumes its lines.
struct TraceParser {
  private var reader: TraceLineReader
  /// The lines read so far, kept for showing differences.
  private var lines: [String] = []

  init(_ reader: TraceLineReader) {
    self.reader = reader
  }

  mutating func close() {
    reader.close()
  }

  /// The system's error number when reading the file failed.
  var readErrorCode: Int32? { reader.readErrorCode }

  private mutating func isAtEnd() throws(TraceParseError) -> Bool {
    try reader.peek() == nil
  }

  /// Whether the next line starts with `prefix` (false at the end).
  private mutating func nextHasPrefix(_ prefix: String) throws(TraceParseError) -> Bool {
    try reader.peek()?.hasPrefix(prefix) ?? false
  }

  /// The number the next line has.
  private var nextLine: Int { reader.nextLineNumber }

  /// The next line; the caller has checked that there is one, or reports a missing line.
  private mutating func take(orReport missing: String) throws(TraceParseError) -> TraceLine {
    guard let text = try reader.next() else {
      throw TraceParseError(line: nextLine, message: missing)
    }
    lines.append(text)
    return TraceLine(number: lines.count, text: text)
  }

  mutating func document() throws(TraceParseError) -> TraceDocument {
    guard try !isAtEnd() || !reader.isEmpty else {
      throw TraceParseError(
        line: 1, message: "the file is empty; a trace starts 'kbreplay-trace 1'")
    }
    try readVersion()
    let title = try readHeader("scene: ", naming: "the scene's title")
    let source = try readHeader("source: ", naming: "the scene's file name")
    var runs: [TraceDocument.Run] = []
    repeat {
      runs.append(try readRun())
    } while try !isAtEnd()
    return TraceDocument(title: title, source: source, runs: runs, lines: lines)
  }

  private mutating func readVersion() throws(TraceParseError) {
    let line = try take(orReport: "the file is empty; a trace starts 'kbreplay-trace 1'")
    guard line.words.first?.text == "kbreplay-trace", line.indentation == 0 else {
      throw line.error("not a kbreplay trace: the first line must be 'kbreplay-trace 1'")
    }
    guard line.words.count == 2, line.words[1].text == "\(TraceDocument.formatVersion)" else {
      let found = line.words.dropFirst().map(\.text).joined(separator: " ")
      throw line.error(
        "trace format version '\(found)' is not supported; this kbreplay reads version 1",
        at: 1)
    }
  }

  private mutating func readHeader(_ prefix: String, naming what: String) throws(TraceParseError)
    -> String
  {
    let line = try take(orReport: "missing '\(prefix)' line with \(what)")
    guard line.text.hasPrefix(prefix) else {
      throw line.error("expected '\(prefix)' followed by \(what)")
    }
    let value = line.text.dropFirst(prefix.count)
    if let offset = value.unicodeScalars.firstIndex(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      let column = prefix.count + value.unicodeScalars[..<offset].count + 1
      throw line.error(
        "a control character; the trace writer escapes them as '\\u{XX}'", column: column)
    }
    return String(value)
  }

  private mutating func readRun() throws(TraceParseError) -> TraceDocument.Run {
    let runLine = try take(orReport: "missing the first 'run:' line")
    let (strategy, fields, fps) = try Self.runHeader(runLine)
    let eventsLine = try take(orReport: "missing 'events:' after the 'run:' line")
    guard eventsLine.text == "events:" else {
      throw eventsLine.error("expected 'events:' after the 'run:' line")
    }
    var events: [TraceDocument.Event] = []
    while try nextHasPrefix(" ") {
      let event = try Self.event(take(orReport: ""))
      if let previous = events.last, event.time < previous.time {
        throw TraceParseError(
          line: event.line, message: "event time \(event.time) is before the previous event's")
      }
      events.append(event)
    }
    let columnsLine = try take(orReport: "missing 'samples:' after the event log")
    let columns = try Self.columns(columnsLine)
    var rows: [TraceDocument.Row] = []
    while let next = try reader.peek(), next.hasPrefix(" ") || next.isEmpty {
      rows.append(try Self.row(take(orReport: ""), columns: columns, fps: fps, after: rows.last))
    }
    guard !rows.isEmpty else {
      throw TraceParseError(line: nextLine, message: "missing the sample rows of run '\(strategy)'")
    }
    if try !isAtEnd(), try !nextHasPrefix("run: ") {
      throw try take(orReport: "").error(
        "expected a sample row, the next 'run:' line or the end of the trace")
    }
    return TraceDocument.Run(
      line: runLine.number, strategy: strategy, fields: fields, fps: fps, events: events,
      columnsLine: columnsLine.number, columns: columns, rows: rows)
  }

  /// `run: STRATEGY  device: NAME WxH safe TOP/BOTTOM keyboard HEIGHT  fps: FPS`.
  private static func runHeader(_ line: TraceLine) throws(TraceParseError)
    -> (String, [TraceDocument.Field], Int)
  {
    guard line.indentation == 0, line.words.first?.text == "run:" else {
      throw line.error("expected 'run:' at the start of the line")
    }
    // Any strategy may be registered, so any name a strategy may have is taken.
    guard line.words.count > 1, StrategyRegistry.isValidName(String(line.words[1].text)) else {
      throw line.error("expected a strategy name matching [a-z][a-z0-9-]*", at: 1)
    }
    try line.expect("device:", at: 2, after: "the strategy")
    let name = try line.identifier(at: 3, naming: "the device name")
    let (width, height) = try pair(line, at: 4, separator: "x", naming: "the screen size WxH")
    try line.expect("safe", at: 5, after: "the screen size")
    let (top, bottom) = try pair(line, at: 6, separator: "/", naming: "the safe area TOP/BOTTOM")
    try line.expect("keyboard", at: 7, after: "the safe area")
    let keyboard = try line.number(at: 8, naming: "the keyboard height")
    try line.expect("fps:", at: 9, after: "the keyboard height")
    let fps = try line.number(at: 10, naming: "fps")
    guard fps.decimals == 0, (1...240).contains(fps.units) else {
      throw line.error("fps must be a whole number from 1 to 240; found '\(fps)'", at: 10)
    }
    try line.expectEnd(after: 11, of: "fps")
    func length(_ label: String, _ value: TraceNumber) -> TraceDocument.Field {
      TraceDocument.Field(label: label, value: .number(value), isLength: true)
    }
    let fields = [
      TraceDocument.Field(label: "device", value: .text(name), isLength: false),
      length("device.width", width), length("device.height", height),
      length("device.safe.top", top), length("device.safe.bottom", bottom),
      length("device.keyboard", keyboard),
      TraceDocument.Field(label: "fps", value: .number(fps), isLength: false),
    ]
    return (String(line.words[1].text), fields, Int(fps.units))
  }

  /// Two numbers in one word, such as `393x852` or `59/34`.
  private static func pair(
    _ line: TraceLine, at index: Int, separator: Character, naming what: String
  ) throws(TraceParseError) -> (TraceNumber, TraceNumber) {
    let numbers = try list(line, at: index, separator: separator, count: 2, naming: what)
    return (numbers[0], numbers[1])
  }

  /// `count` numbers in one word, separated by `separator`: `0,516,393,336`.
  static func list(
    _ line: TraceLine, at index: Int, separator: Character, count: Int, naming what: String
  ) throws(TraceParseError) -> [TraceNumber] {
    guard line.words.indices.contains(index) else { throw line.error("missing \(what)", at: index) }
    let word = line.words[index]
    let parts = word.text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == count else {
      throw line.error("expected \(what); found '\(word.text)'", at: index)
    }
    var numbers: [TraceNumber] = []
    var column = word.column
    for part in parts {
      numbers.append(try TraceLine.number(part, naming: what, line: line, column: column))
      column += part.unicodeScalars.count + 1
    }
    return numbers
  }
}

extension TraceParser {
  /// `samples: t keyboard padding.ID... safeArea.ID... offset.ID... contentInset.ID... focus
  /// covered`.
  fileprivate static func columns(_ line: TraceLine) throws(TraceParseError) -> [String] {
    guard line.indentation == 0, line.words.first?.text == "samples:" else {
      throw line.error("expected 'samples:' after the event log")
    }
    try line.expect("t", at: 1, after: "'samples:'")
    try line.expect("keyboard", at: 2, after: "'t'")
    var columns = ["t", "keyboard"]
    var index = 3
    for (prefix, kind) in [
      ("padding.", "container"), ("safeArea.", "safe-area container"),
      ("offset.", "scroll view"), ("contentInset.", "scroll view"),
    ] {
      while index < line.words.count, line.words[index].text.hasPrefix(prefix) {
        let id = line.words[index].text.dropFirst(prefix.count)
        guard TraceLine.isIdentifier(id) else {
          throw line.error("'\(line.words[index].text)' does not name a \(kind) id", at: index)
        }
        columns.append(String(line.words[index].text))
        index += 1
      }
    }
    try line.expect("focus", at: index, after: "the keyboard and padding columns")
    try line.expect("covered", at: index + 1, after: "'focus'")
    try line.expectEnd(after: index + 2, of: "'covered'")
    return columns + ["focus", "covered"]
  }

  /// A sample row: its time, checked to be the next sample time, and one cell per column.
  fileprivate static func row(
    _ line: TraceLine, columns: [String], fps: Int, after previous: TraceDocument.Row?
  ) throws(TraceParseError) -> TraceDocument.Row {
    guard !line.text.isEmpty else { throw line.error("unexpected empty line") }
    guard line.indentation >= 2 else {
      throw line.error("a sample row starts with two spaces")
    }
    guard line.words.count == columns.count else {
      let index = min(line.words.count, columns.count)
      throw line.error(
        "a sample row has \(columns.count) values (\(columns.joined(separator: " "))); "
          + "found \(line.words.count)", at: index)
    }
    let time = try line.number(at: 0, naming: "the sample time")
    guard let sample = SampleTime.index(of: time, fps: fps) else {
      throw line.error(
        "\(time) is not a sample time at \(fps) fps (k / \(fps) s, as printed)", at: 0)
    }
    if let previous, sample <= previous.sample {
      throw line.error("sample time \(time) does not follow the previous row's \(previous.time)")
    }
    if previous == nil, sample != 0 {
      throw line.error("the first sample row must be at time 0; found \(time)")
    }
    var cells: [TraceDocument.Cell] = []
    for (index, column) in columns.enumerated().dropFirst() {
      if column == "focus" {
        cells.append(.text(try line.identifier(at: index, naming: "the focus")))
      } else {
        cells.append(.number(try line.number(at: index, naming: column)))
      }
    }
    return TraceDocument.Row(line: line.number, sample: sample, time: time, cells: cells)
  }
}
