/// Tests the scene at `path` as `kbreplay test` does: replays it with its strategies, checks
/// its expectations, compares its trace with the golden beside it and records per `record`.
///
/// Build your own assertions on it (`assertScene`, in `KBReplayTesting`, records the message as
/// a Swift Testing issue or an XCTest failure). It depends on neither test framework:
///
/// ```swift
/// let message = verifyScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()],
///                           record: .missing, tolerance: 0.01)
/// ```
///
/// - Parameters:
///   - path: The scene file. A relative path is resolved against the package root, the first
///     folder above `filePath`, walking up, that holds a `Package.swift`, an `*.xcodeproj` or an
///     `*.xcworkspace`, and printed as given.
///   - strategies: Strategies to register beside the four built-ins; the scene replays exactly
///     the ones its `strategy:` key names.
///   - record: When goldens are written (`.never`, `.missing`, `.failed`, `.all`); nil means
///     the innermost ``withSceneTesting(record:tolerance:operation:)`` scope's mode, else the
///     `KBREPLAY_RECORD` environment variable, else `missing` on your machine and `never` on CI
///     (`CI` set to anything but empty, `0` or `false`).
///   - tolerance: How far apart two lengths may be, in points; nil means the innermost scope's,
///     else 0.01.
///   - filePath: The calling file, whose package root relative paths are resolved against.
/// - Returns: nil when the expectations hold and the golden agrees (or was just recorded or
///   updated); otherwise exactly the text `kbreplay test` prints for the scene (its result line
///   and the details under it), without the last line feed. A problem that keeps the scene from
///   being tested (strategies that cannot be registered, an invalid `KBREPLAY_RECORD`, a
///   tolerance that is negative or not finite, a path that cannot be resolved) returns its
///   message, as `kbreplay` prints it after `kbreplay: error: `.
public func verifyScene(
  _ path: String, strategies: [any AvoidanceStrategy] = [], record: RecordMode? = nil,
  tolerance: Double? = nil, filePath: StaticString = #filePath
) -> String? {
  SceneVerification(environment: TestSettings.processEnvironment).message(
    for: path, strategies: strategies, record: record, tolerance: tolerance,
    sourceFile: "\(filePath)")
}
