import KeyboardAvoidance

/// One item of a scene's `expect:` list.
public struct SceneExpectation: Sendable, Equatable {
  /// Which samples an expectation looks at.
  public enum Moment: Sendable, Equatable {
    /// The state at exactly this time, after everything due at it (`at: end` is resolved to
    /// `until`).
    case at(Microseconds)
    /// Every sample.
    case always
    /// Every sample where no animation is running.
    case settled
  }

  /// One checked value; a number is checked against a number or a range.
  public enum Check: Sendable, Equatable {
    /// The presented padding of the adaptive container with this id.
    case padding(container: String, ExpectedNumber)
    /// The presented keyboard safe-area shift of the safe-area container with this id.
    case safeArea(container: String, ExpectedNumber)
    /// The presented content offset of the scroll view with this id.
    case offset(scrollView: String, ExpectedNumber)
    /// The bottom content inset of the scroll view with this id.
    case contentInset(scrollView: String, ExpectedNumber)
    /// The visible keyboard height.
    case keyboard(ExpectedNumber)
    /// How much of the focused input the keyboard covers.
    case covered(ExpectedNumber)
    /// The presented keyboard's top edge less the focused input's presented bottom edge;
    /// defined only while an input is focused and the keyboard is on screen.
    case gap(ExpectedNumber)
    /// The focused input's id, or nil for none.
    case focus(String?)
  }

  /// Which samples the checks apply to.
  public var moment: Moment
  /// The runs the item applies to; nil means every run.
  public var strategies: [String]?
  /// The checks, in file order.
  public var checks: [Check]
  /// The largest accepted absolute difference for numbers.
  public var tolerance: Double
  /// Where the item starts in the scene file.
  public var location: SourcePosition

  /// Creates an expectation.
  public init(
    moment: Moment, strategies: [String]? = nil, checks: [Check], tolerance: Double = 0.01,
    location: SourcePosition = SourcePosition(line: 1, column: 1)
  ) {
    self.moment = moment
    self.strategies = strategies
    self.checks = checks
    self.tolerance = tolerance
    self.location = location
  }
}
