import KeyboardAvoidance

/// A padding a strategy returned that is not a number of points: NaN or an infinity.
struct NonFinitePadding: Sendable, Equatable {
  /// The value returned.
  var value: Double
  /// The index of the container it was for.
  var container: Int
  /// When the strategy returned it.
  var time: Microseconds
}
