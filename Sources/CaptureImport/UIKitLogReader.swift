import KeyboardAvoidance

/// Reads the keyboard notifications of UIKit's log: lines
/// `YYYY-MM-DD hh:mm:ss.ffffff+hhmm Process[pid:tid] NSConcreteNotification 0x... {name =
/// UIKeyboardWillShowNotification; userInfo = {...}}`, whose description may run on over the
/// following lines up to its closing `}}`. Every other line, and every other notification, is
/// ignored.
enum UIKitLogReader {
  /// What a line of the log turned out to be.
  enum Outcome {
    /// Not the start of a keyboard notification.
    case ignored
    /// A keyboard notification whose description ends on line `lastLine`.
    case entry(CaptureEntry, lastLine: Int)
    /// A keyboard notification that cannot be read; reading goes on after `lastLine`.
    case failure([LogError], lastLine: Int)
  }

  private static let marker = Array("NSConcreteNotification".utf8)

  /// The userInfo keys an import reads.
  private enum Key {
    static let curve = "UIKeyboardAnimationCurveUserInfoKey"
    static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    static let begin = "UIKeyboardFrameBeginUserInfoKey"
    static let end = "UIKeyboardFrameEndUserInfoKey"
  }

  /// Reads the notification that starts on line `line`, if it is a keyboard notification.
  static func read(line: Int, in text: LogText) -> Outcome {
    let bytes = text.bytes
    let range = text.lineRange(line)
    guard let markerStart = find(marker, in: bytes, range: range) else { return .ignored }
    let time: Microseconds
    do {
      time = try LogTimestamp.read(bytes, in: range).time
    } catch {
      // Only a keyboard notification's line needs its timestamp; others stay ignored.
      return isKeyboardLine(bytes, after: markerStart, range: range)
        ? .failure([error], lastLine: line) : .ignored
    }
    guard let open = descriptionStart(in: bytes, after: markerStart + marker.count, range: range),
      let name = NotificationDescription.leadingName(in: bytes, open: open, end: bytes.count),
      let notification = NotificationSpelling.name(name), name.hasPrefix("UIKeyboard")
    else { return .ignored }
    let close: Int
    switch NotificationDescription.closingBrace(in: text, from: open) {
    case .success(let offset): close = offset
    case .failure(.nextLogLine(let next)):
      let message =
        "this description is not closed: no '}' to end it before the next log line "
        + "(line \(next))"
      return .failure([LogError(message, at: open)], lastLine: next - 1)
    case .failure(.endOfLog):
      let message = "this description is not closed: no '}' to end it before the log ends"
      return .failure([LogError(message, at: open)], lastLine: text.lineCount)
    }
    let lastLine = text.line(ofByte: close)
    do {
      let description = try NotificationDescription.dictionary(in: bytes, open: open, close: close)
      let note = try self.notification(notification, from: description, bytes: bytes)
      let entry = CaptureEntry(
        time: time, timeOffset: range.lowerBound, idOffset: open, content: .notification(note))
      return .entry(entry, lastLine: lastLine)
    } catch {
      return .failure([error], lastLine: lastLine)
    }
  }

  /// Where the description starts: the `{` after the marker, spaces and the object's address
  /// (`0x600000c4c2a0`); nil when something else follows.
  private static func descriptionStart(in bytes: [UInt8], after start: Int, range: Range<Int>)
    -> Int?
  {
    var index = start
    skip(in: bytes, from: &index, to: range.upperBound) { $0 == UInt8(ascii: " ") }
    if index + 1 < range.upperBound, bytes[index] == UInt8(ascii: "0"),
      bytes[index + 1] | 0x20 == UInt8(ascii: "x")
    {
      index += 2
      skip(in: bytes, from: &index, to: range.upperBound) { isHexDigit($0) }
      skip(in: bytes, from: &index, to: range.upperBound) { $0 == UInt8(ascii: " ") }
    }
    return index < range.upperBound && bytes[index] == UInt8(ascii: "{") ? index : nil
  }

  /// Whether the description after the marker names a keyboard notification (for a line whose
  /// timestamp cannot be read: only such lines are errors).
  private static func isKeyboardLine(_ bytes: [UInt8], after marker: Int, range: Range<Int>) -> Bool
  {
    guard let open = bytes[marker..<range.upperBound].firstIndex(of: UInt8(ascii: "{")),
      let name = NotificationDescription.leadingName(in: bytes, open: open, end: range.upperBound)
    else { return false }
    return name.hasPrefix("UIKeyboard") && NotificationSpelling.name(name) != nil
  }

  /// The notification's frames and animation, from its userInfo.
  private static func notification(
    _ name: KeyboardNotification.Name, from description: NotificationDescription.Value,
    bytes: [UInt8]
  ) throws(LogError) -> CaptureEntry.Notification {
    guard case .dictionary(let entries, let offset) = description else {
      throw LogError("expected the notification's description", at: description.offset)
    }
    guard let userInfo = entries.first(where: { $0.key == "userInfo" })?.value,
      case .dictionary(let info, let infoOffset) = userInfo
    else { throw LogError("the notification's description has no userInfo = {...}", at: offset) }
    func value(_ key: String) throws(LogError) -> NotificationDescription.Value {
      guard let value = info.first(where: { $0.key == key })?.value else {
        throw LogError("the notification's userInfo has no \(key)", at: infoOffset)
      }
      return value
    }
    let curve = try self.curve(try value(Key.curve))
    let duration = try self.duration(try value(Key.duration))
    let begin = try NSRectText.frame(try value(Key.begin), key: Key.begin, bytes: bytes)
    let endValue = try value(Key.end)
    let end = try NSRectText.frame(endValue, key: Key.end, bytes: bytes)
    return CaptureEntry.Notification(
      name: name, begin: begin, end: end, duration: duration, curve: curve,
      endOffset: endValue.offset)
  }

  /// The text of a word or a quoted string, and where it starts.
  private static func scalar(_ value: NotificationDescription.Value) -> (String, Int)? {
    switch value {
    case .word(let text, let offset), .string(let text, let offset, _): (text, offset)
    default: nil
    }
  }

  private static func curve(_ value: NotificationDescription.Value) throws(LogError)
    -> AnimationCurve
  {
    let scalar = scalar(value)
    guard let (text, _) = scalar, let decimal = LogDecimal(text.utf8),
      decimal.value == decimal.value.rounded(), abs(decimal.value) < 1e9,
      let curve = AnimationCurve(uikitRawValue: Int(decimal.value))
    else {
      throw LogError(
        "\(Key.curve) must be a UIKit curve: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear or "
          + "7 keyboard; found \(scalar?.0 ?? "no number")", at: value.offset)
    }
    return curve
  }

  private static func duration(_ value: NotificationDescription.Value) throws(LogError)
    -> Microseconds
  {
    let limit = CaptureLimits.maximumDurationSeconds
    let scalar = scalar(value)
    guard let (text, _) = scalar, let decimal = LogDecimal(text.utf8),
      !decimal.isNegative || decimal.isZero,
      let duration = decimal.millionths(limit: limit * microsecondsPerSecond)
    else {
      throw LogError(
        "\(Key.duration) must be from 0 to \(limit) seconds; found \(scalar?.0 ?? "no number")",
        at: value.offset)
    }
    return duration
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
    guard range.count >= needle.count, let first = needle.first else { return nil }
    var index = range.lowerBound
    while index + needle.count <= range.upperBound {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func skip(
    in bytes: [UInt8], from index: inout Int, to end: Int, while matches: (UInt8) -> Bool
  ) {
    while index < end, matches(bytes[index]) { index += 1 }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
