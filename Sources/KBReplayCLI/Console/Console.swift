/// One of the two text streams a command writes to.
public enum ConsoleStream: Sendable, Equatable {
  /// Results: summaries, tables, help, traces.
  case standardOutput
  /// Diagnostics: errors, warnings, usage problems.
  case standardError
}

/// Where commands write their text, so that tests can capture what a run prints.
public protocol Console: Sendable {
  /// Writes `text` exactly as given (no newline is added) to `stream`.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - stream: Standard output or standard error.
  func write(_ text: String, to stream: ConsoleStream)

  /// Writes UTF-8 bytes exactly as given to `stream`.
  ///
  /// Traces can be tens of megabytes; a console that writes to a file descriptor takes their
  /// bytes as they are instead of a `String` copy. By default the bytes are decoded and passed
  /// to ``write(_:to:)``.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8.
  ///   - stream: Standard output or standard error.
  func write(utf8 bytes: [UInt8], to stream: ConsoleStream)
}

extension Console {
  /// Decodes `bytes` and writes the text with ``write(_:to:)``.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8.
  ///   - stream: Standard output or standard error.
  public func write(utf8 bytes: [UInt8], to stream: ConsoleStream) {
    write(String(decoding: bytes, as: UTF8.self), to: stream)
  }

  /// Writes `line` followed by a newline to `stream`.
  ///
  /// - Parameters:
  ///   - line: The text of the line, without its newline.
  ///   - stream: Standard output (the default) or standard error.
  public func writeLine(_ line: String, to stream: ConsoleStream = .standardOutput) {
    write(line + "\n", to: stream)
  }
}
