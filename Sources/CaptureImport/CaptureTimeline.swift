@_spi(Formatting) import DecimalText
import KeyboardAvoidance

/// The imported scene's timeline, built from the log's entries in log order: times shifted so
/// that the first is at 0.1 s, notifications grouped into postings, focus changes, and a text
/// field for each input focused.
struct CaptureTimeline {
  /// One item of the scene's `events:` list.
  enum Event: Equatable {
    case focus(String?, at: Microseconds)
    /// A posting: the keyboard moves to `frame`.
    case keyboard(frame: Rect, duration: Microseconds, curve: AnimationCurve, at: Microseconds)
    /// A did-notification, kept as a comment.
    case comment(KeyboardNotification.Name, begin: Rect, end: Rect, at: Microseconds)
  }

  /// A text field: an input's id and its first reported frame.
  struct Field: Equatable {
    var id: String
    var frame: Rect
  }

  /// Where the first timed line is put.
  static let start: Microseconds = 100_000

  private(set) var events: [Event] = []
  private(set) var fields: [Field] = []
  /// The comment written after an event, by its index in ``events``.
  private(set) var remarks: [Int: String] = [:]
  private(set) var keyboardEventCount = 0
  private(set) var focusEventCount = 0
  /// The first notification's end frame and where it is written.
  private(set) var firstEnd: (frame: Rect, offset: Int)?
  /// The last timed line's time, shifted.
  private(set) var lastTime: Microseconds?

  private var fieldIndex: [String: Int] = [:]
  /// The first timed line's time as written.
  private var origin: Microseconds?
  /// The previous timed line's time as written, and its line.
  private var previous: (time: Microseconds, line: Int)?
  /// The notification line before the one being added, for grouping.
  private var previousNotification: CaptureEntry.Notification?

  /// Whether a problem ends the import (a limit), or only makes the line not count.
  enum Severity {
    case line
    case fatal
  }

  /// Adds the entry of line `line`.
  ///
  /// - Throws: The problem with it, and whether reading must stop.
  mutating func add(_ entry: CaptureEntry, line: Int) throws(TimelineError) {
    if let previous, entry.time < previous.time {
      throw TimelineError(
        LogError(
          "this time is earlier than that of the line before (line \(previous.line)); a log's "
            + "times must not go backwards", at: entry.timeOffset), .line)
    }
    let origin = self.origin ?? entry.time
    let time = entry.time - origin + Self.start
    guard time <= CaptureLimits.latestTime else {
      let span = DecimalFormat.seconds(microseconds: time - Self.start, minimumDecimals: 1)
      let longest = DecimalFormat.seconds(
        microseconds: CaptureLimits.latestTime - Self.start, minimumDecimals: 1)
      throw TimelineError(
        LogError(
          "this line comes \(span) s after the first timed line; a scene replays at most "
            + "\(CaptureLimits.latestTime / 1_000_000 + 1) s, so an imported log may span at "
            + "most \(longest) s", at: entry.timeOffset), .fatal)
    }
    switch entry.content {
    case .notification(let note):
      try addNotification(note, at: time, offset: entry.timeOffset)
    case .focus(let id, let frame):
      try addFocus(id, frame: frame, at: time, entry: entry)
    }
    self.origin = origin
    previous = (entry.time, line)
    lastTime = time
  }

  private mutating func addNotification(
    _ note: CaptureEntry.Notification, at time: Microseconds, offset: Int
  ) throws(TimelineError) {
    if Self.startsPosting(note, after: previousNotification) {
      try countEvent(at: offset)
      if !note.remarks.isEmpty { remarks[events.count] = note.remarks.joined(separator: "; ") }
      events.append(
        .keyboard(frame: note.end, duration: note.duration, curve: note.curve, at: time))
      keyboardEventCount += 1
    } else if !note.name.isWill {
      events.append(.comment(note.name, begin: note.begin, end: note.end, at: time))
    }
    if firstEnd == nil { firstEnd = (note.end, note.endOffset) }
    previousNotification = note
  }

  /// Whether a notification starts a posting of its own: a will-notification does, unless it
  /// joins the one before it, a willChangeFrame that ends where it does, or, for a name the
  /// frames tell, any notification that ends where it does.
  static func startsPosting(
    _ note: CaptureEntry.Notification, after previous: CaptureEntry.Notification?
  ) -> Bool {
    guard note.name.isWill else { return false }
    guard let previous, previous.end == note.end else { return true }
    return previous.name != .keyboardWillChangeFrame && !note.isNameInferred
  }

  private mutating func addFocus(
    _ id: String?, frame: Rect?, at time: Microseconds, entry: CaptureEntry
  ) throws(TimelineError) {
    if let id, fieldIndex[id] == nil {
      guard let frame else {
        throw TimelineError(
          LogError(
            "the first focus line of '\(id)' needs its frame, where the field is laid out",
            at: entry.idOffset), .line)
      }
      guard fields.count < CaptureLimits.maximumFields else {
        throw TimelineError(
          LogError(
            "a scene holds at most \(CaptureLimits.maximumFields + 1) views; this log focuses "
              + "more than \(CaptureLimits.maximumFields) inputs", at: entry.idOffset), .fatal)
      }
      try countEvent(at: entry.timeOffset)
      fieldIndex[id] = fields.count
      fields.append(Field(id: id, frame: frame))
    } else {
      try countEvent(at: entry.timeOffset)
    }
    events.append(.focus(id, at: time))
    focusEventCount += 1
  }

  private func countEvent(at offset: Int) throws(TimelineError) {
    guard keyboardEventCount + focusEventCount < CaptureLimits.maximumEvents else {
      throw TimelineError(
        LogError(
          "a scene holds at most \(CaptureLimits.maximumEvents) events; this log has more",
          at: offset), .fatal)
    }
  }
}

/// A problem with a timed line, and whether the import stops at it.
struct TimelineError: Error {
  var error: LogError
  var severity: CaptureTimeline.Severity

  init(_ error: LogError, _ severity: CaptureTimeline.Severity) {
    self.error = error
    self.severity = severity
  }
}
