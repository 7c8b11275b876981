@_spi(Formatting) import DecimalText
import KeyboardAvoidance

/// A printed log, assembled once read: one clock, the screen (given or inferred), what the log
/// left out filled in, and the notifications added to the timeline
/// (docs/capture.md#what-import-infers).
extension LogReading {
  /// Where a time comes from: a log keeps to one.
  private enum Clock: Equatable {
    case json, dated, timeOfDay, none

    var what: String {
      switch self {
      case .json: "a JSON line's t"
      case .dated: "a dated timestamp"
      case .timeOfDay: "a time of day"
      case .none: "no timestamp"
      }
    }
  }

  /// The longest a log without timestamps may be, in postings one second apart.
  static let maximumUntimedPostings = 3_000

  /// Assembles the items read into the timeline.
  ///
  /// - Parameters:
  ///   - given: The device `--device` names, if any.
  ///   - source: The log's name in the scene's first comment.
  /// - Returns: The device the scene names; nil when the screen cannot be told (reported).
  mutating func assemble(device given: Device?, source: String) -> Device? {
    guard checkClock() else { return nil }
    let fallback = Device.defaultPreset
    var device = given ?? fallback
    if hasPrinted {
      sourceComment = "Imported by kbreplay import from the notifications printed in \(source)"
    }
    if screen == nil && given == nil && hasPrinted {
      guard let inference = ScreenInference(frames: printedFrames) else {
        errors.append(
          ImportDiagnostic(
            severity: .error, location: nil,
            message:
              "the keyboard frames tell no screen (none at x = 0 with a height, or one smaller "
              + "than 320 x 480): pass the device with --device (kbreplay devices lists the "
              + "presets)"))
        return nil
      }
      isScreenInferred = true
      device = inference.device
      inferenceComments.append(inference.comment)
    }
    let size = screen?.size ?? device.screen
    let inferredNames = addItems(screen: size)
    if inferredNames > 0 {
      let count = inferredNames == 1 ? "1 notification" : "\(inferredNames) notifications"
      inferenceComments.append("The frames tell the names of \(count) (their events say so)")
    }
    if hasPrinted && clock == Clock.none {
      inferenceComments.append(
        "The log has no timestamps: postings are placed one second apart, so the times are "
          + "not the log's")
    }
    return device
  }

  private var printedFrames: [Rect] {
    items.flatMap { item -> [Rect] in
      guard case .printed(let note, _) = item else { return [] }
      return [note.begin, note.end].compactMap { $0 }
    }
  }

  private var clock: Clock? {
    items.first.map(Self.clock)
  }

  private static func clock(of item: Item) -> Clock {
    switch item {
    case .json: .json
    case .printed(let note, _):
      switch note.stamp?.clock {
      case .dated: .dated
      case .timeOfDay: .timeOfDay
      case nil: Clock.none
      }
    }
  }

  private static func position(of item: Item) -> (offset: Int, line: Int) {
    switch item {
    case .json(let entry, let line): (entry.timeOffset, line)
    case .printed(let note, let line): (note.stamp?.offset ?? note.lineStart, line)
    }
  }

  /// Whether every timed line keeps to the first one's clock; else reports the first that
  /// does not.
  private mutating func checkClock() -> Bool {
    guard let first = items.first else { return true }
    let clock = Self.clock(of: first)
    let line = Self.position(of: first).line
    for item in items.dropFirst() where Self.clock(of: item) != clock {
      let other = Self.clock(of: item)
      let message =
        clock == .none || other == .none
        ? "this notification has \(other == .none ? "no timestamp" : "a timestamp"), but line "
          + "\(line)'s has \(clock == .none ? "none" : "one"); either every notification has a "
          + "timestamp or none has"
        : "this line's time is \(other.what), but line \(line)'s is \(clock.what); a log keeps "
          + "to one clock"
      report(LogError(message, at: Self.position(of: item).offset))
      return false
    }
    return true
  }

