import SceneModel

/// Whether one expectation held in one run, and a message saying why.
public struct ExpectationResult: Sendable, Equatable {
  /// Where the expectation starts in the scene file.
  public var location: SourcePosition
  /// Whether every check held.
  public var passed: Bool
  /// What was checked, with the time, expected and actual values of the first failure; the
  /// caller prefixes the file position.
  ///
  /// Worded when asked, the same text each time: a test run shows only the failures' messages,
  /// and wording every passing check would cost more than checking it.
  public var message: String {
    get { wording() }
    set { wording = { newValue } }
  }

  /// Words ``message``.
  private var wording: @Sendable () -> String

  /// Creates a result.
  public init(location: SourcePosition, passed: Bool, message: String) {
    self.init(location: location, passed: passed) { message }
  }

  /// Creates a result whose message `wording` words when it is asked for.
  init(location: SourcePosition, passed: Bool, wording: @escaping @Sendable () -> String) {
    self.location = location
    self.passed = passed
    self.wording = wording
  }

  /// What a failure of this expectation in run `strategy` says: its message and the run.
  package func failureMessage(run strategy: String) -> String {
    "\(message) (run \(strategy))"
  }

  /// A failure of this expectation in run `strategy`, as `kbreplay test` prints it under the
  /// scene: `PATH:LINE:COLUMN: error: MESSAGE (run STRATEGY)`, with `position` in place of the
  /// line and column when given (a check no file holds).
  package func failureLine(path: String, run strategy: String, position: String? = nil) -> String {
    let position = position ?? "\(location.line):\(location.column)"
    return "\(path):\(position): error: \(failureMessage(run: strategy))"
  }

  /// Whether the two results are at the same place, agree on passing and say the same.
  public static func == (lhs: ExpectationResult, rhs: ExpectationResult) -> Bool {
    lhs.location == rhs.location && lhs.passed == rhs.passed && lhs.message == rhs.message
  }
}
