/// How an error message shows text taken from a file (a key, an id, a word of a broken line),
/// so that whatever the file holds cannot disturb a terminal or flood it.
public enum DiagnosticText {
  /// The longest message shown, in Unicode scalars; a longer one (quoting a megabyte-long key,
  /// say) keeps its start and end around a `...`.
  public static let messageWidth = 240

  /// A scalar as shown: control characters as their Unicode control pictures (NUL as U+2400,
  /// DEL as U+2421), and a tab as a space when `tabsAsSpaces` (where a caret must line up).
  public static func printable(_ scalar: Unicode.Scalar, tabsAsSpaces: Bool) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09 where tabsAsSpaces: " "
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
    case 0x7F: "\u{2421}"
    default: scalar
    }
  }

  /// A message as printed: its scalars ``printable(_:tabsAsSpaces:)``, and cut around a `...`
  /// when it is longer than ``messageWidth``.
  public static func displayed(_ message: String, tabsAsSpaces: Bool) -> String {
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
}
