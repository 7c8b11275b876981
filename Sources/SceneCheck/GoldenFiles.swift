import Golden

/// Which golden files a path names or a suite leaves without a scene: the file rules that
/// `accept`, `reject`, `review` and `test`'s look for unreferenced goldens share.
package enum GoldenFiles {
  /// The pending golden a file names: `X.golden.new` itself, `X.golden`'s, or a scene's
  /// (`X.yaml` has `X.golden.new`).
  package static func pending(for path: String) -> String {
    if path.hasSuffix(GoldenPaths.pendingSuffix) { return path }
    if path.hasSuffix(GoldenPaths.goldenSuffix) { return path + ".new" }
    return GoldenPaths(scenePath: path).pending
  }

  /// The golden a pending golden replaces: `X.golden` for `X.golden.new`.
  package static func golden(ofPending pending: String) -> String {
    String(pending.dropLast(".new".count))
  }

  /// The goldens without a scene.
  ///
  /// - Parameters:
  ///   - goldens: Golden and pending golden files found in a folder.
  ///   - sceneStems: The stems (see `GoldenPaths.stem(ofScene:)`) of the scenes found there.
  /// - Returns: The files of `goldens` whose scene (`X.yaml` or `X.yml` beside them) is not
  ///   among `sceneStems`, in their order.
  package static func unreferenced(_ goldens: [String], sceneStems: Set<Substring>) -> [String] {
    goldens.filter { golden in
      GoldenPaths.stem(ofGolden: golden).map { !sceneStems.contains($0) } ?? true
    }
  }
}
