import Dispatch
import Golden
import Support

/// Runs independent jobs on several threads and hands their results over in job order.
///
/// Each worker takes the next job index when it is free. A finished result waits only until
/// the results before it are in, then it and any that were waiting behind it are delivered, one
/// at a time, under a lock; so what a delivery prints comes out in job order whatever the
/// number of threads, and only results finished ahead of order are held at once.
enum OrderedParallelRun {
  /// Runs `work(0)` to `work(count - 1)` on up to `width` threads.
  ///
  /// - Parameters:
  ///   - count: How many jobs there are.
  ///   - width: The most jobs that run at once (at least 1).
  ///   - work: Does job `index`; called from any thread.
  ///   - deliver: Receives each result in index order, never two at once; it also gets the
  ///     number of jobs finished so far (ahead of order included), for progress.
  static func run<Output: Sendable>(
    count: Int, width: Int, work: @escaping @Sendable (Int) -> Output,
    deliver: @escaping @Sendable (_ index: Int, _ output: Output, _ finished: Int) -> Void
  ) {
    run(count: count, width: width, worker: {}, work: { _, index in work(index) }, deliver: deliver)
  }

  /// Runs `work(&state, 0)` to `work(&state, count - 1)` on up to `width` threads, each with a
  /// state of its own that it keeps from one job to the next (such as a scene loader and its
  /// memory).
  ///
  /// - Parameters:
  ///   - count: How many jobs there are.
  ///   - width: The most jobs that run at once (at least 1).
  ///   - worker: Makes a thread's state, once for each thread that runs jobs.
  ///   - work: Does job `index` with the state of the thread it runs on.
  ///   - deliver: Receives each result in index order, never two at once; it also gets the
  ///     number of jobs finished so far (ahead of order included), for progress.
  static func run<Worker, Output: Sendable>(
    count: Int, width: Int, worker: @escaping @Sendable () -> Worker,
    work: @escaping @Sendable (inout Worker, Int) -> Output,
    deliver: @escaping @Sendable (_ index: Int, _ output: Output, _ finished: Int) -> Void
  ) {
    guard count > 0 else { return }
    let state = State<Output>()
    DispatchQueue.concurrentPerform(iterations: max(1, min(width, count))) { _ in
      var local = worker()
      while let index = state.claim(below: count) {
        let output = work(&local, index)
        state.finish(index, output, deliver: deliver)
      }
    }
  }

  /// The shared bookkeeping, guarded by one lock.
  private final class State<Output: Sendable>: Sendable {
    private struct Progress {
      var nextJob = 0
      var nextDelivery = 0
      var finished = 0
      var waiting: [Int: Output] = [:]
    }

    private let progress = Lock(Progress())

    func claim(below count: Int) -> Int? {
      progress.withLock { progress in
        guard progress.nextJob < count else { return nil }
        defer { progress.nextJob += 1 }
        return progress.nextJob
      }
    }

    func finish(
      _ index: Int, _ output: Output,
      deliver: (_ index: Int, _ output: Output, _ finished: Int) -> Void
    ) {
      progress.withLock { progress in
        progress.finished += 1
        progress.waiting[index] = output
        while let ready = progress.waiting.removeValue(forKey: progress.nextDelivery) {
          deliver(progress.nextDelivery, ready, progress.finished)
          progress.nextDelivery += 1
        }
      }
    }
  }
}
