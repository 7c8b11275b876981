import Golden
import KeyboardAvoidance
import SceneCheck
import SceneLoading
import Support

/// What ``verifyScene(_:strategies:record:tolerance:filePath:)`` does, with the environment
/// passed in, so that tests can set `CI` and `KBREPLAY_RECORD` without touching the process's
/// (Swift Testing runs tests in parallel, and `setenv` would race with them).
package struct SceneVerification {
  /// The variables read when no record mode is given (`KBREPLAY_RECORD`, `CI`).
  package var environment: [String: String]

  /// Creates a verification that reads `environment`.
  ///
  /// - Parameter environment: The variables read when no record mode is given.
  package init(environment: [String: String]) {
    self.environment = environment
  }

  /// Tests the scene at `path` as `kbreplay test` does.
  ///
  /// - Parameters:
  ///   - path: The scene file; a relative path is resolved against the package root of
  ///     `sourceFile`, and printed as given.
  ///   - strategies: The strategies to register beside the built-ins.
  ///   - record: The record mode, or nil for the innermost `withSceneTesting` scope's, else
  ///     `KBREPLAY_RECORD`, else `auto`.
  ///   - tolerance: How far apart two lengths may be, in points, or nil for the scope's, else
  ///     0.01.
  ///   - sourceFile: The calling source file, as `#filePath` gives it.
  /// - Returns: nil when the scene passed (its golden possibly just recorded or updated);
  ///   otherwise the text `kbreplay test` prints for it without the last line feed, or the
  ///   message of a problem that kept the scene from being tested.
  package func message(
    for path: String, strategies: [any AvoidanceStrategy], record: RecordMode?,
    tolerance: Double?, sourceFile: String
  ) -> String? {
    let settings: TestSettings
    let file: String
    do throws(UsageProblem) {
      settings = try TestSettings(
        strategies: strategies, record: record, tolerance: tolerance,
        scope: SceneTestingScope.current, environment: environment)
      file = try PackageRoot.resolve(path, from: sourceFile).get()
    } catch {
      return error.message
    }
    guard FileSystem.kind(of: file, followsLinks: true) != nil else {
      return "no such file or folder: \(path)"
    }
    let test = SceneTest(
      check: GoldenCheck(mode: settings.mode, tolerance: settings.tolerance),
      strategies: settings.strategies)
    return test.message(forSceneAt: file, path: path)
  }
}
