#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running process's environment variables, read with the C library rather than through
/// Foundation, so that the tool does not load Foundation (and its Unicode data) at every start.
package enum Environment {
  /// The environment variables, `NAME=value` split at the first `=`; a later repeat of a name
  /// wins.
  package static var variables: [String: String] {
    var variables: [String: String] = [:]
    // Darwin's headers do not declare `environ` to Swift; `_NSGetEnviron()` is its way.
    #if canImport(Darwin)
      guard var entry = _NSGetEnviron()?.pointee else { return variables }
    #else
      var entry = environ
    #endif
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }

  /// One variable's value (`getenv`).
  ///
  /// - Parameter name: The variable.
  /// - Returns: Its value, or nil when it is not set.
  package static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
