import Explore
import KBReplay
import Replay
import Report
import SceneLoading
import SceneModel
import SceneWriting

/// Explores one scene of a suite: loads it, replays its variations and renders what `explore`
/// prints, writes and reports for it. Runs on any worker thread; what it returns is text.
struct ExploreRunner: Sendable {
  /// The runs to replay; empty for each scene's own list.
  var strategies: [String]
  /// The explorer, with the checks to apply.
  var explorer: Explorer
  /// How results are printed.
  var format: ExploreCommand.Format
  /// Whether breaking rows are made into scene files.
  var writesFailures: Bool

  /// A scene file a breaking row becomes.
  struct FailureFile: Sendable, Equatable {
    /// The file's path relative to the failures folder: `REL--NAME.yaml`.
    var name: String
    /// The scene text.
    var text: String
  }

  /// What exploring one scene came to.
  struct Result: Sendable {
    /// The scene's part of standard output; empty when it was not explored.
    var output = ""
    /// What goes to standard error: an invalid scene's diagnostics, an unlisted strategy.
    var errors = ""
    /// How many rows (variations) the scene has.
    var rows = 0
    /// How many of its rows have a breaking run.
    var breakingRows = 0
    /// The files the breaking rows become, when they are written.
    var failureFiles: [FailureFile] = []
    /// The scene's part of the report, when there is one.
    var report: [String] = []

    /// Whether the scene was explored: it loaded and lists the strategies asked for, so nothing
    /// went to standard error.
    var isExplored: Bool { errors.isEmpty }
  }

  /// Explores `scene`, the `index`th of the run.
  func run(
    _ scene: SuiteScan.Scene, index: Int, worker: inout SceneRunner.Worker
  ) -> Result {
    var result = Result()
    let loaded: Scene
    switch worker.loader.load(contentsOf: scene.path) {
    case .success(let value): loaded = value
    case .failure(let failure):
      result.errors = failure.rendered()
      return result
    }
    if let unlisted = strategies.first(where: { !loaded.strategies.contains($0) }) {
      let problem = UsageError.Problem.unlisted(unlisted, among: loaded.strategies)
      result.errors = "\(scene.path): error: \(UsageError(problem, in: .explore).message)\n"
      return result
    }
    let exploration = explorer.explore(
      loaded, path: scene.path, runs: strategies.isEmpty ? nil : strategies,
      springs: &worker.springs)
    result.rows = exploration.rows.count
    result.breakingRows = exploration.breakingRowCount
    result.output =
      format == .text ? ExploreOutput.text(exploration) : ExploreOutput.json(exploration)
    if writesFailures {
      result.failureFiles = Self.failureFiles(of: exploration, relativePath: scene.relativePath)
    }
    // The explorer keeps the breaking rows' traces only for a report.
    if explorer.keepsTraces {
      result.report = ExploreReport.sections(of: exploration, sceneNumber: index + 1)
    }
    return result
  }

  /// The files the breaking rows of `exploration` become, in row order.
  static func failureFiles(of exploration: Exploration, relativePath: String) -> [FailureFile] {
    let writer = SceneWriter(stating: .all)
    let stem = FailureFileName.stem(ofScene: relativePath)
    return exploration.rows.compactMap { row in
      guard let scene = exploration.failureScene(for: row) else { return nil }
      let comments = SceneComments(top: [
        "kbreplay explore: \(exploration.path), variation \(row.variation.name)",
        "It breaks the run\(scene.strategies.count == 1 ? "" : "s") "
          + scene.strategies.joined(separator: ", ")
          + "; 'kbreplay test' on this file shows how.",
      ])
      return FailureFile(
        name: FailureFileName.name(stem: stem, variation: row.variation.name),
        text: writer.text(scene, comments: comments))
    }
  }
}
