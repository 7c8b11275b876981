import SceneCheck
import Support

/// What `test` does with golden files that no scene owns, on full runs.
package enum UnreferencedPolicy: String, Sendable, Equatable, CaseIterable {
  /// Say nothing.
  case ignore
  /// Print a warning; the run's status is unaffected.
  case warn
  /// Print an error and fail the run (status 1).
  case reject
  /// Delete them.
  case delete
}

/// Finds and handles goldens without a scene, and leftover temporary files.
enum UnreferencedGoldens {
  /// The goldens and pending goldens under folder suites whose scene (`X.yaml` or `X.yml`
  /// beside them) does not exist.
  static func find(in suites: [SuiteScan.Suite]) -> [String] {
    suites.filter(\.isFolder).flatMap { suite in
      GoldenFiles.unreferenced(suite.goldens, sceneStems: suite.sceneStems)
    }
  }

  /// Applies `policy` to `goldens`.
  ///
  /// - Returns: Whether the run fails because of them (`reject`), and whether a file could not
  ///   be deleted.
  static func handle(_ goldens: [String], policy: UnreferencedPolicy, console: any Console)
    -> (rejected: Bool, fileError: Bool)
  {
    var fileError = false
    for golden in goldens {
      switch policy {
      case .ignore:
        continue
      case .warn:
        console.writeLine(
          "kbreplay: warning: golden without a scene: \(golden)", to: .standardError)
      case .reject:
        console.writeLine("kbreplay: error: golden without a scene: \(golden)", to: .standardError)
      case .delete:
        switch FileStore.remove(golden) {
        case .success: console.writeLine("deleted golden without a scene: \(golden)")
        case .failure(let error):
          console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
          fileError = true
        }
      }
    }
    return (policy == .reject && !goldens.isEmpty, fileError)
  }

  /// Removes leftover temporary files whose writer is no longer running.
  static func removeAbandonedTemporaryFiles(in suites: [SuiteScan.Suite]) {
    for path in suites.flatMap(\.temporaryFiles) where TemporaryFiles.isAbandoned(path) {
      _ = FileStore.remove(path)
    }
  }
}
