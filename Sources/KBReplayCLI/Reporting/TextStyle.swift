/// How `review` shows its text: plain, or with ANSI colours when standard output is a terminal.
///
/// Only the look changes: with colours off every function returns its text as it is, so what
/// a pipe or a file receives is exactly the plain text.
struct TextStyle: Sendable, Equatable {
  /// Whether to colour.
  var usesColor: Bool

  /// `text` in bold.
  func bold(_ text: String) -> String {
    painted(text, "1")
  }

  /// A line of a unified diff, coloured as `git diff` colours it: removed lines red, added
  /// lines green, hunk headers cyan, the file names bold; any other line as it is.
  func diffLine(_ line: String) -> String {
    if line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return painted(line, "1") }
    if line.hasPrefix("@@") { return painted(line, "36") }
    if line.hasPrefix("-") { return painted(line, "31") }
    if line.hasPrefix("+") { return painted(line, "32") }
    return line
  }

  /// `text` between the escape that selects `parameters` and the one that resets them.
  private func painted(_ text: String, _ parameters: String) -> String {
    usesColor ? "\u{1B}[\(parameters)m\(text)\u{1B}[0m" : text
  }
}
