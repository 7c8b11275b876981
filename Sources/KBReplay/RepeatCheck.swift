/// The files met so far under the command line's paths, so that a file two paths name (a
/// folder and a file in it, or the same folder twice) is taken once, under the first.
///
/// One path's files never repeat, so with a single path nothing is remembered: a large suite
/// is not hashed for nothing.
package struct RepeatCheck {
  private var seen: Set<String>?

  /// Creates a check for a command line naming `pathCount` paths.
  package init(pathCount: Int) {
    seen = pathCount > 1 ? [] : nil
  }

  /// Whether `file` is met for the first time (always, when one path was given).
  package mutating func isFirst(_ file: String) -> Bool {
    seen?.insert(file).inserted ?? true
  }
}
