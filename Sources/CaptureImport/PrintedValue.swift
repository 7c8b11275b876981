/// A value of a printed notification or userInfo: Objective-C's `{key = value; ...}`,
/// Swift's `[AnyHashable("key"): value, ...]`, or a scalar, each knowing where it is written.
enum PrintedValue {
  /// A dictionary, in either spelling.
  case dictionary([PrintedEntry], offset: Int)
  /// A quoted string or a value written bare (`7`, `0.25`, `NSRect: {{0, 516}, {393, 336}}`):
  /// its text, and where that text is (nil for a quoted string with escapes, whose bytes are
  /// not its text).
  case text(String, offset: Int, content: Range<Int>?)
  /// An object's description in `<...>`, a list in `(...)` or `[...]`: nothing an import reads.
  case skipped(offset: Int)

  /// Where the value starts.
  var offset: Int {
    switch self {
    case .dictionary(_, let offset), .text(_, let offset, _), .skipped(let offset): offset
    }
  }

  /// The text of a scalar, nil for anything else.
  var text: String? {
    if case .text(let text, _, _) = self { return text }
    return nil
  }
}

/// One `key = value` or `key: value` entry.
struct PrintedEntry {
  var key: String
  var keyOffset: Int
  var value: PrintedValue
}
