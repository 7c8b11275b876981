@_spi(Formatting) import DecimalText
import KeyboardAvoidance

/// Writes the imported scene's YAML: the keys in the order docs/capture.md#what-the-scene-holds
/// shows them, events one per line in flow style, did-notifications as comments between them.
struct SceneText {
  var title: String
  var device: Device
  /// The log's screen line, whose screen and safe area the scene writes.
  var screen: CapturedScreen?
  var timeline: CaptureTimeline

  /// The scene file's text, ending with a newline.
  var text: String {
    var lines = ["scene: " + Self.scalar(title), "device: " + device.name]
    if let screen {
      lines.append(
        "screen: {width: \(DecimalFormat.wholeOrRoundTrip(screen.size.width)), "
          + "height: \(DecimalFormat.wholeOrRoundTrip(screen.size.height))}")
      if let insets = screen.safeArea {
        lines.append(
          "safeArea: {top: \(DecimalFormat.wholeOrRoundTrip(insets.top)), bottom: \(DecimalFormat.wholeOrRoundTrip(insets.bottom)), "
            + "left: \(DecimalFormat.wholeOrRoundTrip(insets.left)), right: \(DecimalFormat.wholeOrRoundTrip(insets.right))}"
        )
      }
    }
    let size = screen?.size ?? device.screen
    let until = (timeline.lastTime ?? CaptureTimeline.start) + 1_000_000
    lines += [
      "system: {keyboard: scripted}",
      "strategy: adaptive",
      "sampling: {until: \(DecimalFormat.seconds(microseconds: until, minimumDecimals: 1))}",
      "layout:",
      "  view: \(FocusID.root)",
      "  frame: " + Self.frame(Rect(x: 0, y: 0, width: size.width, height: size.height)),
    ]
    if !timeline.fields.isEmpty {
      lines.append("  children:")
      for field in timeline.fields {
        lines.append("    - textField: " + Self.id(field.id))
        lines.append("      frame: " + Self.frame(field.frame))
      }
    }
    let hasEvents = timeline.events.contains {
      if case .comment = $0 { return false }
      return true
    }
    lines.append(hasEvents ? "events:" : "events: []")
    for event in timeline.events {
      lines.append("  " + Self.line(event))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One event, or a comment for a did-notification.
  static func line(_ event: CaptureTimeline.Event) -> String {
    switch event {
    case .focus(let id, let time):
      return
        "- {at: \(DecimalFormat.seconds(microseconds: time, minimumDecimals: 1)), focus: \(id.map(Self.id) ?? "none")}"
    case .keyboard(let frame, let duration, let curve, let time):
      return
        "- {at: \(DecimalFormat.seconds(microseconds: time, minimumDecimals: 1)), keyboard: {frame: \(self.frame(frame)), "
        + "duration: \(DecimalFormat.seconds(microseconds: duration, minimumDecimals: 1)), curve: \(curve.uikitRawValue)}}"
    case .comment(let name, let begin, let end, let time):
      return
        "# \(DecimalFormat.seconds(microseconds: time, minimumDecimals: 1)) \(name.rawValue) \(compact(begin)) -> \(compact(end))"
    }
  }

  /// `[x, y, width, height]`.
  static func frame(_ rect: Rect) -> String {
    "["
      + [rect.x, rect.y, rect.width, rect.height].map(DecimalFormat.wholeOrRoundTrip).joined(
        separator: ", ") + "]"
  }

  /// `x,y,width,height`, as a trace's log lines write frames.
  static func compact(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(DecimalFormat.wholeOrRoundTrip).joined(
      separator: ",")
  }

  /// An id, quoted when YAML would read it as a boolean or null (the loader takes either as
  /// the id's text, but a reader might not).
  static func id(_ id: String) -> String {
    ["true", "false", "null"].contains(id.lowercased()) ? "\"\(id)\"" : id
  }

  /// Text as a plain scalar when it is plainly safe (letters, digits, spaces and `._-()+@/`,
  /// starting with a letter, not ending with a space), else in double quotes with escapes.
  static func scalar(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isPlain =
      scalars.first.map { $0.properties.isAlphabetic && $0.isASCII } ?? false
      && text.last != " "
      && scalars.allSatisfy {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
          || " ._-()+@/".unicodeScalars.contains($0)
      }
    if isPlain { return text }
    var quoted = "\""
    for scalar in scalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
      case _ where Self.breaksLines(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// Scalars that libyaml takes as line breaks or marks inside a quoted scalar (C1 controls,
  /// the line and paragraph separators, a byte-order mark): escaped, so the title stays one
  /// line.
  private static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
      || scalar.value == 0xFEFF
  }
}
