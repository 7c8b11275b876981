@_spi(Formatting) import DecimalText
@_spi(Formatting) import Replay

/// Sample times as a trace prints them: `k / fps` seconds, rounded half away from zero.
package enum SampleTime {
  /// The most samples a run can have: 3,600 s at 240 fps, with room to spare.
  static let maximumIndex = 1_000_000_000

  /// The sample index `k` whose time, rounded to `time`'s decimals, is `time`.
  ///
  /// - Parameters:
  ///   - time: A time as printed, such as `0.1167`.
  ///   - fps: Samples per second.
  /// - Returns: `k`, or nil when no sample time prints as `time`.
  static func index(of time: TraceNumber, fps: Int) -> Int? {
    guard time.units >= 0, fps > 0 else { return nil }
    let scale = Double(TraceNumber.power(time.decimals))
    let estimate = (Double(time.units) * Double(fps) / scale).rounded()
    guard estimate <= Double(maximumIndex) else { return nil }
    let nearest = Int(estimate)
    return [nearest, nearest - 1, nearest + 1].first { candidate in
      candidate >= 0 && printed(candidate, fps: fps, decimals: time.decimals) == time.units
    }
  }

  /// `k / fps` times `10^decimals`, rounded half away from zero.
  ///
  /// - Precondition: `index >= 0`, `fps > 0`, `decimals <= 9`.
  static func printed(_ index: Int, fps: Int, decimals: Int) -> Int64 {
    Int64(
      DecimalFormat.scaledMagnitude(
        numerator: Int64(index), denominator: Int64(fps), decimals: decimals))
  }

  /// The time of sample `index` with four decimals, as the trace writer prints it.
  ///
  /// - Parameters:
  ///   - index: The sample's index, `k`.
  ///   - fps: Samples per second.
  /// - Returns: `k / fps` seconds, such as `0.1167`.
  package static func text(_ index: Int, fps: Int) -> String {
    DecimalFormat.fixed(numerator: Int64(index), denominator: Int64(fps), decimals: 4)
  }
}
