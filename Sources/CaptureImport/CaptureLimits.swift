import SceneLoading

/// The bounds an import checks, so that a hostile or mistaken log is answered at once and every
/// scene written is one the loader accepts.
package enum CaptureLimits {
  /// The largest log, in bytes (32 MiB): far more than a session of keyboard notifications,
  /// even in UIKit's verbose descriptions, and small enough to read whole. A larger file is
  /// refused by its size before it is read.
  package static let maximumLogSize = 32 * 1024 * 1024
  /// The most errors reported for one log, as for a scene.
  package static let maximumDiagnostics = SceneLimits.maximumDiagnostics
  /// The latest time a line may have, once shifted: `until` is the last line's time plus one
  /// second, and a scene replays at most ``SceneLimits/maximumUntilSeconds``.
  package static let latestTime =
    Int64(SceneLimits.maximumUntilSeconds - 1) * 1_000_000
  /// The most events (focus changes and postings), as in a scene.
  package static let maximumEvents = SceneLimits.maximumEvents
  /// The most text fields: the scene's views, less its root.
  package static let maximumFields = SceneLimits.maximumViews - 1
  /// The largest magnitude of a length, as in a scene.
  package static let maximumMagnitude = SceneLimits.maximumMagnitude
  /// The longest animation, in seconds, as a scene's `duration` may be.
  package static let maximumDurationSeconds = Int64(SceneLimits.maximumUntilSeconds)
  /// The largest magnitude of a time as written in a log (`t`), in seconds: far beyond any
  /// clock, and small enough to count in microseconds without overflow.
  package static let maximumClockSeconds: Int64 = 1_000_000_000_000
  /// The deepest nesting of a JSON line's arrays and objects (a line needs two).
  static let maximumJSONDepth = 8
}
