import KeyboardAvoidance

/// The screen line of a JSON-lines log: the device's screen and, if given, its safe area.
struct CapturedScreen {
  var size: Size
  var safeArea: Insets?
  /// The line it is on, for a second screen line's error.
  var line: Int
}
