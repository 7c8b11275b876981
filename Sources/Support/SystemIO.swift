#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's `read` and `write` under names of their own: inside `FileStore`, whose
// `read(_:)` and `write(_:to:temporaryFiles:)` shadow them, and in the files beside it.

/// `read(2)`.
public func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// `write(2)`.
public func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
