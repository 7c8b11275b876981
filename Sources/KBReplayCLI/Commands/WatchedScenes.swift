import Golden

/// The scenes a `watch` tests, and what each one's scene file and golden held when they were
/// last looked at. Comparing two of them says which scenes the next round tests.
struct WatchedScenes {
  /// What a round tests.
  enum Round: Sendable, Equatable {
    /// Every scene: the first round, and any round after a scene appeared or disappeared.
    case all
    /// The scenes at these indices (into ``scenes``), whose scene file or golden changed.
    case changed([Int])
  }

  /// What one scene's files held.
  struct Files: Sendable, Equatable {
    /// The scene file.
    var scene: FileFingerprint
    /// Its golden, `X.golden`.
    var golden: FileFingerprint
  }

  /// The suites as scanned, for what only rounds of every scene report.
  private(set) var scan: SuiteScan
  /// The scenes `--filter` and `--shard` select, in path order.
  private(set) var scenes: [SuiteScan.Scene]
  /// What each scene's files held, in the order of ``scenes``.
  private(set) var files: [Files]

  /// Scans the suites of `test` and reads the files of the scenes it selects.
  ///
  /// - Parameter test: The suite roots and the options that select scenes.
  init(_ test: TestCommand) {
    scan = SuiteScan(paths: test.paths)
    scenes = test.selectedScenes(of: scan)
    files = scenes.map { scene in
      Files(
        scene: .of(scene.path), golden: .of(GoldenPaths(scenePath: scene.path).golden))
    }
  }

  /// What the next round tests, going from `earlier` to these files; nil when nothing changed.
  ///
  /// - Parameter earlier: The files as the last round left them.
  /// - Returns: ``Round/all`` when the scenes are not the same ones, the scenes whose scene
  ///   or golden file changed, or nil.
  func round(since earlier: WatchedScenes) -> Round? {
    guard scenes.map(\.path) == earlier.scenes.map(\.path) else { return .all }
    let changed = files.indices.filter { files[$0] != earlier.files[$0] }
    return changed.isEmpty ? nil : .changed(changed)
  }

  /// The scenes `round` tests.
  ///
  /// - Parameter round: A round of these scenes.
  /// - Returns: The scenes, in path order.
  func scenes(of round: Round) -> [SuiteScan.Scene] {
    switch round {
    case .all: scenes
    case .changed(let indices): indices.map { scenes[$0] }
    }
  }

  /// Reads again the goldens of the scenes `round` tested, so that what the round itself wrote
  /// is not taken for a change.
  ///
  /// - Parameter round: The round that just ran.
  mutating func readGoldens(after round: Round) {
    let indices =
      switch round {
      case .all: Array(scenes.indices)
      case .changed(let indices): indices
      }
    for index in indices {
      files[index].golden = .of(GoldenPaths(scenePath: scenes[index].path).golden)
    }
  }
}
