/// A problem found while reading a line: the byte where the offending token starts, and what
/// is wrong. ``LogText/diagnostic(_:atByte:severity:)`` turns it into a positioned diagnostic.
struct LogError: Error, Equatable {
  /// The offset of the offending token in the log's bytes.
  var offset: Int
  /// What is wrong, one sentence without a trailing period.
  var message: String

  init(_ message: String, at offset: Int) {
    self.offset = offset
    self.message = message
  }
}
