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
public struct StandardConsole: Console {
  /// Creates the console of the running process.
  public init() {}

  /// Writes `text` to file descriptor 1 or 2, retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - stream: Standard output or standard error.
  public func write(_ text: String, to stream: ConsoleStream) {
    let descriptor: Int32 = stream == .standardOutput ? 1 : 2
    // A native string's UTF-8 is written where it lies: a trace can be tens of megabytes, and
    // one `write(2)` loop over it costs far less than copying it first.
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
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
}

/// The C library's `write`, named apart from ``StandardConsole/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
