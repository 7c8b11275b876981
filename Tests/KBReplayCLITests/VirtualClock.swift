import Foundation
import KeyboardAvoidance
import Testing

@testable import KBReplayCLI

/// A ``WatchClock`` for tests whose sleeps take no real time: each one moves virtual time on
/// at once, then does what the test scheduled for the moments it passed, such as editing a
/// watched file, so that the watch finds the change at its next look.
///
/// Virtual time starts at 0 and moves only in a sleep or in ``advance(by:)``.
final class VirtualClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time: Microseconds = 0
  /// What is scheduled, in time order.
  private var scheduled: [(time: Microseconds, action: () throws -> Void)] = []
  private var slept: [Range<Microseconds>] = []

  /// The virtual time, in microseconds.
  var now: Microseconds { lock.withLock { time } }

  /// Every sleep so far, from the time it started to the time it ended.
  var sleeps: [Range<Microseconds>] { lock.withLock { slept } }

  /// The actions scheduled that no sleep has reached yet.
  var pendingCount: Int { lock.withLock { scheduled.count } }

  /// The clock to hand the watch.
  var watchClock: WatchClock {
    WatchClock(now: { self.now }, sleep: { self.sleep($0) })
  }

  /// Does `action` in the sleep that reaches `seconds` of virtual time, once the time has
  /// moved on; an error it throws is recorded as an issue. Actions due in the same sleep run
  /// in time order, and in the order they were scheduled for the same time.
  func at(_ seconds: Double, _ action: @escaping () throws -> Void) {
    let moment = Microseconds((seconds * Double(microsecondsPerSecond)).rounded())
    lock.withLock {
      let index = scheduled.firstIndex { $0.time > moment } ?? scheduled.endIndex
      scheduled.insert((moment, action), at: index)
    }
  }

  /// Moves virtual time on by `duration` outside a sleep, as work that takes that long does;
  /// nothing scheduled runs.
  func advance(by duration: Microseconds) {
    lock.withLock { time += duration }
  }

  private func sleep(_ duration: Microseconds) {
    let due = lock.withLock {
      slept.append(time..<time + duration)
      time += duration
      let count = scheduled.prefix { $0.time <= time }.count
      defer { scheduled.removeFirst(count) }
      return scheduled.prefix(count).map(\.action)
    }
    for action in due {
      do { try action() } catch { Issue.record(error) }
    }
  }
}
