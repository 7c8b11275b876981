import Golden
import TraceFormat

/// A golden's run read as samples: each printed row holds until the next one, as the differ
/// reads it, so the golden can be drawn over the same time axis as the replayed run.
struct GoldenRun {
  /// Samples per second of the golden run.
  let fps: Int
  /// How many samples the golden covers: up to its last row.
  let sampleCount: Int
  private let rows: [TraceDocument.Row]
  private let keyboardColumn: Int?
  private let paddingColumns: [Int?]

  /// The golden run of `strategy`, its columns matched by name to the replayed trace's
  /// containers and scroll views; nil when the golden has no such run.
  ///
  /// - Parameters:
  ///   - document: The golden trace.
  ///   - strategy: The run's strategy name.
  ///   - containerIDs: The replayed trace's containers, in order.
  ///   - safeAreaIDs: The replayed trace's keyboard safe-area containers, in order: their
  ///     shifts follow the paddings in ``Sample/paddings``.
  ///   - scrollViewIDs: The replayed trace's scroll views, in order: their content offsets
  ///     follow the shifts in ``Sample/paddings``, then their content insets.
  init?(
    _ document: TraceDocument, strategy: String, containerIDs: [String],
    safeAreaIDs: [String] = [], scrollViewIDs: [String] = []
  ) {
    guard let run = document.runs.first(where: { $0.strategy == strategy }),
      let last = run.rows.last
    else { return nil }
    fps = run.fps
    sampleCount = last.sample + 1
    rows = run.rows
    // Cells follow the columns after `t`.
    func cell(_ name: String) -> Int? {
      run.columns.firstIndex(of: name).flatMap { $0 >= 1 ? $0 - 1 : nil }
    }
    keyboardColumn = cell("keyboard")
    paddingColumns =
      containerIDs.map { cell("padding.\($0)") } + safeAreaIDs.map { cell("safeArea.\($0)") }
      + scrollViewIDs.map { cell("offset.\($0)") }
      + scrollViewIDs.map { cell("contentInset.\($0)") }
  }

  /// One held sample of the golden.
  struct Sample {
    /// The keyboard's on-screen height, if the golden has the column.
    var keyboard: Double?
    /// The values of the padding panel (each replayed container's padding, safe-area shift,
    /// scroll view's content offset and content inset), where the golden has the column.
    var paddings: [Double?]
  }

  /// Calls `body` with each sample index and the row held at it, in order.
  ///
  /// - Parameter body: Receives `k` and the golden's values at `k / fps`.
  func forEachSample(_ body: (Int, Sample) -> Void) {
    var rowIndex = 0
    var sample = values(of: rows[0])
    for index in 0..<sampleCount {
      while rowIndex + 1 < rows.count, rows[rowIndex + 1].sample <= index {
        rowIndex += 1
        sample = values(of: rows[rowIndex])
      }
      body(index, sample)
    }
  }

  private func values(of row: TraceDocument.Row) -> Sample {
    func number(_ column: Int?) -> Double? {
      guard let column, row.cells.indices.contains(column),
        case .number(let value) = row.cells[column]
      else { return nil }
      return value.doubleValue
    }
    return Sample(keyboard: number(keyboardColumn), paddings: paddingColumns.map(number))
  }
}
