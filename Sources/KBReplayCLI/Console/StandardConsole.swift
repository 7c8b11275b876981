import Support

/// The process's own standard output and standard error.
///
/// Each call goes straight to the file descriptor with `write(2)` rather than through C's
/// `stdout`, whose global is not concurrency-safe in Swift 6 and whose buffer would interleave
/// badly with standard error.
package struct StandardConsole: Console {
  /// Creates the console of the running process.
  package init() {}

  /// Writes `text` to file descriptor 1 or 2, retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - stream: Standard output or standard error.
  package func write(_ text: String, to stream: ConsoleStream) {
    // A native string's UTF-8 is written where it lies, without a copy. A closed or failing
    // stream cannot be reported anywhere better.
    SystemFile.writeAll(text, to: Self.descriptor(stream))
  }

  /// Writes `bytes` to file descriptor 1 or 2 as they are, retrying short and interrupted
  /// writes.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8.
  ///   - stream: Standard output or standard error.
  package func write(utf8 bytes: [UInt8], to stream: ConsoleStream) {
    SystemFile.writeAll(bytes, to: Self.descriptor(stream))
  }

  private static func descriptor(_ stream: ConsoleStream) -> Int32 {
    stream == .standardOutput ? 1 : 2
  }
}