  /// Adds the items to the timeline on a screen of `size`.
  ///
  /// - Returns: How many names the frames told.
  private mutating func addItems(screen size: Size) -> Int {
    var previous: CaptureEntry.Notification?
    var clock = PrintedClock()
    var inferredNames = 0
    for item in items {
      guard !isStopped else { break }
      switch item {
      case .json(let entry, let line):
        add(entry, line: line)
        if case .notification(let note) = entry.content { previous = note }
      case .printed(let printed, let line):
        let note = filled(printed, after: previous, screen: size)
        if printed.name == nil { inferredNames += 1 }
        warnAboutFit(printed, screen: size)
        guard let time = clock.time(of: printed, note, after: previous) else {
          report(
            LogError(
              "a log without timestamps places its postings one second apart, and may have at "
                + "most \(Self.maximumUntimedPostings) of them; this is one more",
              at: printed.lineStart))
          isStopped = true
          break
        }
        let entry = CaptureEntry(
          time: time, timeOffset: printed.stamp?.offset ?? printed.lineStart,
          idOffset: printed.lineStart, content: .notification(note))
        add(entry, line: line)
        previous = note
      }
    }
    return inferredNames
  }

  /// The notification with what the log left out filled in, and remarks saying so.
  private func filled(
    _ printed: PrintedNotification, after previous: CaptureEntry.Notification?, screen: Size
  ) -> CaptureEntry.Notification {
    let hidden = Rect(x: 0, y: screen.height, width: screen.width, height: printed.end.height)
    let begin = printed.begin ?? previous?.end ?? hidden
    var remarks: [String] = []
    let name: KeyboardNotification.Name
    if let given = printed.name {
      name = given
    } else {
      remarks.append("name inferred from the frames")
      let bottom = screen.height
      name =
        begin.y >= bottom && printed.end.y < bottom
        ? .keyboardWillShow
        : begin.y < bottom && printed.end.y >= bottom ? .keyboardWillHide : .keyboardWillChangeFrame
    }
    if printed.begin == nil { remarks.append("begin frame not in the log") }
    if printed.duration == nil { remarks.append("duration not in the log") }
    if printed.curve == nil { remarks.append("curve not in the log") }
    return CaptureEntry.Notification(
      name: name, begin: begin, end: printed.end, duration: printed.duration ?? 250_000,
      curve: printed.curve ?? .keyboardSpring, endOffset: printed.endOffset,
      isNameInferred: printed.name == nil, remarks: remarks)
  }

  /// Warns about each frame that does not fit the screen's width.
  private mutating func warnAboutFit(_ printed: PrintedNotification, screen: Size) {
    let frames = [
      (UserInfoKey.begin, printed.begin, printed.beginOffset),
      (UserInfoKey.end, printed.end, printed.endOffset),
    ]
    for case (let key, let frame?, let offset?) in frames
    where frame.x < 0 || frame.x + frame.width > screen.width {
      let width = DecimalFormat.wholeOrRoundTrip(screen.width)
      warn(
        LogError(
          "\(key) does not fit the screen, \(width) pt wide (iOS 7 and earlier report "
            + "landscape frames in portrait coordinates); it is replayed as it is", at: offset))
    }
  }
}

/// The times of a printed log's notifications: its stamps, times of day carried past
/// midnight, or, without stamps, postings one second apart.
private struct PrintedClock {
  private var dayShift: Microseconds = 0
  private var lastTimeOfDay: Microseconds?
  private var postings = 0

  /// The time of `printed` (filled in as `note`); nil when a log without stamps has more
  /// postings than ``LogReading/maximumUntimedPostings``.
  mutating func time(
    of printed: PrintedNotification, _ note: CaptureEntry.Notification,
    after previous: CaptureEntry.Notification?
  ) -> Microseconds? {
    guard let stamp = printed.stamp else {
      if CaptureTimeline.startsPosting(note, after: previous) { postings += 1 }
      guard postings <= LogReading.maximumUntimedPostings else { return nil }
      return CaptureTimeline.start + Int64(max(postings - 1, 0)) * 1_000_000
    }
    var time = stamp.time + dayShift
    guard stamp.clock == .timeOfDay else { return time }
    // A time of day more than 12 hours before the last is on the next day.
    if let last = lastTimeOfDay, time < last - 43_200_000_000 {
      dayShift += 86_400_000_000
      time += 86_400_000_000
    }
    lastTimeOfDay = time
    return time
  }
}
