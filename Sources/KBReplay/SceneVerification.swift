import Golden
import KeyboardAvoidance
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
    var loaded = SceneLoader.load(contentsOf: file, strategies: settings.strategies)
    switch loaded {
    case .success(var scene):
      scene.path = path
      loaded = .success(scene)
    case .failure(var failure):
      failure.path = path
      loaded = .failure(failure)
    }
    let test = SceneTest(
      check: GoldenCheck(mode: settings.mode, tolerance: settings.tolerance),
      strategies: settings.strategies)
    let outcome = test.test(loaded, path: path, filePath: file)
    guard !outcome.status.passes else { return nil }
    var text = SceneTestText.utf8(status: outcome.status, path: path, details: outcome.details)
    text.removeLast()
    return String(decoding: text, as: UTF8.self)
  }
}
