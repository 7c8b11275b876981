/// The report's table of contents: a row per scene, failing scenes first, and the counts.
///
/// It is all a long run keeps of the scenes it has written out, so each row is small.
package struct ReportSummary: Sendable, Equatable {
  /// One scene.
  package struct Row: Sendable, Equatable {
    /// The scene's section `id`.
    package var anchor: String
    /// The scene file, as printed.
    package var path: String
    /// The scene's title, when it was loaded.
    package var title: String?
    /// The result.
    package var status: SceneReport.Status
    /// The first line of details: why it failed, or what was recorded.
    package var reason: String?

    /// Creates a row.
    package init(
      anchor: String, path: String, title: String?, status: SceneReport.Status, reason: String?
    ) {
      self.anchor = anchor
      self.path = path
      self.title = title
      self.status = status
      self.reason = reason
    }
  }

  /// The rows in the order the scenes ran.
  package private(set) var rows: [Row] = []

  /// Creates an empty summary.
  package init() {}

  /// Adds a scene's row.
  ///
  /// - Parameter row: The row, after those of the scenes run before it.
  package mutating func append(_ row: Row) {
    rows.append(row)
  }

  /// The rows failing first (failed and in error), each group in the order the scenes ran.
  package var orderedRows: [Row] {
    rows.filter(\.status.isFailing) + rows.filter { !$0.status.isFailing }
  }

  /// How many scenes have `status`.
  ///
  /// - Parameter status: A result.
  /// - Returns: The number of rows with it.
  package func count(of status: SceneReport.Status) -> Int {
    rows.count { $0.status == status }
  }
}
