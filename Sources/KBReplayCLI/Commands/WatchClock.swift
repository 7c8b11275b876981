import KeyboardAvoidance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    now: {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return Microseconds(time.tv_sec) * microsecondsPerSecond + Microseconds(time.tv_nsec) / 1_000
    },
    sleep: { duration in
      var request = timespec(
        tv_sec: .init(duration / microsecondsPerSecond),
        tv_nsec: .init(duration % microsecondsPerSecond * 1_000))
      var remaining = timespec()
      while nanosleep(&request, &remaining) == -1 && errno == EINTR {
        request = remaining
      }
    })
}
