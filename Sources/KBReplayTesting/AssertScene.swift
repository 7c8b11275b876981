public import KBReplay
public import Testing

/// Tests the scene at `path` as `kbreplay test` does, and records one Swift Testing issue at
/// the caller's source location with the text `test` prints when the scene does not pass.
///
/// ```swift
/// @Test func login() {
///   assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])
/// }
/// ```
///
/// - Parameters:
///   - path: The scene file. A relative path is resolved against the package root, the nearest
///     folder above `filePath` that holds a `Package.swift`.
///   - strategies: Strategies to register beside the four built-ins; the scene replays exactly
///     the ones its `strategy:` key names.
///   - record: When goldens are written; nil means `KBREPLAY_RECORD`, else `missing` on your
///     machine and `never` on CI.
///   - tolerance: How far apart two lengths may be, in points; 0.01 by default.
///   - filePath: The calling file, whose package root relative paths are resolved against.
///   - sourceLocation: Where the issue is recorded.
public func assertScene(
  _ path: String, strategies: [any AvoidanceStrategy] = [], record: RecordMode? = nil,
  tolerance: Double = 0.01, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let message = verifyScene(
    path, strategies: strategies, record: record, tolerance: tolerance, filePath: filePath)
  {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
