#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock (`CLOCK_MONOTONIC`), which a change of the system's date does
/// not move, and waiting on it.
package enum MonotonicClock {
  /// The time now, in microseconds from a fixed moment; it never goes back.
  package static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
  }

  /// Waits `microseconds` (`nanosleep`, resumed when a signal interrupts it).
  package static func sleep(microseconds: Int64) {
    var request = timespec(
      tv_sec: .init(microseconds / 1_000_000), tv_nsec: .init(microseconds % 1_000_000 * 1_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) == -1 && errno == EINTR {
      request = remaining
    }
  }
}
