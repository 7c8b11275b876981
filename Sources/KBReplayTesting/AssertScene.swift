public import KBReplay

/// Tests the scene at `path` as `kbreplay test` does, and fails the test that calls it with the
/// text `test` prints when the scene does not pass.
///
/// It works under both test frameworks. Inside a Swift Testing test (`Test.current` is set) it
/// records one `Issue` at the caller's location; otherwise it calls `XCTFail` with the same
/// message at the caller's file and line, which fails the running `XCTestCase`:
///
/// ```swift
/// @Test func login() {
///   assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])
/// }
///
/// final class LoginTests: XCTestCase {
///   func testLogin() {
///     assertScene("Scenes/login.yaml", strategies: [LiftAboveKeyboard()])
///   }
/// }
/// ```
///
/// - Parameters:
///   - path: The scene file. A relative path is resolved against the package root, the first
///     folder above `filePath`, walking up, that holds a `Package.swift`, an `*.xcodeproj` or an
///     `*.xcworkspace`.
///   - strategies: Strategies to register beside the four built-ins; the scene replays exactly
///     the ones its `strategy:` key names.
///   - record: When goldens are written; nil means the innermost `withSceneTesting` scope's or
///     `.sceneTesting` trait's mode, else `KBREPLAY_RECORD`, else `missing` on your machine and
///     `never` on CI.
///   - tolerance: How far apart two lengths may be, in points; nil means the innermost scope's,
///     else 0.01.
///   - fileID: The calling file's ID, for the Swift Testing issue's location.
///   - filePath: The calling file: relative paths are resolved against its package root, and
///     the failure is reported in it.
///   - line: The line the failure is reported at.
///   - column: The column the Swift Testing issue is reported at.
public func assertScene(
  _ path: String, strategies: [any AvoidanceStrategy] = [], record: RecordMode? = nil,
  tolerance: Double? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = verifyScene(
      path, strategies: strategies, record: record, tolerance: tolerance, filePath: filePath)
  else { return }
  TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
