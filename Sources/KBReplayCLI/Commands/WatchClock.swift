import KeyboardAvoidance
import Support

/// The time `watch` reads and waits on between two looks at the files: the system's monotonic
/// clock for the tool; in tests, a virtual clock whose waits take no real time.
struct WatchClock: Sendable {
  /// The time now, in microseconds from a fixed moment; it never goes back.
  var now: @Sendable () -> Microseconds
  /// Waits `duration` microseconds (more than zero).
  var sleep: @Sendable (_ duration: Microseconds) -> Void

  /// The C library's monotonic clock (`CLOCK_MONOTONIC`), which a change of the system's date
  /// does not move, and `nanosleep`, resumed when a signal interrupts it.
  static let system = WatchClock(
    now: { MonotonicClock.now() },
    sleep: { duration in MonotonicClock.sleep(microseconds: duration) })
}
