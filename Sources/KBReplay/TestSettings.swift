@_spi(Formatting) import DecimalText
import Golden
import KeyboardAvoidance
@_spi(Formatting) import Replay
import Support

/// The settings of one verification, checked: the strategies registered, the record mode
/// decided and the tolerance made exact.
package struct TestSettings: Sendable {
  /// The built-ins and the caller's strategies.
  package var strategies: StrategyRegistry
  /// When goldens are written.
  package var mode: RecordMode
  /// How far apart two lengths may be.
  package var tolerance: Tolerance

  /// Checks the settings a caller gave, in the order `verifyScene` documents: the call's own
  /// value, then the scope's, then the environment (for the record mode) or 0.01 (for the
  /// tolerance).
  ///
  /// - Parameters:
  ///   - strategies: The strategies to register beside the built-ins.
  ///   - record: The call's record mode, or nil.
  ///   - tolerance: The call's tolerance in points, or nil.
  ///   - scope: The settings of the innermost `withSceneTesting` scope or trait around the call.
  ///   - environment: The environment variables read when neither the call nor the scope sets
  ///     the record mode (`KBREPLAY_RECORD`, `CI`): `KBREPLAY_RECORD`, else `auto` (`missing`,
  ///     or `never` on CI), as for `kbreplay test`.
  /// - Throws: ``UsageProblem`` with the message for a registration error, an invalid
  ///   `KBREPLAY_RECORD` or a tolerance that is negative, not finite or too large.
  package init(
    strategies: [any AvoidanceStrategy], record: RecordMode?, tolerance: Double?,
    scope: SceneTestingScope, environment: [String: String]
  ) throws(UsageProblem) {
    do {
      self.strategies = try StrategyRegistry(registering: strategies)
    } catch {
      throw UsageProblem(error.description)
    }
    if let record = record ?? scope.record {
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
    self.tolerance = try Self.checkedTolerance(tolerance ?? scope.tolerance ?? 0.01)
  }

  /// The variables of the process's environment that a nil record mode reads.
  package static var processEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in [RecordSetting.environmentVariable, "CI"] {
      if let value = Environment.value(name) { environment[name] = value }
    }
    return environment
  }

  /// `points` as an exact tolerance, or the message for a value that cannot be one.
  ///
  /// - Parameter points: The tolerance in points, from the call, the scope or the default.
  /// - Returns: The exact tolerance.
  /// - Throws: ``UsageProblem`` for a value that is negative or not finite (`tolerance must be
  ///   a finite number at least 0; found -1`), or 10^9 or more, which no trace can tell apart.
  private static func checkedTolerance(_ points: Double) throws(UsageProblem) -> Tolerance {
    guard points.isFinite, points >= 0 else {
      throw UsageProblem(
        "tolerance must be a finite number at least 0; found \(DecimalFormat.shortest(points))")
    }
    guard let exact = tolerance(points) else {
      throw UsageProblem(
        "tolerance must be less than 1000000000; found \(DecimalFormat.shortest(points))")
    }
    return exact
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
