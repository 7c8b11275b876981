#if canImport(Testing) && compiler(>=6.1)
  public import KBReplay
  public import Testing

  /// A Swift Testing trait that runs a test, or every test of a suite and of the suites inside
  /// it, in ``withSceneTesting(record:tolerance:operation:)``: the record mode and tolerance of
  /// every `verifyScene` and `assertScene` call in it that does not pass its own.
  ///
  /// Make one with ``Testing/Trait/sceneTesting(record:tolerance:)``. A trait on a test applies
  /// inside one on its suite, so the test's wins for each value it sets. (It needs Swift
  /// Testing's `TestScoping`, from Swift 6.1; older compilers build the module without it.)
  public struct SceneTestingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode in the scope, or nil to leave it to an outer scope or trait, else
    /// `KBREPLAY_RECORD`, else `auto`.
    public var record: RecordMode?
    /// The tolerance in points in the scope, or nil to leave it to an outer scope or trait,
    /// else 0.01.
    public var tolerance: Double?

    /// Creates the trait.
    ///
    /// - Parameters:
    ///   - record: The record mode in the scope, or nil.
    ///   - tolerance: The tolerance in points in the scope, or nil.
    public init(record: RecordMode?, tolerance: Double?) {
      self.record = record
      self.tolerance = tolerance
    }

    /// True: on a suite, the trait applies to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs one test (or one case of a parameterized test) in the trait's scope.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case.
    ///   - function: The test's body.
    /// - Throws: What the test throws.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withSceneTesting(record: record, tolerance: tolerance) { try await function() }
    }
  }

  extension Trait where Self == SceneTestingTrait {
    /// Runs the test, or every test of the suite, with this record mode and tolerance for each
    /// `verifyScene` and `assertScene` call that does not pass its own.
    ///
    /// ```swift
    /// @Suite(.sceneTesting(record: .never))
    /// struct LoginTests {
    ///   @Test func login() { assertScene("Scenes/login.yaml") }         // .never
    ///   @Test(.sceneTesting(record: .failed, tolerance: 0.5))
    ///   func signup() { assertScene("Scenes/signup.yaml") }              // .failed, 0.5
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - record: The record mode (`.never`, `.missing`, `.failed`, `.all`), or nil to leave it
    ///     to an outer trait, else `KBREPLAY_RECORD`, else `auto`.
    ///   - tolerance: How far apart two lengths may be, in points, or nil to leave it to an outer
    ///     trait, else 0.01.
    /// - Returns: The trait.
    public static func sceneTesting(record: RecordMode? = nil, tolerance: Double? = nil) -> Self {
      SceneTestingTrait(record: record, tolerance: tolerance)
    }
  }
#endif
