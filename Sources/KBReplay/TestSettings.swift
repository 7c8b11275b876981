import Golden
import KeyboardAvoidance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings of one verification, checked: the strategies registered, the record mode
/// decided and the tolerance made exact.
package struct TestSettings: Sendable {
  /// The built-ins and the caller's strategies.
  package var strategies: StrategyRegistry
  /// When goldens are written.
  package var mode: RecordMode
  /// How far apart two lengths may be.
  package var tolerance: Tolerance

  /// Checks the settings a caller gave.
  ///
  /// - Parameters:
  ///   - strategies: The strategies to register beside the built-ins.
  ///   - record: The record mode; nil means `KBREPLAY_RECORD`, else `auto` (`missing`, or
  ///     `never` on CI), as for `kbreplay test`.
  ///   - tolerance: The tolerance in points.
  ///   - environment: The environment variables read for a nil `record` (`KBREPLAY_RECORD`,
  ///     `CI`).
  /// - Throws: ``UsageProblem`` with the message for a registration error, an invalid
  ///   `KBREPLAY_RECORD` or a tolerance that is negative or not finite.
  package init(
    strategies: [any AvoidanceStrategy], record: RecordMode?, tolerance: Double,
    environment: [String: String]
  ) throws(UsageProblem) {
    do {
      self.strategies = try StrategyRegistry(registering: strategies)
    } catch {
      throw UsageProblem(error.description)
    }
    if let record {
      mode = record
    } else {
      switch RecordSetting.resolve(option: nil, environment: environment) {
      case .success(let resolved): mode = resolved
      case .failure(let invalid):
        throw UsageProblem(
          "environment variable \(RecordSetting.environmentVariable) takes auto, never, "
            + "missing, failed or all, not '\(invalid.value)'")
      }
    }
    guard let exact = Self.tolerance(tolerance) else {
      throw UsageProblem(
        "the tolerance must be a non-negative number of points below 10^9, not \(tolerance)")
    }
    self.tolerance = exact
  }

  /// The variables of the process's environment that a nil record mode reads.
  package static var processEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in [RecordSetting.environmentVariable, "CI"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// `points` as an exact tolerance: the shortest decimal, with at most nine digits after the
  /// point, that reads back as `points` (`0.01` is one hundredth); nil when it is negative, not
  /// finite or too large.
  package static func tolerance(_ points: Double) -> Tolerance? {
    guard points.isFinite, points >= 0, points < 1e9 else { return nil }
    var scale = 1.0
    for decimals in 0...TraceNumber.maximumDecimals {
      let units = (points * scale).rounded()
      if units / scale == points || decimals == TraceNumber.maximumDecimals {
        return Tolerance(value: TraceNumber(units: Int64(units), decimals: decimals))
      }
      scale *= 10
    }
    return nil
  }
}
