#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads take turns with, guarded by a POSIX mutex.
///
/// The CLI's progress and the registry of temporary golden files use it.
///
/// The standard library's `Mutex` would do the same, but on Linux ThreadSanitizer cannot see
/// its locking and reports every access it guards as a race; a pthread mutex it understands,
/// so `Scripts/hardening/tsan.sh` stays quiet about what is correct.
package final class Lock<Value: Sendable>: @unchecked Sendable {
  // The mutex must not move once initialised, so it lives on the heap.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var value: Value

  /// Creates a lock guarding `value`.
  package init(_ value: Value) {
    self.value = value
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value while no other thread can.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
