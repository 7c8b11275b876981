/// A rectangle whose four components animate additively and independently.
///
/// It behaves exactly as four ``AnimatedValue``s would: each change of the model rectangle adds
/// a contribution to every component that changed, and each component's contributions complete
/// and are dropped on their own. The contributions of one change share its start and timing, so
/// they are kept together and the curve is evaluated once per change rather than per component.
public struct AnimatedRect: Sendable, Equatable {
  /// One change of the model rectangle: for each component, the old value minus the new one,
  /// or 0 when that component did not change or its contribution has completed.
  private struct Change: Sendable, Equatable {
    var delta: Rect
    var start: Microseconds
    var timing: AnimationTiming

    /// Whether some component's contribution still runs (a zero delta never does: a component
    /// that changes has a nonzero difference).
    var isEmpty: Bool {
      delta.x == 0 && delta.y == 0 && delta.width == 0 && delta.height == 0
    }
  }

  /// The rectangle the code last set.
  public private(set) var model: Rect
  /// The changes whose animations may still run, oldest first.
  private var changes: [Change] = []

  /// Creates a rectangle at rest.
  public init(_ rect: Rect) {
    model = rect
  }

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

  /// Sets one model component and returns the old value minus the new one, or 0 when the value
  /// is the same (which keeps the old one, as ``AnimatedValue`` does: 0 and -0 stay as they
  /// were). Two different values never have a zero difference, so 0 means "no change".
  private static func move(_ model: inout Double, to value: Double) -> Double {
    guard value != model else { return 0 }
    defer { model = value }
    return model - value
  }

  /// The rectangle on screen at `instant`.
  public func presented(at instant: Instant) -> Rect {
    var copy = self
    return copy.read(at: instant).presented
  }

  /// Whether no component animates at `instant`.
  public func isSettled(at instant: Instant) -> Bool {
    var copy = self
    return copy.read(at: instant).isSettled
  }

  /// Reads the rectangle on screen at `instant`, dropping completed contributions (see
  /// ``AnimatedValue/read(at:)``).
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  public mutating func read(at instant: Instant) -> (presented: Rect, isSettled: Bool) {
    if changes.isEmpty { return (model, true) }
    var presented = model
    var kept = 0
    for index in changes.indices {
      var change = changes[index]
      if let fraction = change.timing.remainingFraction(at: instant, since: change.start) {
        Self.play(&change.delta.x, into: &presented.x, fraction, change.timing)
        Self.play(&change.delta.y, into: &presented.y, fraction, change.timing)
        Self.play(&change.delta.width, into: &presented.width, fraction, change.timing)
        Self.play(&change.delta.height, into: &presented.height, fraction, change.timing)
        if !change.isEmpty {
          changes[kept] = change
          kept += 1
        }
      }
    }
    if kept < changes.count { changes.removeLast(changes.count - kept) }
    return (presented, changes.isEmpty)
  }

  /// Drops the contributions that have completed by `instant`.
  ///
  /// - Precondition: Later calls use instants at or after this one; completion is permanent.
  public mutating func removeCompleted(at instant: Instant) {
    _ = read(at: instant)
  }

  /// Adds what remains of one component's contribution to `value`, or marks the contribution
  /// completed by zeroing its `delta`.
  private static func play(
    _ delta: inout Double, into value: inout Double, _ fraction: Double, _ timing: AnimationTiming
  ) {
    guard delta != 0 else { return }
    if let rest = timing.runningRemainder(delta * fraction) {
      value += rest
    } else {
      delta = 0
    }
  }
}
