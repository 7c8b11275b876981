/// What testing one scene came to: a small summary kept after its trace is gone.
struct SceneResult: Sendable, Equatable {
  /// The scene's result, as its line shows it.
  enum Status: String, Sendable, Equatable {
    /// Expectations held and the golden agrees.
    case pass = "PASS"
    /// Expectations held; the golden was missing and has been recorded.
    case new = "NEW"
    /// Expectations held; the golden differed and has been rewritten.
    case updated = "UPDATED"
    /// An expectation failed, or the golden is missing or disagrees.
    case fail = "FAIL"
    /// The scene is invalid, or a file could not be read or written.
    case error = "ERROR"

    /// Whether the scene counts as passed.
    var passes: Bool { self == .pass || self == .new || self == .updated }
  }

  /// One reason a scene failed, for JUnit and CI annotations.
  struct Failure: Sendable, Equatable {
    /// The kind: `expectation`, `golden`, `missing-golden`, `invalid-scene` or `io`.
    var type: String
    /// One line saying what is wrong.
    var message: String
    /// The file to point at.
    var file: String
    /// The line to point at, from 1.
    var line: Int
    /// The column, when known.
    var column: Int?
  }

  /// The scene file.
  var path: String
  /// The path relative to the suite root.
  var relativePath: String
  /// Which suite the scene belongs to.
  var suite: Int
  /// The result.
  var status: Status
  /// Lines to print under the result line (without indentation).
  var details: [String] = []
  /// Why it failed, in order; empty when it passed.
  var failures: [Failure] = []
  /// What the run wrote: a golden recorded or updated, a pending golden written.
  var recorded: RecordedFiles = RecordedFiles()
}

/// Counts of golden files a run wrote, by kind.
struct RecordedFiles: Sendable, Equatable {
  /// Goldens recorded where there were none.
  var new = 0
  /// Goldens overwritten.
  var updated = 0
  /// Pending goldens written for review.
  var pending = 0

  /// Adds another scene's counts.
  static func += (lhs: inout RecordedFiles, rhs: RecordedFiles) {
    lhs.new += rhs.new
    lhs.updated += rhs.updated
    lhs.pending += rhs.pending
  }
}
