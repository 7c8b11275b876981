import KeyboardAvoidance

/// Reads the keyboard notifications a log printed, wherever on a line they start: Objective-C's
/// descriptions (`NSConcreteNotification 0x... {name = ...; userInfo = {...}}`), Swift's
/// (`name = ..., object = ..., userInfo = Optional([...])`) and bare userInfo dictionaries
/// (docs/capture.md#what-import-reads). Every other line is ignored.
enum PrintedLogReader {
  /// What a line turned out to start.
  enum Outcome {
    /// No keyboard notification.
    case ignored
    /// A keyboard notification, read up to the line `lastLine`.
    case notification(PrintedNotification, lastLine: Int)
    /// A notification left out (cut off, or without an end frame); reading goes on at the
    /// line `resume` (past the log's end: nothing more to read).
    case omitted(LogError, resume: Int)
    /// A keyboard notification that cannot be read; reading goes on after `lastLine`.
    case failure(LogError, lastLine: Int)
  }

  /// Reads the notification that starts on the line `line`, if any.
  static func read(line: Int, in text: LogText) -> Outcome {
    let bytes = text.bytes
    let range = text.lineRange(line)
    // The shortest start is a key of `UIKeyboard...UserInfoKey` and its `=`.
    guard range.count >= 20 else { return .ignored }
    let previous = line > 1 ? text.lineRange(line - 1) : nil
    guard let start = PrintedExtent.start(in: bytes, range: range, previousLine: previous) else {
      return .ignored
    }
    guard let (name, from, mode) = reading(start, in: bytes, line: range) else { return .ignored }
    let firstLine = text.line(ofByte: from)
    let lineStart = text.lineRange(firstLine).lowerBound
    let end: Int
    switch PrintedExtent.end(in: text, from: from, mode: mode) {
    case .success(let found): end = found
    case .failure(let cut):
      let resume: Int
      switch cut {
      // A run opened on the line before may be cut by this very line: read on past it.
      case .nextLine(let next): resume = max(next, line + 1)
      case .endOfLog: resume = text.lineCount + 1
      }
      return .omitted(
        LogError("this notification is cut off; it is left out", at: lineStart), resume: resume)
    }
    let lastLine = max(line, text.line(ofByte: max(from, end - 1)))
    let stamp: LogTimestamp.Stamp?
    do {
      stamp = try LogTimestamp.leading(bytes, in: text.lineRange(firstLine))
    } catch {
      return .failure(error, lastLine: lastLine)
    }
    do throws(PrintedNotification.Omission) {
      let entries = try self.entries(of: start, in: bytes, from: from, end: end)
      let userInfo = name == nil ? entries : userInfoEntries(entries)
      var notification = try PrintedNotification(
        name: name, userInfo: userInfo, bytes: bytes, lineStart: lineStart)
      notification.stamp = stamp
      return .notification(notification, lastLine: lastLine)
    } catch {
      switch error {
      case .noEndFrame:
        let message = "this notification has no \(UserInfoKey.end); it is left out"
        return .omitted(LogError(message, at: lineStart), resume: lastLine + 1)
      case .problem(let problem):
        return .failure(problem, lastLine: lastLine)
      }
    }
  }

  /// How to read what starts at `start`: its name (nil for a bare userInfo), where it starts
  /// and how it ends; nil for a description of another notification.
  private static func reading(_ start: PrintedExtent.Start, in bytes: [UInt8], line: Range<Int>)
    -> (KeyboardNotification.Name?, Int, PrintedExtent.Mode)?
  {
    switch start {
    case .objectiveC(let open):
      keyboardName(in: bytes, at: open + 1, end: line.upperBound).map { ($0, open, .bracketed) }
    case .swift(let at):
      keyboardName(in: bytes, at: at, end: line.upperBound).map { ($0, at, .line) }
    case .bare(let first, let open):
      (nil, open ?? first, open == nil ? .entryLines : .bracketed)
    }
  }

  /// The entries of the description or userInfo from `from` to `end`.
  private static func entries(
    of start: PrintedExtent.Start, in bytes: [UInt8], from: Int, end: Int
  ) throws(PrintedNotification.Omission) -> [PrintedEntry] {
    do {
      switch start {
      case .objectiveC, .bare(_, .some):
        return try PrintedParser.dictionary(in: bytes, open: from, end: end)
      case .swift:
        return try PrintedParser.entries(in: bytes, from: from, to: end, lastKey: "userInfo")
      case .bare(_, .none):
        return try PrintedParser.entries(in: bytes, from: from, to: end)
      }
    } catch {
      throw .problem(error)
    }
  }

  /// The userInfo of a description's entries; none when it is absent or `nil`.
  private static func userInfoEntries(_ entries: [PrintedEntry]) -> [PrintedEntry] {
    guard case .dictionary(let info, _)? = entries.first(where: { $0.key == "userInfo" })?.value
    else { return [] }
    return info
  }

  /// The notification named after `name =` at `start`, if it is a keyboard notification.
  private static func keyboardName(in bytes: [UInt8], at start: Int, end: Int)
    -> KeyboardNotification.Name?
  {
    var index = start
    while index < end, bytes[index] == 0x20 { index += 1 }
    guard let name = PrintedParser.name(in: bytes, at: index, end: end),
      name.hasPrefix("UIKeyboard") || name.hasPrefix("keyboard")
    else { return nil }
    return NotificationSpelling.name(name)
  }
}
