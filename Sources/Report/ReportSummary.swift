/// The report's table of contents: a row per scene, failing scenes first, and the counts.
///
/// It is all a long run keeps of the scenes it has written out, so each row is small.
public struct ReportSummary: Sendable, Equatable {
  /// One scene.
  public struct Row: Sendable, Equatable {
    /// The scene's section `id`.
    public var anchor: String
    /// The scene file, as printed.
    public var path: String
    /// The scene's title, when it was loaded.
    public var title: String?
    /// The result.
    public var status: SceneReport.Status
    /// The first line of details: why it failed, or what was recorded.
    public var reason: String?

    /// Creates a row.
    public init(
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
  public private(set) var rows: [Row] = []

  /// Creates an empty summary.
  public init() {}

  /// Adds a scene's row.
  ///
  /// - Parameter row: The row, after those of the scenes run before it.
  public mutating func append(_ row: Row) {
    rows.append(row)
  }

  /// The rows failing first (failed and in error), each group in the order the scenes ran.
  public var orderedRows: [Row] {
    rows.filter(\.status.isFailing) + rows.filter { !$0.status.isFailing }
  }

  /// How many scenes have `status`.
  ///
  /// - Parameter status: A result.
  /// - Returns: The number of rows with it.
  public func count(of status: SceneReport.Status) -> Int {
    rows.count { $0.status == status }
  }
}
