import KeyboardAvoidance

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
    var parser = try TraceParser(bytes)
    self = try parser.document()
  }

  /// Reads a text trace held in a string.
  ///
  /// - Parameter text: The trace.
  /// - Throws: ``TraceParseError`` for the first problem, with its line and column.
  public init(parsing text: String) throws(TraceParseError) {
    try self.init(parsing: Array(text.utf8))
  }
}

/// Reads a trace line by line; each block's reader consumes its lines.
struct TraceParser {
  private let lines: [String]
  private var next = 0

  init(_ bytes: [UInt8]) throws(TraceParseError) {
    guard !bytes.isEmpty else {
      throw TraceParseError(
        line: 1, message: "the file is empty; a trace starts 'kbreplay-trace 1'")
    }
    var lines: [String] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      lines.append(try Self.line(bytes[start..<index], number: lines.count + 1))
      start = index + 1
    }
    guard start == bytes.count else {
      let number = lines.count + 1
      let text = try Self.line(bytes[start...], number: number)
      throw TraceParseError(
        line: number, column: text.unicodeScalars.count + 1,
        message: "the last line has no line end; every line of a trace ends with '\\n'")
    }
    self.lines = lines
  }

  /// A line's text, checked to be UTF-8 without a carriage return at its end.
  private static func line(_ bytes: ArraySlice<UInt8>, number: Int) throws(TraceParseError)
    -> String
  {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      let column = Self.firstInvalidColumn(bytes)
      throw TraceParseError(line: number, column: column, message: "the line is not valid UTF-8")
    }
    if bytes.last == UInt8(ascii: "\r") {
      throw TraceParseError(
        line: number, column: text.unicodeScalars.count,
        message: "the line ends with CR LF; traces use '\\n' line ends only "
          + "(check the file's Git attributes or editor settings)")
    }
    return text
  }

  /// The column of the first byte that does not decode, counting the scalars before it.
  private static func firstInvalidColumn(_ bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while case .scalarValue = decoder.decode(&iterator) {
      column += 1
    }
    return column
  }

  private var isAtEnd: Bool { next == lines.count }

  private mutating func take() -> TraceLine {
    defer { next += 1 }
    return TraceLine(number: next + 1, text: lines[next])
  }

  mutating func document() throws(TraceParseError) -> TraceDocument {
    try readVersion()
    let title = try readHeader("scene: ", naming: "the scene's title")
    let source = try readHeader("source: ", naming: "the scene's file name")
    var runs: [TraceDocument.Run] = []
    repeat {
      runs.append(try readRun())
    } while !isAtEnd
    return TraceDocument(title: title, source: source, runs: runs, lines: lines)
  }

  private mutating func readVersion() throws(TraceParseError) {
    let line = take()
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
    guard !isAtEnd else {
      throw TraceParseError(line: next + 1, message: "missing '\(prefix)' line with \(what)")
    }
    let line = take()
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
    let runLine = take()
    let (strategy, fields, fps) = try Self.runHeader(runLine)
    guard !isAtEnd else {
      throw TraceParseError(line: next + 1, message: "missing 'events:' after the 'run:' line")
    }
    let eventsLine = take()
    guard eventsLine.text == "events:" else {
      throw eventsLine.error("expected 'events:' after the 'run:' line")
    }
    var events: [TraceDocument.Event] = []
    while !isAtEnd, lines[next].hasPrefix(" ") {
      let event = try Self.event(take())
      if let previous = events.last, event.time < previous.time {
        throw TraceParseError(
          line: event.line, message: "event time \(event.time) is before the previous event's")
      }
      events.append(event)
    }
    guard !isAtEnd else {
      throw TraceParseError(line: next + 1, message: "missing 'samples:' after the event log")
    }
    let columnsLine = take()
    let columns = try Self.columns(columnsLine)
    var rows: [TraceDocument.Row] = []
    while !isAtEnd, lines[next].hasPrefix(" ") || lines[next].isEmpty {
      rows.append(try Self.row(take(), columns: columns, fps: fps, after: rows.last))
    }
    guard !rows.isEmpty else {
      throw TraceParseError(line: next + 1, message: "missing the sample rows of run '\(strategy)'")
    }
    if !isAtEnd, !lines[next].hasPrefix("run: ") {
      throw take().error("expected a sample row, the next 'run:' line or the end of the trace")
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
    guard line.words.count > 1, Strategy(rawValue: String(line.words[1].text)) != nil else {
      let names = Strategy.allCases.map(\.rawValue).joined(separator: ", ")
      throw line.error("expected a strategy (\(names))", at: 1)
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
  /// `samples: t keyboard padding.ID... focus covered`.
  fileprivate static func columns(_ line: TraceLine) throws(TraceParseError) -> [String] {
    guard line.indentation == 0, line.words.first?.text == "samples:" else {
      throw line.error("expected 'samples:' after the event log")
    }
    try line.expect("t", at: 1, after: "'samples:'")
    try line.expect("keyboard", at: 2, after: "'t'")
    var columns = ["t", "keyboard"]
    var index = 3
    while index < line.words.count, line.words[index].text.hasPrefix("padding.") {
      let id = line.words[index].text.dropFirst("padding.".count)
      guard TraceLine.isIdentifier(id) else {
        throw line.error("'\(line.words[index].text)' does not name a container id", at: index)
      }
      columns.append(String(line.words[index].text))
      index += 1
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
