import Explore
import TraceFormat

/// What `kbreplay explore` prints for a scene, in text or JSON (docs/explore.md#reading-the-output).
enum ExploreOutput {
  /// A scene's text: `explore PATH`, a line per variation with its runs' verdicts and, under
  /// each breaking run, its first failure; then how many rows each run breaks in.
  ///
  /// ```
  /// explore Scenes/sign-in.yaml
  ///   baseline             classic PASS  adaptive PASS
  ///   keyboard.height=398  classic FAIL  adaptive PASS
  ///     Scenes/sign-in.yaml:21:5: error: settled: ... (run classic)
  ///   2 variations: classic breaks in 1, adaptive breaks in 0
  /// ```
  ///
  /// - Parameter exploration: The scene's rows.
  /// - Returns: The lines, each ended by a line feed.
  static func text(_ exploration: Exploration) -> String {
    var text = "explore \(exploration.path)\n"
    let width = exploration.rows.map(\.variation.name.count).max() ?? 0
    for row in exploration.rows {
      let name = row.variation.name
      text += "  " + name + String(repeating: " ", count: width - name.count)
      for run in row.runs {
        text += "  \(run.strategy) \(label(of: run.kind))"
      }
      text += "\n"
      for run in row.runs where run.breaks {
        if let first = run.failures.first { text += "    \(first)\n" }
      }
    }
    let counts = zip(exploration.strategies, exploration.breakCounts).map { strategy, count in
      "\(strategy) breaks in \(count)"
    }
    let rows = exploration.rows.count
    text += "  \(rows) \(rows == 1 ? "variation" : "variations"): "
    return text + counts.joined(separator: ", ") + "\n"
  }

  /// The last line: how many scenes were explored, how many rows they have and how many of
  /// those break.
  static func summary(scenes: Int, variations: Int, breaking: Int) -> String {
    "\(scenes) \(scenes == 1 ? "scene" : "scenes"), \(variations) "
      + "\(variations == 1 ? "variation" : "variations"), \(breaking) break\n"
  }

  /// A scene's JSON object, on lines of its own, each variation on one line.
  ///
  /// - Parameter exploration: The scene's rows.
  /// - Returns: `{"path": ..., "variations": [...]}`, without a line feed after it.
  static func json(_ exploration: Exploration) -> String {
    let variations = exploration.rows.map { row in
      let runs = row.runs.map { run in
        JSONText.object([
          ("strategy", JSONText.string(run.strategy)),
          ("verdict", JSONText.string(run.kind.rawValue)),
          ("failures", JSONText.array(run.failures.map(JSONText.string))),
        ])
      }
      return JSONText.object([
        ("name", JSONText.string(row.variation.name)), ("runs", JSONText.array(runs)),
      ])
    }
    return JSONText.object([
      ("path", JSONText.string(exploration.path)),
      ("variations", JSONText.block(variations, indent: "    ")),
    ])
  }

  /// `PASS`, `FAIL` or `ERROR`.
  static func label(of kind: RunVerdict.Kind) -> String {
    kind.rawValue.uppercased()
  }
}
