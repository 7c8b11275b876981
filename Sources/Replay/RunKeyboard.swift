import KeyboardAvoidance

/// The keyboard frame of one run, which reuses the first run's readings while it has made
/// exactly the same changes.
///
/// The frame's state when sample `k` is read depends only on the changes made before (end
/// frame, time and timing of each, in order) and on the samples read before: a change at time
/// `t` follows the readings of the samples before `t` and precedes the others, and every run
/// reads every sample, itself or as a settled copy, whose reading changes nothing (a settled
/// frame has no changes left). So when a run has made the same changes as the first by sample
/// `k`, bit for bit and at the same times, its reading of `k` is the first run's.
///
/// Such a run takes the first run's frame for the sample instead of evaluating the curves. It
/// still applies each of its changes, and drops completed contributions at the samples where
/// the first run did, so ``frame`` is always what the run's own readings would have left (and
/// settled exactly when no change is left). From the first change that differs, or the first
/// sample before which the first run made a change this one has not, it reads the frame
/// itself.
///
/// A finger that holds the keyboard (``hold``) overrides the frame on screen while it lasts; a
/// hold is recorded as a change that no other run's change equals, so a later run follows the
/// first no further than the first run's hold, and stops following at its own.
///
/// This is the one place where a run reuses another's results, within one replay: the first
/// run's ``KeyboardRecord`` goes to the later ones and nowhere else. A fast path that
/// `Scripts/bench/bench.sh` (`test --jobs 1`) guards; `RunIndependenceTests` check that every
/// run equals the same strategy replayed alone, bit for bit.
struct RunKeyboard: Sendable {
  /// The frame as animated, on screen unless a finger holds it.
  private(set) var frame: AnimatedRect
  /// The finger holding the keyboard, if one does.
  private(set) var hold: KeyboardHold?
  /// Whether the run records its changes and drops for later runs of the replay.
  private let isRecording: Bool
  /// What this run has recorded so far: its changes, and the samples whose readings dropped
  /// completed contributions.
  private var recordedChanges: [KeyboardRecord.Change] = []
  private var recordedDrops: [Int] = []
  /// Whether the run follows ``reference``: it has made the same changes so far.
  private var isFollowing: Bool
  /// The first run's record; empty when the run does not follow one.
  private let reference: KeyboardRecord
  /// How many changes this run has made, all equal to the reference's first ones.
  private var matched = 0
  /// How many of the reference's drops of completed contributions this run has made.
  private var dropsMade = 0

  /// A keyboard at `frame`, which records its changes and drops for later runs when
  /// `isRecording`, and follows `reference` (the first run's record) when there is one.
  init(_ frame: Rect, isRecording: Bool, following reference: KeyboardRecord?) {
    self.frame = AnimatedRect(frame)
    self.isRecording = isRecording
    isFollowing = reference != nil
    self.reference =
      reference
      ?? KeyboardRecord(
        changes: [], drops: [], samples: SampleTable(fps: 1, containerCount: 0, viewIDs: []))
    if isRecording {
      // Room for a typical run's few changes and drops at once, so each list is allocated once.
      recordedChanges.reserveCapacity(8)
      recordedDrops.reserveCapacity(8)
    }
  }

  /// What later runs reuse, once the run is over and its samples are `samples`; nil when the
  /// run did not record.
  func record(samples: SampleTable) -> KeyboardRecord? {
    guard isRecording else { return nil }
    return KeyboardRecord(changes: recordedChanges, drops: recordedDrops, samples: samples)
  }

  /// The frame on screen at `instant`: where the finger holds it, or as animated.
  func presented(at instant: Instant) -> Rect {
    hold?.frame(at: instant) ?? frame.presented(at: instant)
  }

  /// Whether the frame is at rest at `instant`: no animation runs and no finger holds it.
  func isSettled(at instant: Instant) -> Bool {
    hold == nil && frame.isSettled(at: instant)
  }

