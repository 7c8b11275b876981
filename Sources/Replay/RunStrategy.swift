import KeyboardAvoidance

/// The strategy of one run, held by reference.
///
/// An `any AvoidanceStrategy` stored in place would make the run's state a value of unknown
/// size, which Swift copies through its value witnesses wherever the sampling loop passes the
/// state on; a reference keeps the state's layout fixed, so those copies stay plain moves.
/// `Scripts/bench/bench.sh` (`test --jobs 1`) guards this.
final class RunStrategy: Sendable {
  /// The strategy.
  let strategy: any AvoidanceStrategy
  /// The strategy's own padding animation, read once.
  let animation: PaddingAnimation

  /// Holds `strategy`.
  init(_ strategy: any AvoidanceStrategy) {
    self.strategy = strategy
    animation = strategy.animation
  }
}
