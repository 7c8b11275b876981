public import SceneModel

/// Whether one expectation held in one run, and a message saying why.
public struct ExpectationResult: Sendable, Equatable {
  /// Where the expectation starts in the scene file.
  public var location: SourceLocation
  /// Whether every check held.
  public var passed: Bool
  /// What was checked, with the time, expected and actual values of the first failure; the
  /// caller prefixes the file position.
  public var message: String

  /// Creates a result.
  public init(location: SourceLocation, passed: Bool, message: String) {
    self.location = location
    self.passed = passed
    self.message = message
  }
}
