/// Counts of golden files a run wrote, by kind.
package struct RecordedFiles: Sendable, Equatable {
  /// Goldens recorded where there were none.
  package var new = 0
  /// Goldens overwritten.
  package var updated = 0
  /// Pending goldens written for review.
  package var pending = 0

  /// No files.
  package init() {}

  /// Adds another scene's counts.
  package static func += (lhs: inout RecordedFiles, rhs: RecordedFiles) {
    lhs.new += rhs.new
    lhs.updated += rhs.updated
    lhs.pending += rhs.pending
  }
}
