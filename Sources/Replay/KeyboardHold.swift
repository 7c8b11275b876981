import KeyboardAvoidance

/// A finger holding the docked keyboard during an interactive dismissal
/// (docs/semantics.md#drags-and-interactive-dismissal): while it lasts, the keyboard's top
/// follows the finger down, never above where the keyboard docks.
struct KeyboardHold: Sendable, Equatable {
  /// Which hold of the run this is; its release names it.
  var number: Int
  /// When the finger started moving.
  var start: Microseconds
  /// How long the finger moves; it lets go at `start + duration`.
  var duration: Microseconds
  /// The finger's height when it started and when it lets go.
  var fromY: Double
  var toY: Double
  /// The keyboard's end frame, docked and on screen.
  var end: Rect

  /// The finger's height at `instant`, moving linearly and resting where it lets go.
  func fingerY(at instant: Instant) -> Double {
    let seconds = Double(duration) / Double(microsecondsPerSecond)
    let progress = min(1, max(0, instant.seconds(since: start) / seconds))
    return fromY + (toY - fromY) * progress
  }

  /// The keyboard's frame on screen at `instant`: the end frame, its top at the finger when the
  /// finger is below the docked top.
  func frame(at instant: Instant) -> Rect {
    dragged(to: fingerY(at: instant))
  }

  /// The frame where the finger lets go, from which the release's posting starts.
  var releasedFrame: Rect { dragged(to: toY) }

  private func dragged(to y: Double) -> Rect {
    var frame = end
    frame.y = max(end.minY, y)
    return frame
  }
}
