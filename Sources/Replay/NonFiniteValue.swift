import KeyboardAvoidance

/// A padding or content inset a strategy returned that is not a number of points: NaN or an
/// infinity.
struct NonFiniteValue: Sendable, Equatable {
  /// What the value was for.
  enum Target: Sendable, Equatable {
    /// The padding of the adaptive container at this container index.
    case container(Int)
    /// The content inset of the scroll view at this index of ``World/scrollViews``.
    case scrollView(Int)
  }

  /// The value returned.
  var value: Double
  /// What it was for.
  var target: Target
  /// When the strategy returned it.
  var time: Microseconds
}
