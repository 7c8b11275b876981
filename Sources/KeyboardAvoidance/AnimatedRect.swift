/// A rectangle whose four components animate additively and independently.
///
/// It behaves exactly as four ``AnimatedValue``s would: each change of the model rectangle adds
/// a contribution to every component that changed, and each component's contributions complete
/// and are dropped on their own. The contributions of one change share its start and timing, so
/// they are kept together and the curve is evaluated once per change rather than per component.
///
/// Reading is inlinable, and the reading a replay makes at every sample
/// (``readDroppingCompleted(at:springs:)`` and the evaluation under it) always inlined, so that
/// it reads the keyboard without a call per component or a tuple returned through memory.
/// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards the inlining.
public struct AnimatedRect: Sendable, Equatable {
  /// One change of the model rectangle: for each component, the old value minus the new one,
  /// or 0 when that component did not change or its contribution has completed.
  @usableFromInline
  struct Change: Sendable, Equatable {
    @usableFromInline var delta: Rect
    @usableFromInline var start: Microseconds
    @usableFromInline var timing: AnimationTiming

    /// Whether no component's contribution is left.
    @usableFromInline var isEmpty: Bool {
      delta.x == 0 && delta.y == 0 && delta.width == 0 && delta.height == 0
    }
  }

  /// The rectangle the code last set.
  public private(set) var model: Rect
  /// The changes whose animations may still run, oldest first; none is empty.
  @usableFromInline var changes: [Change] = []

  /// Creates a rectangle at rest.
  public init(_ rect: Rect) {
    model = rect
  }

  /// Whether no change is left: the rectangle shows its model. A reading leaves it so exactly
  /// when it finds the rectangle settled, since it drops every change that has completed.
  @inlinable public var isAtRest: Bool { changes.isEmpty }

  /// Sets the model rectangle at `time`, each component animated with `timing`.
  ///
  /// Contributions that have completed by `time` are dropped first; components that keep their
  /// value add nothing, as with ``AnimatedValue/set(_:at:timing:)``.
  public mutating func set(_ rect: Rect, at time: Microseconds, timing: AnimationTiming?) {
    removeCompleted(at: Instant(microseconds: time))
    let delta = Rect(
      x: Self.move(&model.x, to: rect.x), y: Self.move(&model.y, to: rect.y),
      width: Self.move(&model.width, to: rect.width),
      height: Self.move(&model.height, to: rect.height))
    if let timing, timing.isAnimated {
      let change = Change(delta: delta, start: time, timing: timing)
      if !change.isEmpty { changes.append(change) }
    }
  }

  /// Ends every running animation at once: the rectangle shows its model from now on.
  public mutating func finishAnimations() {
    changes.removeAll()
  }

  /// The rectangle on screen at `instant`.
  public func presented(at instant: Instant) -> Rect {
    evaluate(at: instant).presented
  }

  /// Whether no component animates at `instant`.
  public func isSettled(at instant: Instant) -> Bool {
    !evaluate(at: instant).isRunning
  }

  /// Reads the rectangle on screen at `instant`, dropping completed contributions (see
  /// ``AnimatedValue/read(at:)``).
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  @inlinable
  public mutating func read(at instant: Instant) -> (presented: Rect, isSettled: Bool) {
    let reading = readDroppingCompleted(at: instant)
    return (reading.presented, reading.isSettled)
  }

  /// Reads as ``read(at:)`` does, and tells whether completed contributions were dropped: only
  /// then has the rectangle changed, by a ``removeCompleted(at:)`` at `instant`.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  @inlinable
  public mutating func readDroppingCompleted(
    at instant: Instant
  ) -> (presented: Rect, isSettled: Bool, droppedCompleted: Bool) {
    var springs = SpringFrames(fps: 0)
    return readDroppingCompleted(at: instant, springs: &springs)
  }

  /// Reads as ``readDroppingCompleted(at:)`` does, taking the spring's fractions from `springs`
  /// (and leaving there those it computes).
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  @inlinable @inline(__always)
  public mutating func readDroppingCompleted(
    at instant: Instant, springs: inout SpringFrames
  ) -> (presented: Rect, isSettled: Bool, droppedCompleted: Bool) {
    if changes.isEmpty { return (model, true, false) }
    let reading = evaluate(at: instant, springs: &springs)
    if reading.hasCompleted { removeCompleted(at: instant) }
    return (reading.presented, !reading.isRunning, reading.hasCompleted)
  }

  /// Drops the contributions that have completed by `instant`.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  public mutating func removeCompleted(at instant: Instant) {
    // The list is written only where a contribution has completed, which is rare when the
    // keyboard is set: a mutable access checks the list's uniqueness.
    var hasEmptied = false
    for index in changes.indices {
      let change = changes[index]
      let fraction = change.timing.remainingFraction(at: instant, since: change.start)
      // The delta while its contribution runs, 0 once it has completed.
      func kept(_ delta: Double) -> Double {
        guard let fraction, change.timing.runningRemainder(delta * fraction) != nil else {
          return 0
        }
        return delta
      }
      let delta = Rect(
        x: kept(change.delta.x), y: kept(change.delta.y), width: kept(change.delta.width),
        height: kept(change.delta.height))
      guard delta != change.delta else { continue }
      changes[index].delta = delta
      hasEmptied = hasEmptied || changes[index].isEmpty
    }
    if hasEmptied { changes.removeAll { $0.isEmpty } }
  }

  /// Sets one model component and returns the old value minus the new one, or 0 when the value
  /// is the same (which keeps the old one, as ``AnimatedValue`` does: 0 and -0 stay as they
  /// were). Two different values never have a zero difference, so 0 means "no change".
  private static func move(_ model: inout Double, to value: Double) -> Double {
    guard value != model else { return 0 }
    defer { model = value }
    return model - value
  }

  /// The model plus what remains of every running contribution at `instant`, whether any runs,
  /// and whether any listed one has completed.
  @inlinable
  func evaluate(
    at instant: Instant
  ) -> (presented: Rect, isRunning: Bool, hasCompleted: Bool) {
    var springs = SpringFrames(fps: 0)
    return evaluate(at: instant, springs: &springs)
  }

  /// ``evaluate(at:)``, with the spring's fractions from `springs`.
  @inlinable @inline(__always)
  func evaluate(
    at instant: Instant, springs: inout SpringFrames
  ) -> (presented: Rect, isRunning: Bool, hasCompleted: Bool) {
    var presented = model
    var isRunning = false
    var hasCompleted = false
    for change in changes {
      guard
        let fraction = change.timing.remainingFraction(
          at: instant, since: change.start, springs: &springs)
      else {
        hasCompleted = true
        continue
      }
      // Adds one component's remainder; a zero delta is a component this change left alone.
      func play(_ delta: Double, into value: inout Double) {
        guard delta != 0 else { return }
        if let rest = change.timing.runningRemainder(delta * fraction) {
          value += rest
          isRunning = true
        } else {
          hasCompleted = true
        }
      }
      play(change.delta.x, into: &presented.x)
      play(change.delta.y, into: &presented.y)
      play(change.delta.width, into: &presented.width)
      play(change.delta.height, into: &presented.height)
    }
    return (presented, isRunning, hasCompleted)
  }
}
