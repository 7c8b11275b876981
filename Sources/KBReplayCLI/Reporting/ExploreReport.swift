import Explore
import Replay
import Report

/// The HTML report of `explore --report FILE`: per scene, a grid of its variations and runs,
/// then a section plotting each breaking row's breaking runs, as `test --report` plots a run.
enum ExploreReport {
  /// A scene's grid and the sections of its breaking rows.
  ///
  /// - Parameters:
  ///   - exploration: The scene's rows, with the traces of breaking rows kept.
  ///   - sceneNumber: The scene's place in the run, from 1, for the anchors.
  /// - Returns: The sections' markup, in order.
  static func sections(of exploration: Exploration, sceneNumber: Int) -> [String] {
    var rows: [VariationGrid.Row] = []
    var sections: [String] = []
    for (number, row) in exploration.rows.enumerated() {
      let verdicts = row.runs.map(status(of:))
      guard row.breaks else {
        rows.append(VariationGrid.Row(name: row.variation.name, verdicts: verdicts))
        continue
      }
      let anchor = "scene-\(sceneNumber)-variation-\(number + 1)"
      rows.append(VariationGrid.Row(name: row.variation.name, verdicts: verdicts, anchor: anchor))
      var trace = row.trace
      let breaking = Set(row.runs.filter(\.breaks).map(\.strategy))
      trace?.runs.removeAll { !breaking.contains($0.strategy) }
      let report = SceneReport(
        anchor: anchor, path: "\(exploration.path), variation \(row.variation.name)",
        status: row.runs.contains { $0.kind == .error } ? .error : .failed,
        details: row.runs.flatMap(\.failures), trace: trace)
      sections.append(HTMLReport.section(report))
    }
    let grid = VariationGrid(
      path: exploration.path, anchor: "scene-\(sceneNumber)",
      strategies: exploration.strategies, rows: rows)
    return [HTMLReport.variations(grid)] + sections
  }

  /// A run's verdict as the report's badge.
  private static func status(of run: RunVerdict) -> SceneReport.Status {
    switch run.kind {
    case .pass: .passed
    case .fail: .failed
    case .error: .error
    }
  }
}
