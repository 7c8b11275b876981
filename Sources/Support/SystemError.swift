#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call's failure: its `errno` value, and the system's text for it.
package struct SystemError: Error, Sendable, Equatable {
  /// The `errno` value, such as `ENOENT`.
  package var code: Int32

  /// Creates the error for an `errno` value.
  package init(code: Int32) {
    self.code = code
  }

  /// The error the last failed system call of this thread left in `errno`.
  static var current: SystemError { SystemError(code: errno) }

  /// The system's text for the error, such as `No such file or directory`.
  package var text: String { Self.text(code) }

  /// The system's text for an `errno` value (`strerror`), or `error N` when it has none:
  /// the one place that turns an error number into words.
  package static func text(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
