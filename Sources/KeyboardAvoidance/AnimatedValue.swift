/// A value animated additively, as Core Animation does.
///
/// Changing the model value from `m0` to `m1` with an animation that starts at `t0` adds a
/// contribution `(m0 - m1) * (1 - progress(t - t0))` that runs until it completes; the presented
/// value is the model value plus every running contribution. A later change does not cancel an
/// earlier contribution, so retargeting mid-animation stays continuous.
///
/// Reading is inlinable, for a replay that reads every padding at every sample.
public struct AnimatedValue: Sendable, Equatable {
  /// The part of one change that is still to be played out.
  public struct Contribution: Sendable, Equatable {
    /// The old model value minus the new one.
    public var delta: Double
    /// When the change was made.
    public var start: Microseconds
    /// How the change animates.
    public var timing: AnimationTiming

    /// What remains of the change at `instant`: `delta * (1 - progress)`.
    public func remaining(at instant: Instant) -> Double {
      let elapsed = instant.seconds(since: start)
      let duration = Double(timing.duration) / Double(microsecondsPerSecond)
      return delta * (1 - timing.curve.progress(elapsed: elapsed, duration: duration))
    }

    /// Whether the contribution still runs at `instant`.
    ///
    /// A Bézier runs while `instant < start + duration` (compared exactly); the spring runs
    /// while what remains exceeds ``AnimationCurve/springCompletionThreshold``.
    public func isRunning(at instant: Instant) -> Bool {
      remainingIfRunning(at: instant) != nil
    }

    /// What remains at `instant`, or nil once the contribution has completed.
    @inlinable
    public func remainingIfRunning(at instant: Instant) -> Double? {
      // A table for no frame rate remembers nothing: every fraction is computed.
      var springs = SpringFrames(fps: 0)
      return remainingIfRunning(at: instant, springs: &springs)
    }

    /// ``remainingIfRunning(at:)``, with the spring's fractions from `springs`.
    @inlinable
    public func remainingIfRunning(at instant: Instant, springs: inout SpringFrames) -> Double? {
      guard let fraction = timing.remainingFraction(at: instant, since: start, springs: &springs)
      else { return nil }
      return timing.runningRemainder(delta * fraction)
    }
  }

  /// The value the code last set.
  public private(set) var model: Double
  /// The changes whose animations may still run, oldest first.
  public private(set) var contributions: [Contribution] = []

  /// Creates a value at rest.
  public init(_ value: Double) {
    model = value
  }

  /// Sets the model value at `time`, animated with `timing` or at once when it is nil.
  ///
  /// Setting the current model value adds nothing. Contributions that have completed by `time`
  /// are dropped first, so the list only holds animations that overlap.
  public mutating func set(_ value: Double, at time: Microseconds, timing: AnimationTiming?) {
    removeCompleted(at: Instant(microseconds: time))
    guard value != model else { return }
    if let timing, timing.isAnimated {
      contributions.append(Contribution(delta: model - value, start: time, timing: timing))
    }
    model = value
  }

  /// The value on screen at `instant`: the model value plus every running contribution.
  ///
  /// Inlinable, for hit testing, which asks it of every view it passes.
  @inlinable
  public func presented(at instant: Instant) -> Double {
    var value = model
    for contribution in contributions {
      if let rest = contribution.remainingIfRunning(at: instant) { value += rest }
    }
    return value
  }

  /// Whether no contribution runs at `instant`.
  public func isSettled(at instant: Instant) -> Bool {
    !contributions.contains { $0.isRunning(at: instant) }
  }

  /// Reads the presented value at `instant` and drops the contributions completed by then; the
  /// value is settled when none is left.
  ///
  /// The list is only written when something has completed, which is rare: reading a running
  /// animation copies and stores nothing.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  @inlinable
  public mutating func read(at instant: Instant) -> (presented: Double, isSettled: Bool) {
    var springs = SpringFrames(fps: 0)
    return read(at: instant, springs: &springs)
  }

  /// Reads as ``read(at:)`` does, taking the spring's fractions from `springs` (and leaving
  /// there those it computes).
  ///
  /// Always inlined: the replay reads an animated padding through one call of its own, which
  /// this joins; `Scripts/bench/bench.sh` (`test --jobs 1`) guards it.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  @inlinable @inline(__always)
  public mutating func read(
    at instant: Instant, springs: inout SpringFrames
  ) -> (presented: Double, isSettled: Bool) {
    if contributions.isEmpty { return (model, true) }
    var value = model
    var isRunning = false
    var hasCompleted = false
    for contribution in contributions {
      if let rest = contribution.remainingIfRunning(at: instant, springs: &springs) {
        value += rest
        isRunning = true
      } else {
        hasCompleted = true
      }
    }
    if hasCompleted { removeCompleted(at: instant) }
    return (value, !isRunning)
  }

  /// Drops the contributions that have completed by `instant`.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  public mutating func removeCompleted(at instant: Instant) {
    if contributions.contains(where: { !$0.isRunning(at: instant) }) {
      contributions.removeAll { !$0.isRunning(at: instant) }
    }
  }
}

extension AnimationTiming {
  /// `1 - progress` at `instant` of a change made at `start`, or nil when a Bézier has run its
  /// duration (`instant >= start + duration`, compared exactly).
  ///
  /// The spring has no end time: whether it still runs depends on what remains of the change,
  /// which ``runningRemainder(_:)`` decides.
  @usableFromInline
  func remainingFraction(at instant: Instant, since start: Microseconds) -> Double? {
    if curve != .keyboardSpring {
      let (end, overflow) = start.addingReportingOverflow(duration)
      guard overflow || instant < Instant(microseconds: end) else { return nil }
    }
    let elapsed = instant.seconds(since: start)
    let seconds = Double(duration) / Double(microsecondsPerSecond)
    return 1 - curve.progress(elapsed: elapsed, duration: seconds)
  }

  /// `rest`, what remains of a change whose Bézier still runs, or nil when it is a spring's and
  /// within ``AnimationCurve/springCompletionThreshold``: the spring has then completed.
  @inlinable
  func runningRemainder(_ rest: Double) -> Double? {
    curve != .keyboardSpring || abs(rest) > AnimationCurve.springCompletionThreshold ? rest : nil
  }
}
