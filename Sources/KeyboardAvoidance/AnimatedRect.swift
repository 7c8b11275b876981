/// A rectangle whose four components animate additively and independently.
public struct AnimatedRect: Sendable, Equatable {
  private var x: AnimatedValue
  private var y: AnimatedValue
  private var width: AnimatedValue
  private var height: AnimatedValue

  /// Creates a rectangle at rest.
  public init(_ rect: Rect) {
    x = AnimatedValue(rect.x)
    y = AnimatedValue(rect.y)
    width = AnimatedValue(rect.width)
    height = AnimatedValue(rect.height)
  }

  /// The rectangle the code last set.
  public var model: Rect {
    Rect(x: x.model, y: y.model, width: width.model, height: height.model)
  }

  /// Sets the model rectangle at `time`, each component animated with `timing`.
  public mutating func set(_ rect: Rect, at time: Microseconds, timing: AnimationTiming?) {
    x.set(rect.x, at: time, timing: timing)
    y.set(rect.y, at: time, timing: timing)
    width.set(rect.width, at: time, timing: timing)
    height.set(rect.height, at: time, timing: timing)
  }

  /// The rectangle on screen at `instant`.
  public func presented(at instant: Instant) -> Rect {
    Rect(
      x: x.presented(at: instant), y: y.presented(at: instant),
      width: width.presented(at: instant), height: height.presented(at: instant))
  }

  /// Whether no component animates at `instant`.
  public func isSettled(at instant: Instant) -> Bool {
    x.isSettled(at: instant) && y.isSettled(at: instant) && width.isSettled(at: instant)
      && height.isSettled(at: instant)
  }

  /// Reads the rectangle on screen at `instant`, dropping completed contributions (see
  /// ``AnimatedValue/read(at:)``).
  public mutating func read(at instant: Instant) -> (presented: Rect, isSettled: Bool) {
    let readX = x.read(at: instant)
    let readY = y.read(at: instant)
    let readWidth = width.read(at: instant)
    let readHeight = height.read(at: instant)
    let rect = Rect(
      x: readX.presented, y: readY.presented, width: readWidth.presented,
      height: readHeight.presented)
    let isSettled =
      readX.isSettled && readY.isSettled && readWidth.isSettled && readHeight.isSettled
    return (rect, isSettled)
  }

  /// Drops the contributions that have completed by `instant`.
  public mutating func removeCompleted(at instant: Instant) {
    x.removeCompleted(at: instant)
    y.removeCompleted(at: instant)
    width.removeCompleted(at: instant)
    height.removeCompleted(at: instant)
  }
}
