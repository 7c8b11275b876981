import Support

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // A native string's UTF-8 is written where it lies, without a copy.
    var text = text
    text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: stream) }
  }

  /// Writes `bytes` to file descriptor 1 or 2 as they are, retrying short and interrupted
  /// writes.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8.
  ///   - stream: Standard output or standard error.
  package func write(utf8 bytes: [UInt8], to stream: ConsoleStream) {
    bytes.withUnsafeBytes { Self.write($0, to: stream) }
  }

  private static func write(_ buffer: UnsafeRawBufferPointer, to stream: ConsoleStream) {
    guard let base = buffer.baseAddress else { return }
    let descriptor: Int32 = stream == .standardOutput ? 1 : 2
    var offset = 0
    while offset < buffer.count {
      let written = systemWrite(descriptor, base + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return  // A closed or failing stream cannot be reported anywhere better.
      }
    }
  }
}

/// The C library's `write`, named apart from ``StandardConsole/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
