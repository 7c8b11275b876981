import SceneModel

extension Exploration {
  /// The scene that reproduces a breaking row on its own (docs/explore.md#written-failures):
  /// the row's changed scene replaying only the runs that broke, with exactly the checks
  /// explore applied to them.
  ///
  /// An item limited to some runs keeps those of them that broke, and is left out when none
  /// did (it checked nothing that broke).
  ///
  /// - Parameter row: A row of this exploration.
  /// - Returns: The scene, or nil when no run of the row breaks.
  package func failureScene(for row: Row) -> Scene? {
    let broken = zip(strategies, row.runs).filter { $0.1.breaks }.map(\.0)
    guard !broken.isEmpty else { return nil }
    var scene = row.variation.scene
    scene.strategies = broken
    scene.expectations = checks.expectations.compactMap { expectation in
      guard let only = expectation.strategies else { return expectation }
      let kept = only.filter(broken.contains)
      guard !kept.isEmpty else { return nil }
      var limited = expectation
      limited.strategies = kept
      return limited
    }
    return scene
  }
}
