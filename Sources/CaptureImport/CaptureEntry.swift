import KeyboardAvoidance

/// One timed line of a capture log, read and checked: a keyboard notification or a focus
/// change, at the time the log gives (not yet shifted).
struct CaptureEntry {
  /// A keyboard notification as the device delivered it.
  struct Notification {
    var name: KeyboardNotification.Name
    var begin: Rect
    var end: Rect
    var duration: Microseconds
    var curve: AnimationCurve
    /// Where the end frame is written, for the warning about its width.
    var endOffset: Int
    /// Whether the frames tell its name (a bare userInfo's): then it joins the posting before
    /// it when it ends where that one does (the same userInfo printed twice).
    var isNameInferred = false
    /// What its event's comment says: what the log left out and import filled in.
    var remarks: [String] = []
  }

  /// What the line says.
  enum Content {
    case notification(Notification)
    /// Focus moved to the input `id` (nil: resigned), reported at `frame`, if given.
    case focus(id: String?, frame: Rect?)
  }

  /// The time as written, in microseconds (rounded half away from zero).
  var time: Microseconds
  /// Where the time is written, for errors about it.
  var timeOffset: Int
  /// Where the line's id is written (its `focus` value), for errors about it.
  var idOffset: Int
  var content: Content
}
