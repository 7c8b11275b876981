/// The scene files under a folder of the package, as `kbreplay test` finds them.
package enum SceneFileList {
  /// The scene files under `folder`, sorted bytewise, as paths relative to the package root.
  ///
  /// - Parameters:
  ///   - folder: A folder (or one scene file), relative to the package root of `sourceFile`,
  ///     or absolute.
  ///   - sourceFile: The calling source file, as `#filePath` gives it.
  /// - Returns: The paths (absolute ones when `folder` is), or the problem: a path that cannot
  ///   be resolved, that does not exist, or a folder that cannot be read.
  package static func files(
    under folder: String, sourceFile: String
  ) -> Result<[String], UsageProblem> {
    let resolved: String
    switch PackageRoot.resolve(folder, from: sourceFile) {
    case .success(let path): resolved = path
    case .failure(let problem): return .failure(problem)
    }
    let finder = SceneFileFinder(searching: [resolved])
    if let problem = finder.problems.first {
      if case .noSuchPath = problem {
        return .failure(UsageProblem("no such file or folder: \(folder)"))
      }
      return .failure(UsageProblem(problem.message))
    }
    guard !folder.hasPrefix("/"), let root = PackageRoot.containing(sourceFile) else {
      return .success(finder.files)
    }
    let prefixLength = PackageRoot.join(root, "").utf8.count
    return .success(
      finder.files.map { String(decoding: $0.utf8.dropFirst(prefixLength), as: UTF8.self) })
  }
}
