@_spi(Formatting) import DecimalText
import KeyboardAvoidance

/// Why a scene could not be replayed to the end.
package enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The scene names a strategy the registry does not hold: it was loaded with another one.
  case unknownStrategy(String, known: [String])
  /// A strategy returned a padding that is not finite (NaN or an infinity).
  case nonFinitePadding(strategy: String, value: Double, container: String, time: Microseconds)
  /// A strategy returned a content inset that is not finite.
  case nonFiniteInset(strategy: String, value: Double, scrollView: String, time: Microseconds)

  /// The message printed after `PATH: error: `.
  package var description: String {
    switch self {
    case .unknownStrategy(let name, let known):
      "unknown strategy '\(name)'; the strategies are " + known.joined(separator: ", ")
    case .nonFinitePadding(let strategy, let value, let container, let time):
      "strategy '\(strategy)' returned \(DecimalFormat.spelling(ofNonFinite: value))"
        + " for container '\(container)' at " + DecimalFormat.seconds(microseconds: time)
    case .nonFiniteInset(let strategy, let value, let scrollView, let time):
      "strategy '\(strategy)' returned \(DecimalFormat.spelling(ofNonFinite: value))"
        + " for scroll view '\(scrollView)' at " + DecimalFormat.seconds(microseconds: time)
    }
  }
}
