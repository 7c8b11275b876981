/// One version of the keyboard-avoidance logic that a scene can be replayed through.
public enum Strategy: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Never pads.
  case none
  /// The first version of the pattern: pads by the keyboard's end-frame height.
  case naive
  /// The widely copied version, reproduced with its faults.
  case classic
  /// The corrected strategy.
  case adaptive
}
