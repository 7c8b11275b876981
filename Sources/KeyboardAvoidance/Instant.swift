/// An exact point on the replay's timeline: `scaledMicroseconds / denominator` microseconds.
///
/// Event times are whole microseconds, but sample `k` at `fps` frames per second falls at
/// `k * 1_000_000 / fps` microseconds, which is rarely whole. Keeping the fraction exact lets
/// every "is this due yet" question be answered in integers (docs/semantics.md#time-and-sampling).
///
/// The arithmetic is inlinable: the replay asks it several times for every sample.
public struct Instant: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The time in microseconds multiplied by ``denominator``.
  public let scaledMicroseconds: Int64
  /// The positive divisor of ``scaledMicroseconds``.
  public let denominator: Int64

  /// The instant at a whole number of microseconds.
  @inlinable
  public init(microseconds: Microseconds) {
    scaledMicroseconds = microseconds
    denominator = 1
  }

  /// The instant of sample `index` at `fps` samples per second, `index / fps` seconds.
  ///
  /// - Precondition: `fps > 0` and `index >= 0`.
  @inlinable
  public init(sample index: Int, fps: Int) {
    precondition(fps > 0 && index >= 0, "a sample needs a positive rate and a non-negative index")
    scaledMicroseconds = Int64(index) * microsecondsPerSecond
    denominator = Int64(fps)
  }

  /// The seconds elapsed from `start` to this instant, computed from the exact difference.
  @inlinable
  public func seconds(since start: Microseconds) -> Double {
    let (scaledStart, overflow) = start.multipliedReportingOverflow(by: denominator)
    let (difference, underflow) = scaledMicroseconds.subtractingReportingOverflow(scaledStart)
    let scale = Double(denominator) * Double(microsecondsPerSecond)
    if overflow || underflow {
      return Double(scaledMicroseconds) / scale - Double(start) / Double(microsecondsPerSecond)
    }
    return Double(difference) / scale
  }

  /// Whether this instant lies at or after the whole-microsecond time `time`.
  @inlinable
  public func isAtOrAfter(_ time: Microseconds) -> Bool {
    !(self < Instant(microseconds: time))
  }

  /// The index of the first sample at `fps` per second that lies at or after `time`: sample
  /// `k` does exactly when `k >= firstSample(atOrAfter: time, fps: fps)` (for `k >= 0`), so a
  /// replay can tell whether something is due at a sample by comparing indices.
  ///
  /// A time too large for the product `time * fps` gives `Int.max`, and one too small 0.
  ///
  /// - Precondition: `fps > 0`.
  @inlinable
  public static func firstSample(atOrAfter time: Microseconds, fps: Int) -> Int {
    precondition(fps > 0, "a sample needs a positive rate")
    // Sample k falls at or after `time` when k * 1e6 >= time * fps.
    let (scaled, overflow) = time.multipliedReportingOverflow(by: Int64(fps))
    guard !overflow else { return time > 0 ? .max : 0 }
    let (whole, rest) = scaled.quotientAndRemainder(dividingBy: microsecondsPerSecond)
    // Division truncates towards zero: round up for a positive remainder only.
    return max(0, Int(whole) + (rest > 0 ? 1 : 0))
  }

  /// Orders instants exactly, with 128-bit cross products so that no input can overflow.
  @inlinable
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    let left = lhs.scaledMicroseconds.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.scaledMicroseconds.multipliedFullWidth(by: lhs.denominator)
    return left.high < right.high || (left.high == right.high && left.low < right.low)
  }

  /// Whether two instants denote the same time, whatever their denominators.
  public static func == (lhs: Instant, rhs: Instant) -> Bool {
    let left = lhs.scaledMicroseconds.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.scaledMicroseconds.multipliedFullWidth(by: lhs.denominator)
    return left.high == right.high && left.low == right.low
  }

  /// The fraction, for debugging, such as `7000000/60 us`.
  public var description: String {
    denominator == 1 ? "\(scaledMicroseconds) us" : "\(scaledMicroseconds)/\(denominator) us"
  }
}
