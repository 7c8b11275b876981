#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's `read` and `write` under names of their own, which nothing shadows: inside
// `FileStore`, its `read(_:)` and `write(_:to:temporaryFiles:)` hide the C names.

/// `read(2)`: up to `count` bytes from `descriptor` into `buffer`.
///
/// - Returns: The number of bytes read, 0 at the end of the file, or -1 with `errno` set.
package func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

/// `write(2)`: up to `count` bytes from `buffer` to `descriptor`.
///
/// - Returns: The number of bytes written, or -1 with `errno` set.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
