/// The keyboard spring's remaining fraction at whole frames after its start, each computed once
/// and then remembered.
///
/// A sample at `fps` frames per second reads a spring that started at a frame (as a change made
/// at a sample's time, or `duration` after one, does) a whole number of frames `j` after its
/// start, and the fraction left then, `(1 + w t) e^(-w t)` with `t = j / fps`, is the same for
/// every such change: the keyboard's and the paddings that follow it, in every run of every
/// replay at that frame rate. A replay's runs fill and read one table, so the spring (an `exp`
/// and a division) is evaluated once per frame offset rather than once per change, sample and
/// run; a caller may keep the table from one replay to the next
/// (`Replayer.replay(_:strategies:only:springs:)`: each worker of `kbreplay test` does). A table
/// is a value with one owner: never global, never shared by threads. `Scripts/bench/bench.sh`
/// (`test --jobs 1`) guards this fast path; `SpringFramesTests` compare its readings with the
/// curve evaluated directly, bit for bit, and `DeterminismTests` replays through a kept table
/// with those through fresh ones.
///
/// A value is computed by ``AnimationTiming/remainingFraction(at:since:)`` itself, at the
/// instant `j` frames after time 0, whose elapsed seconds are computed from the same exact
/// difference `j * 1_000_000` (in microseconds times `fps`) as the reading's: remembered and
/// computed values are the same bits.
public struct SpringFrames: Sendable {
  /// The offsets remembered are those below this many frames; readings further from their
  /// spring's start (a spring of a very large change, which runs longer) are computed each time.
  @inlinable public static var capacity: Int { 1024 }

  /// Frames per second: an instant with another denominator is never a whole frame here.
  public let fps: Int
  /// The fraction at `j` frames after a spring's start, at index `j`; NaN where not yet
  /// computed. Grows as later offsets are read.
  @usableFromInline var fractions: [Double] = []

  /// An empty table for springs read at `fps` frames per second (0 for a table that remembers
  /// nothing).
  public init(fps: Int) {
    self.fps = fps
  }

  /// The remaining fraction of a spring started at `start`, at `instant`, when `instant` lies a
  /// whole number of frames (at least one, fewer than ``capacity``) after it; nil otherwise.
  ///
  /// Inlinable: asked at every sample for every running spring, and nearly always answered by
  /// a few integer operations and a load.
  @inlinable
  public mutating func fraction(at instant: Instant, since start: Microseconds) -> Double? {
    guard instant.denominator == Int64(fps) else { return nil }
    // The exact difference of `Instant.seconds(since:)`, in microseconds times `fps`.
    let (scaledStart, overflow) = start.multipliedReportingOverflow(by: instant.denominator)
    let (difference, underflow) = instant.scaledMicroseconds.subtractingReportingOverflow(
      scaledStart)
    guard !overflow, !underflow, difference > 0 else { return nil }
    let frames = difference / microsecondsPerSecond
    // Cannot overflow: the product is at most `difference`.
    guard frames &* microsecondsPerSecond == difference, frames < Self.capacity else {
      return nil
    }
    let index = Int(frames)
    if index < fractions.count, !fractions[index].isNaN { return fractions[index] }
    return remember(index)
  }

  /// Computes and stores the fraction `frames` frames after a spring's start.
  @usableFromInline
  mutating func remember(_ frames: Int) -> Double {
    let instant = Instant(sample: frames, fps: fps)
    let timing = AnimationTiming(curve: .keyboardSpring, duration: 0)
    // A spring has no end time, so it always has a fraction.
    let fraction = timing.remainingFraction(at: instant, since: 0) ?? 0
    if fractions.count <= frames {
      // Room for two seconds of frames at once, by when a spring of any change smaller than
      // 10,000 points has completed: the table is allocated once.
      fractions.reserveCapacity(Swift.min(Self.capacity, Swift.max(frames + 1, 2 * fps)))
      while fractions.count <= frames { fractions.append(.nan) }
    }
    fractions[frames] = fraction
    return fraction
  }
}

extension AnimationTiming {
  /// ``remainingFraction(at:since:)``, found in `springs` when it is the spring's at a whole
  /// frame after `start`.
  @inlinable
  func remainingFraction(
    at instant: Instant, since start: Microseconds, springs: inout SpringFrames
  ) -> Double? {
    if curve == .keyboardSpring, let fraction = springs.fraction(at: instant, since: start) {
      return fraction
    }
    return remainingFraction(at: instant, since: start)
  }
}
