import KeyboardAvoidance

/// The reading of a log's lines into a timeline, collecting errors and warnings as they come
/// (in log order): the first ``CaptureLimits/maximumDiagnostics`` are kept, the rest counted.
struct LogReading {
  /// A timed line of a printed log, in log order, before the screen is known.
  enum Item {
    case printed(PrintedNotification, line: Int)
    case json(CaptureEntry, line: Int)
  }

  let text: LogText
  var timeline = CaptureTimeline()
  var screen: CapturedScreen?
  var errors: [ImportDiagnostic] = []
  var warnings: [ImportDiagnostic] = []
  var omitted = 0
  var omittedWarnings = 0
  /// Whether a limit was passed: nothing more is read.
  var isStopped = false
  /// A printed log's timed lines, assembled by ``assemble(device:source:)``.
  var items: [Item] = []
  /// A printed log's first comment: where its notifications came from.
  var sourceComment: String?
  /// The comments that follow it: what was inferred.
  var inferenceComments: [String] = []
  /// Whether the screen is the one the keyboard frames told.
  var isScreenInferred = false

  /// The comments a scene of the log alone starts with.
  var topComments: [String] { (sourceComment.map { [$0] } ?? []) + inferenceComments }

  /// Whether notifications printed by the console were read (not JSON lines alone).
  var hasPrinted: Bool { items.contains { if case .printed = $0 { true } else { false } } }

  init(text: LogText) {
    self.text = text
  }

  /// Reads a log of JSON lines (its first line that is not blank starts with `{`), as
  /// docs/capture.md#the-json-lines-format describes: every line that is not blank must be one.
  mutating func readJSONLines() {
    for line in 1...text.lineCount {
      guard !isStopped else { return }
      let range = text.lineRange(line)
      guard text.bytes[range].contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      if let entry = readJSONLine(line, range: range) { add(entry, line: line) }
    }
  }

  /// Reads a printed log: its notifications, wherever they start, and its JSON lines (those
  /// whose first characters are `{"`); everything else is ignored.
  mutating func readPrintedLog() {
    var line = 1
    var bound = PostingBound()
    while line <= text.lineCount && !isStopped && !bound.isPast(untimed: isUntimed) {
      let range = text.lineRange(line)
      if range.isEmpty {
        line += 1
        continue
      }
      if isJSONLine(range) {
        if let entry = readJSONLine(line, range: range) { items.append(.json(entry, line: line)) }
        line += 1
        continue
      }
      switch PrintedLogReader.read(line: line, in: text) {
      case .ignored:
        line += 1
      case .notification(let notification, let lastLine):
        items.append(.printed(notification, line: line))
        bound.count(notification)
        line = lastLine + 1
      case .omitted(let warning, let resume):
        warn(warning)
        line = resume
      case .failure(let problem, let lastLine):
        report(problem)
        line = lastLine + 1
      }
    }
  }

  /// Whether the first timed line of a printed log has no timestamp.
  private var isUntimed: Bool {
    guard case .printed(let note, _)? = items.first else { return false }
    return note.stamp == nil
  }

  /// Whether the line's first characters that are not blank are `{"`.
  private func isJSONLine(_ range: Range<Int>) -> Bool {
    guard let first = text.bytes[range].firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else {
      return false
    }
    return text.bytes[first] == UInt8(ascii: "{") && first + 1 < range.upperBound
      && text.bytes[first + 1] == UInt8(ascii: "\"")
  }

  /// The entry of a JSON line; nil for a screen line and a line with problems (reported).
  private mutating func readJSONLine(_ line: Int, range: Range<Int>) -> CaptureEntry? {
    let object: JSONValue
    do {
      object = try JSONLineParser.object(in: text.bytes, range: range)
    } catch {
      report(error)
      return nil
    }
    switch JSONLogReader.read(object, line: line) {
    case .problems(let problems):
      for problem in problems { report(problem) }
    case .entry(let entry): return entry
    case .screen(let found):
      if let screen {
        report(
          LogError(
            "a log has one screen line; the first is line \(screen.line)", at: object.offset))
      } else {
        screen = found
      }
    }
    return nil
  }

  mutating func add(_ entry: CaptureEntry, line: Int) {
    do {
      try timeline.add(entry, line: line)
    } catch {
      report(error.error)
      if error.severity == .fatal { isStopped = true }
    }
  }

  mutating func report(_ error: LogError) {
    guard errors.count < CaptureLimits.maximumDiagnostics else {
      omitted += 1
      return
    }
    errors.append(text.diagnostic(error.message, atByte: error.offset))
  }

  mutating func warn(_ warning: LogError) {
    guard warnings.count < CaptureLimits.maximumDiagnostics else {
      omittedWarnings += 1
      return
    }
    warnings.append(text.diagnostic(warning.message, atByte: warning.offset, severity: .warning))
  }
}

/// At least how many postings the notifications read so far make, whatever the screen: each
/// will-notification (or unnamed one) that ends elsewhere than the one before starts one. Past
/// a limit on postings, reading stops: the rest could only be refused, and the limit's error
/// falls among the lines already read.
private struct PostingBound {
  private var postings = 0
  private var previousEnd: Rect?

  mutating func count(_ note: PrintedNotification) {
    if note.name?.isWill ?? true, note.end != previousEnd { postings += 1 }
    previousEnd = note.end
  }

  /// Whether the postings are past what a scene may hold (untimed: one second apart).
  func isPast(untimed: Bool) -> Bool {
    postings > (untimed ? LogReading.maximumUntimedPostings : CaptureLimits.maximumEvents)
  }
}