  /// A finger takes hold of the keyboard at `time`: the running animations end, and until the
  /// hold ends the frame on screen is where `hold` puts it.
  mutating func begin(_ hold: KeyboardHold, at time: Microseconds) {
    frame.finishAnimations()
    self.hold = hold
    isFollowing = false
    if isRecording {
      recordedChanges.append(
        KeyboardRecord.Change(end: hold.end, time: time, timing: .immediate, isHold: true))
    }
  }

  /// The finger lets go, or its hold is broken; the frame shows its animations again.
  mutating func endHold() {
    hold = nil
  }

  /// Sets the end frame at `time`, as ``AnimatedRect/set(_:at:timing:)`` does; a hold ends
  /// (a posting breaks it).
  mutating func set(_ end: Rect, at time: Microseconds, timing: AnimationTiming) {
    hold = nil
    frame.set(end, at: time, timing: timing)
    let change = KeyboardRecord.Change(end: end, time: time, timing: timing)
    if isRecording { recordedChanges.append(change) }
    if isFollowing {
      if matched < reference.changes.count, reference.changes[matched].isSame(as: change) {
        matched += 1
      } else {
        isFollowing = false
      }
    }
  }

  /// The frame on screen at sample `sample`, at `instant`, its height visible on `screen`, and
  /// whether it is settled, dropping completed contributions (see ``AnimatedRect/read(at:)``);
  /// the spring's fractions come from `springs`.
  ///
  /// - Precondition: Samples are read in increasing order, and `screen` is the same for all runs
  ///   of the replay.
  @inline(__always)
  mutating func read(
    sample: Int, at instant: Instant, on screen: Size, springs: inout SpringFrames
  ) -> (presented: Rect, visibleHeight: Double, isSettled: Bool) {
    // A run that follows the first has made no hold (a hold ends following), so the hold is
    // looked at only by runs that read the frame themselves.
    if isFollowing {
      if matched == reference.changes.count
        || !instant.isAtOrAfter(reference.changes[matched].time)
      {
        // The reference's reading, and the frame left as that reading left it. Its visible
        // height is the reference's too, computed from the same frame and screen.
        if dropsMade < reference.drops.count, reference.drops[dropsMade] == sample {
          frame.removeCompleted(at: instant)
          dropsMade += 1
        }
        let row = reference.samples.rows[sample]
        return (row.keyboardFrame, row.keyboard, frame.isAtRest)
      }
      // The reference made a change before this sample that this run has not.
      isFollowing = false
    }
    if let hold {
      let presented = hold.frame(at: instant)
      return (presented, presented.visibleHeight(on: screen), false)
    }
    let reading = frame.readDroppingCompleted(at: instant, springs: &springs)
    if isRecording, reading.droppedCompleted { recordedDrops.append(sample) }
    return (reading.presented, reading.presented.visibleHeight(on: screen), reading.isSettled)
  }
}

/// A run's keyboard changes, where its readings dropped completed contributions, and its
/// samples, which later runs of the same replay reuse (see ``RunKeyboard``).
///
/// Made once the run is over and never changed, and held by reference: a later run's state,
/// which the sampling loop moves and copies, then holds one pointer rather than the lists.
final class KeyboardRecord: Sendable {
  /// One change of the keyboard's end frame.
  struct Change: Sendable {
    var end: Rect
    var time: Microseconds
    var timing: AnimationTiming
    /// Whether a finger took hold of the keyboard here; such a change equals no other.
    var isHold = false

    /// Whether the two changes set the same bits at the same time with the same timing.
    func isSame(as other: Change) -> Bool {
      !isHold && !other.isHold && time == other.time && timing == other.timing
        && end.x.bitPattern == other.end.x.bitPattern
        && end.y.bitPattern == other.end.y.bitPattern
        && end.width.bitPattern == other.end.width.bitPattern
        && end.height.bitPattern == other.end.height.bitPattern
    }
  }

  /// The changes, in the order made.
  let changes: [Change]
  /// The samples whose reading dropped completed contributions, in increasing order.
  let drops: [Int]
  /// The run's samples: their keyboard frames are the readings'.
  let samples: SampleTable

  init(changes: [Change], drops: [Int], samples: SampleTable) {
    self.changes = changes
    self.drops = drops
    self.samples = samples
  }
}
