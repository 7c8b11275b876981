import KeyboardAvoidance
import SceneLoading

/// What one line of a JSON-lines log says.
enum JSONLogLine {
  case entry(CaptureEntry)
  case screen(CapturedScreen)
  /// Every problem found in the line, in the order of the line.
  case problems([LogError])
}

/// Turns one line's object into a notification, a focus change or the screen, checking every
/// key and value (docs/capture.md): every problem of the line is reported, at its token.
struct JSONLogReader {
  /// The kinds of line, each known by the key that only it has.
  private enum Kind {
    case notification, focus, screen

    var what: String {
      switch self {
      case .notification: "a notification line"
      case .focus: "a focus line"
      case .screen: "the screen line"
      }
    }

    /// Its keys, in the order messages list them, and those it needs.
    var keys: (all: [String], required: [String]) {
      switch self {
      case .notification:
        (
          ["t", "name", "begin", "end", "duration", "curve"],
          ["t", "name", "begin", "end", "duration", "curve"]
        )
      case .focus: (["t", "focus", "frame"], ["t", "focus"])
      case .screen: (["screen", "safeArea"], ["screen"])
      }
    }
  }

  private static let allKeys = [
    "t", "name", "begin", "end", "duration", "curve", "focus", "frame", "screen", "safeArea",
  ]

  private var errors: [LogError] = []
  private let values: [String: JSONValue]

  private init(values: [String: JSONValue]) {
    self.values = values
  }

  /// The line `line`'s object, read.
  ///
  /// - Returns: What the line says, or every problem found in it.
  static func read(_ object: JSONValue, line: Int) -> JSONLogLine {
    guard case .object(let members) = object.kind else {
      return .problems([LogError("expected a JSON object", at: object.offset)])
    }
    var errors: [LogError] = []
    var values: [String: JSONValue] = [:]
    for member in members {
      if values[member.key] != nil {
        errors.append(LogError("duplicate key '\(member.key)' in this line", at: member.keyOffset))
      } else {
        values[member.key] = member.value
      }
    }
    let kind: Kind? =
      values["name"] != nil
      ? .notification
      : values["focus"] != nil
        ? .focus
        : values["screen"] != nil ? .screen : nil
    let allowed = kind?.keys.all ?? allKeys
    for member in members where !allowed.contains(member.key) {
      let what = kind?.what ?? "a line"
      var message = "unknown key '\(member.key)' in \(what)"
      if let suggestion = Suggestion.closest(to: member.key, among: allowed) {
        message += "; did you mean '\(suggestion)'?"
      }
      errors.append(LogError(message, at: member.keyOffset))
    }
    guard let kind else {
      if errors.isEmpty {
        errors.append(
          LogError(
            "a line needs \"name\" (a keyboard notification), \"focus\" (a focus change) or "
              + "\"screen\" (the screen)", at: object.offset))
      }
      return .problems(errors)
    }
    for key in kind.keys.required where values[key] == nil {
      errors.append(LogError("missing key '\(key)' in \(kind.what)", at: object.offset))
    }
    var reader = JSONLogReader(values: values)
    reader.errors = errors
    let read = reader.read(kind, line: line, at: object.offset)
    guard let read, reader.errors.isEmpty else {
      return .problems(reader.errors.sorted { $0.offset < $1.offset })
    }
    return read
  }

  private mutating func read(_ kind: Kind, line: Int, at offset: Int) -> JSONLogLine? {
    switch kind {
    case .notification: notification(at: offset)
    case .focus: focus()
    case .screen: screen(line: line)
    }
  }

  /// `{"t", "name", "begin", "end", "duration", "curve"}`.
  private mutating func notification(at offset: Int) -> JSONLogLine? {
    let time = value("t") { $0.time($1) }
    let name = value("name") { $0.notificationName($1) }
    let begin = value("begin") { $0.frame($1, key: "begin") }
    let end = value("end") { $0.frame($1, key: "end") }
    let duration = value("duration") { $0.duration($1) }
    let curve = value("curve") { $0.curve($1) }
    guard let time, let name, let begin, let end, let duration, let curve,
      let timeValue = values["t"], let endValue = values["end"]
    else { return nil }
    let note = CaptureEntry.Notification(
      name: name, begin: begin, end: end, duration: duration, curve: curve,
      endOffset: endValue.offset)
    return .entry(
      CaptureEntry(
        time: time, timeOffset: timeValue.offset, idOffset: offset, content: .notification(note)
      ))
  }

  /// `{"t", "focus", "frame"}`, the frame optional.
  private mutating func focus() -> JSONLogLine? {
    let time = value("t") { $0.time($1) }
    let id = value("focus") { $0.focusID($1) }
    let frame = value("frame") { $0.frame($1, key: "frame") }
    guard let time, let id, frame != nil || values["frame"] == nil,
      let timeValue = values["t"], let idValue = values["focus"]
    else { return nil }
    return .entry(
      CaptureEntry(
        time: time, timeOffset: timeValue.offset, idOffset: idValue.offset,
        content: .focus(id: id, frame: frame)))
  }

