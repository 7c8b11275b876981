import KeyboardAvoidance

/// A keyboard notification as a log printed it, before the screen is known: what the log says,
/// and nothing filled in yet.
struct PrintedNotification {
  /// Its name; nil for a bare userInfo, whose name the frames tell.
  var name: KeyboardNotification.Name?
  var begin: Rect?
  var end: Rect
  var duration: Microseconds?
  var curve: AnimationCurve?
  /// The timestamp its first line starts with.
  var stamp: LogTimestamp.Stamp?
  /// Where its first line starts.
  var lineStart: Int
  /// Where its frames are written, for warnings about them.
  var beginOffset: Int?
  var endOffset: Int
}

/// The userInfo keys an import reads.
enum UserInfoKey {
  static let curve = "UIKeyboardAnimationCurveUserInfoKey"
  static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  static let begin = "UIKeyboardFrameBeginUserInfoKey"
  static let end = "UIKeyboardFrameEndUserInfoKey"
}

extension PrintedNotification {
  /// Why a notification is left out, rather than read.
  enum Omission: Error {
    case noEndFrame
    case problem(LogError)
  }

  /// The notification a userInfo's entries describe.
  ///
  /// - Throws: ``Omission/noEndFrame`` without an end frame; the problem with a value that
  ///   is there but cannot be read.
  init(
    name: KeyboardNotification.Name?, userInfo: [PrintedEntry], bytes: [UInt8], lineStart: Int
  ) throws(Omission) {
    func value(_ key: String) -> PrintedValue? {
      userInfo.first { $0.key == key }?.value
    }
    guard let endValue = value(UserInfoKey.end) else { throw .noEndFrame }
    do {
      self.name = name
      end = try NSRectText.frame(endValue, key: UserInfoKey.end, bytes: bytes)
      endOffset = endValue.offset
      let beginValue = value(UserInfoKey.begin)
      begin = try beginValue.map { (value) throws(LogError) in
        try NSRectText.frame(value, key: UserInfoKey.begin, bytes: bytes)
      }
      beginOffset = beginValue?.offset
      duration = try value(UserInfoKey.duration).map(Self.duration)
      curve = try value(UserInfoKey.curve).map(Self.curve)
      self.lineStart = lineStart
    } catch {
      throw .problem(error)
    }
  }

  private static func curve(_ value: PrintedValue) throws(LogError) -> AnimationCurve {
    guard let text = value.text, let decimal = LogDecimal(text.utf8),
      decimal.value == decimal.value.rounded(), abs(decimal.value) < 1e9,
      let curve = AnimationCurve(uikitRawValue: Int(decimal.value))
    else {
      throw LogError(
        "\(UserInfoKey.curve) must be a UIKit curve: 0 easeInOut, 1 easeIn, 2 easeOut, 3 "
          + "linear or 7 keyboard; found \(value.text ?? "no number")", at: value.offset)
    }
    return curve
  }

  private static func duration(_ value: PrintedValue) throws(LogError) -> Microseconds {
    let limit = CaptureLimits.maximumDurationSeconds
    guard let text = value.text, let decimal = LogDecimal(text.utf8),
      !decimal.isNegative || decimal.isZero,
      let duration = decimal.millionths(limit: limit * microsecondsPerSecond)
    else {
      throw LogError(
        "\(UserInfoKey.duration) must be from 0 to \(limit) seconds; found "
          + (value.text ?? "no number"), at: value.offset)
    }
    return duration
  }
}
