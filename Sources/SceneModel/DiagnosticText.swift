/// How an error message shows text taken from a file (a key, an id, a word of a broken line),
/// so that whatever the file holds cannot disturb a terminal or flood it.
package enum DiagnosticText {
  /// The longest message shown, in Unicode scalars; a longer one (quoting a megabyte-long key,
  /// say) keeps its start and end around a `...`.
  package static let messageWidth = 240

  /// A scalar as shown: control characters as their Unicode control pictures (NUL as U+2400,
  /// DEL as U+2421), and a tab as a space when `tabsAsSpaces` (where a caret must line up).
  package static func printable(_ scalar: Unicode.Scalar, tabsAsSpaces: Bool) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09 where tabsAsSpaces: " "
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
    case 0x7F: "\u{2421}"
    default: scalar
    }
  }

  /// A message as printed: its scalars ``printable(_:tabsAsSpaces:)``, and cut around a `...`
  /// when it is longer than ``messageWidth``.
  package static func displayed(_ message: String, tabsAsSpaces: Bool) -> String {
    let scalars = message.unicodeScalars
    let show = { printable($0, tabsAsSpaces: tabsAsSpaces) }
    guard scalars.count > messageWidth || scalars.contains(where: { show($0) != $0 }) else {
      return message
    }
    var shown = scalars.map(show)
    if shown.count > messageWidth {
      let tail = messageWidth / 4
      shown =
        shown.prefix(messageWidth - tail - 3) + Array("...".unicodeScalars) + shown.suffix(tail)
    }
    return String(String.UnicodeScalarView(shown))
  }

  /// The widest source excerpt shown under a diagnostic, in Unicode scalars.
  package static let excerptWidth = 80

  /// The line a diagnostic points into, and a caret under `column`, each ending with a
  /// newline: the line is cut to about ``excerptWidth`` scalars around the point when longer
  /// (with `...` where it is cut). Tabs show as spaces so the caret lines up, other control
  /// characters as their Unicode control pictures (NUL as U+2400) so they cannot disturb the
  /// terminal.
  ///
  /// Only the line's first `column + excerptWidth` scalars are ever shown, so a caller with a
  /// very long line may pass just those: the excerpt is the same.
  ///
  /// - Parameters:
  ///   - line: The line's text, without its line break.
  ///   - column: The 1-based column of the point, in Unicode scalars.
  /// - Returns: Two lines: the (cut) line and the caret.
  package static func excerpt(of line: String, column: Int) -> String {
    let scalars = line.unicodeScalars.map { printable($0, tabsAsSpaces: true) }
    let point = column - 1
    var start = 0
    var end = scalars.count
    if scalars.count > excerptWidth {
      start = max(0, min(point - excerptWidth / 2, scalars.count - excerptWidth))
      end = min(scalars.count, start + excerptWidth)
    }
    var shown = String(String.UnicodeScalarView(scalars[start..<end]))
    var caret = point - start
    if start > 0 {
      shown = "..." + shown
      caret += 3
    }
    if end < scalars.count { shown += "..." }
    return shown + "\n" + String(repeating: " ", count: max(caret, 0)) + "^\n"
  }
}