  /// `{"screen": [W, H], "safeArea": [top, left, bottom, right]}`, the safe area optional.
  private mutating func screen(line: Int) -> JSONLogLine? {
    let size = value("screen") { $0.numbers($1, key: "screen", names: ["width", "height"]) }
    let insets = value("safeArea") {
      $0.numbers($1, key: "safeArea", names: ["top", "left", "bottom", "right"])
    }
    guard let size, insets != nil || values["safeArea"] == nil else { return nil }
    return .screen(
      CapturedScreen(
        size: Size(width: size[0], height: size[1]),
        safeArea: insets.map { Insets(top: $0[0], bottom: $0[2], left: $0[1], right: $0[3]) },
        line: line))
  }

  /// The value of `key`, read by `body`, when the line has it.
  private mutating func value<T>(_ key: String, _ body: (inout Self, JSONValue) -> T?) -> T? {
    guard let node = values[key] else { return nil }
    return body(&self, node)
  }

  private mutating func fail<T>(_ message: String, at node: JSONValue) -> T? {
    errors.append(LogError(message, at: node.offset))
    return nil
  }

  private mutating func time(_ node: JSONValue) -> Microseconds? {
    guard case .number(let decimal, let text) = node.kind else {
      return fail("t must be a time in seconds; found \(node.description)", at: node)
    }
    let limit = CaptureLimits.maximumClockSeconds
    guard let time = decimal.millionths(limit: limit * microsecondsPerSecond) else {
      return fail("t must be from -\(limit) to \(limit) seconds; found \(text)", at: node)
    }
    return time
  }

  private mutating func notificationName(_ node: JSONValue) -> KeyboardNotification.Name? {
    guard case .string(let text) = node.kind else {
      return fail(
        "name must be a keyboard notification's name; found \(node.description)", at: node)
    }
    if let name = NotificationSpelling.name(text) { return name }
    let candidates = NotificationSpelling.names + NotificationSpelling.uikitNames
    let hint =
      Suggestion.closest(to: text, among: candidates).map { "did you mean '\($0)'?" }
      ?? "the notifications are " + NotificationSpelling.names.joined(separator: ", ")
    return fail("unknown notification '\(text)'; \(hint)", at: node)
  }

  private mutating func duration(_ node: JSONValue) -> Microseconds? {
    let limit = CaptureLimits.maximumDurationSeconds
    guard case .number(let decimal, let text) = node.kind else {
      return fail("duration must be a number of seconds; found \(node.description)", at: node)
    }
    guard !decimal.isNegative || decimal.isZero,
      let duration = decimal.millionths(limit: limit * microsecondsPerSecond)
    else {
      return fail("duration must be from 0 to \(limit) seconds; found \(text)", at: node)
    }
    return duration
  }

  private mutating func curve(_ node: JSONValue) -> AnimationCurve? {
    guard case .number(let decimal, let text) = node.kind else {
      return fail("curve must be a UIKit curve's number; found \(node.description)", at: node)
    }
    let value = decimal.value
    guard value == value.rounded(), abs(value) < 1e9,
      let curve = AnimationCurve(uikitRawValue: Int(value))
    else {
      return fail(
        "curve must be a UIKit curve: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear or "
          + "7 keyboard; found \(text)", at: node)
    }
    return curve
  }

  /// A focus line's id: a string that may be a text field's id (`.some(id)`), or null for a
  /// resign (`.some(nil)`).
  private mutating func focusID(_ node: JSONValue) -> String?? {
    switch node.kind {
    case .null: return .some(nil)
    case .string(let id):
      if let problem = FocusID.problem(with: id) { return fail(problem, at: node) }
      return .some(id)
    default:
      return fail("focus must be an id or null; found \(node.description)", at: node)
    }
  }

  /// A frame `[x, y, width, height]`, as a scene's frames are checked.
  private mutating func frame(_ node: JSONValue, key: String) -> Rect? {
    guard
      let numbers = numbers(
        node, key: key, names: ["x", "y", "width", "height"], lowest: [nil, nil, 0, 0])
    else {
      return nil
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// A list of as many numbers as `names`, each at least its `lowest` (0 by default) and at
  /// most ``CaptureLimits/maximumMagnitude`` in magnitude; every bad one is reported.
  private mutating func numbers(
    _ node: JSONValue, key: String, names: [String], lowest: [Double?]? = nil
  ) -> [Double]? {
    guard case .array(let items) = node.kind, items.count == names.count else {
      let list = "[" + names.joined(separator: ", ") + "]"
      return fail(
        "\(key) must be a list of \(names.count) numbers \(list); found \(node.description)",
        at: node)
    }
    let limit = CaptureLimits.maximumMagnitude
    var values: [Double] = []
    for (index, item) in items.enumerated() {
      let minimum = lowest.map { $0[index] } ?? 0
      guard case .number(let decimal, let text) = item.kind else {
        errors.append(
          LogError("\(key)[\(index)] must be a number; found \(item.description)", at: item.offset))
        continue
      }
      let value = decimal.value
      if let minimum, value < minimum {
        errors.append(
          LogError(
            "\(key)[\(index)] must be at least \(Int(minimum)); found \(text)", at: item.offset))
      } else if !(abs(value) <= limit) {
        let lowest = minimum.map { String(Int($0)) } ?? "-\(Int(limit))"
        errors.append(
          LogError(
            "\(key)[\(index)] must be from \(lowest) to \(Int(limit)); found \(text)",
            at: item.offset))
      } else {
        values.append(value)
      }
    }
    return values.count == names.count ? values : nil
  }
}
