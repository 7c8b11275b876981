import KeyboardAvoidance

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a replay leaves for the replays after it, in the whole process: the spring's fractions
/// at whole samples (``SpringFrames``), and the first run's keyboard (``KeyboardRecord``).
///
/// Both are values the replay computes exactly as it would without them: a fraction is the
/// same bits whoever computes it, and a run follows another replay's keyboard only while it
/// makes the same changes, from the same frame, at the same sample rate (see ``RunKeyboard``).
/// So what threads leave, and in which order, changes no output, only how much a replay has
/// to compute. On 500 generated scenes, the spring's fractions cost 4.8 M instructions when
/// computed for each replay and none when shared, and the first runs, which evaluated their
/// keyboard at every sample, follow the keyboard of the last scene on the same device until
/// their changes differ (1.4 M fewer).
///
/// A replay takes what it needs at its start and gives back what it made at its end, each
/// under a POSIX mutex (which ThreadSanitizer understands, as it does not the standard
/// library's `Mutex` on Linux).
enum ReplayMemory {
  /// What a replay starts from.
  struct Start {
    /// The spring's fractions for the replay's rate.
    var springs: SpringFrames
    /// The first run's keyboard of the last replay at the same rate whose keyboard started in
    /// the same frame, if any.
    var keyboard: KeyboardRecord?
  }

  /// What replays have left: one table per rate, and one keyboard per rate and starting frame.
  private struct Contents {
    var springs: [SpringFrames] = []
    var keyboards: [(fps: Int, start: Rect, record: KeyboardRecord)] = []
  }

  private static let store = Store()

  /// What replays have left for a replay at `fps` samples per second whose keyboard starts at
  /// `start`.
  static func start(fps: Int, keyboardStart start: Rect) -> Start {
    store.withLock { contents in
      Start(
        springs: contents.springs.first { $0.fps == fps } ?? SpringFrames(fps: fps),
        keyboard: contents.keyboards.first { $0.fps == fps && isSame($0.start, start) }?.record)
    }
  }

  /// Keeps what a replay at `fps` samples per second whose keyboard started at `start` made:
  /// the fractions `springs` computed, and its first run's keyboard, `keyboard`.
  static func keep(
    springs: SpringFrames, keyboard: KeyboardRecord?, fps: Int, keyboardStart start: Rect
  ) {
    store.withLock { contents in
      if springs.hasNewFractions {
        if let index = contents.springs.firstIndex(where: { $0.fps == fps }) {
          contents.springs[index].merge(springs)
        } else {
          var table = SpringFrames(fps: fps)
          table.merge(springs)
          contents.springs.append(table)
        }
      }
      guard let keyboard else { return }
      if let index = contents.keyboards.firstIndex(where: {
        $0.fps == fps && isSame($0.start, start)
      }) {
        contents.keyboards[index].record = keyboard
      } else {
        contents.keyboards.append((fps, start, keyboard))
      }
    }
  }

  /// Whether the two frames are the same bits.
  private static func isSame(_ first: Rect, _ second: Rect) -> Bool {
    first.x.bitPattern == second.x.bitPattern && first.y.bitPattern == second.y.bitPattern
      && first.width.bitPattern == second.width.bitPattern
      && first.height.bitPattern == second.height.bitPattern
  }

  /// The contents, guarded by a mutex.
  private final class Store: @unchecked Sendable {
    // The mutex must not move once initialised, so it lives on the heap.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var contents = Contents()

    init() {
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Contents) -> Result) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body(&contents)
    }
  }
}
