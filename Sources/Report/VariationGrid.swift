/// What explore's report shows of one scene: its variations as rows and its runs as columns,
/// each cell a run's verdict (docs/explore.md#the-report).
package struct VariationGrid: Sendable, Equatable {
  /// One variation.
  package struct Row: Sendable, Equatable {
    /// The variation's name.
    package var name: String
    /// Each run's verdict, in the order of ``VariationGrid/strategies``.
    package var verdicts: [SceneReport.Status]
    /// The anchor of the section with the variation's plots, when it breaks.
    package var anchor: String?

    /// Creates a row.
    package init(name: String, verdicts: [SceneReport.Status], anchor: String? = nil) {
      self.name = name
      self.verdicts = verdicts
      self.anchor = anchor
    }
  }

  /// The scene file's path as printed.
  package var path: String
  /// The anchor of the grid's section.
  package var anchor: String
  /// The runs.
  package var strategies: [String]
  /// The variations, the baseline first.
  package var rows: [Row]

  /// Creates a grid.
  package init(path: String, anchor: String, strategies: [String], rows: [Row]) {
    self.path = path
    self.anchor = anchor
    self.strategies = strategies
    self.rows = rows
  }
}

extension HTMLReport {
  /// A scene's grid of variations: a table with a row per variation and a column per run,
  /// each breaking row's name linking to the section that plots it.
  ///
  /// - Parameter grid: The scene's variations and verdicts.
  /// - Returns: The markup, a `section` element with the id `grid.anchor`.
  package static func variations(_ grid: VariationGrid) -> String {
    var html = "<section class=\"scene\" id=\"\(grid.anchor)\">\n"
    html += "<h2>explore <code>\(XMLText.escapedContent(grid.path))</code></h2>\n"
    html += "<table class=\"summary\">\n<thead><tr><th>variation</th>"
    for strategy in grid.strategies {
      html += "<th>\(XMLText.escapedContent(strategy))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for row in grid.rows {
      let name = XMLText.escapedContent(row.name)
      html += "<tr><td>"
      html += row.anchor.map { "<a href=\"#\($0)\">\(name)</a>" } ?? name
      html += "</td>"
      for status in row.verdicts {
        html += "<td><span class=\"status \(className(of: status))\">\(status.rawValue)</span></td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }
}
