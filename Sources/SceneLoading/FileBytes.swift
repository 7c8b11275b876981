#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Reads whole files with POSIX calls, refusing any larger than a limit before reading it all.
enum FileBytes {
  /// Why a file could not be read.
  enum Failure: Error, Equatable {
    /// The system's reason, such as "No such file or directory".
    case unreadable(String)
    /// The file is larger than the limit; the first bytes are kept to show its first line.
    case tooLarge(size: Int, head: [UInt8])
  }

  /// The file's bytes, refused when there are more than `limit`.
  ///
  /// The file is read until a read returns nothing, into a buffer that doubles when full,
  /// without asking the system for its size first: that call costs about as much as a read,
  /// and a folder fails the first read anyway (with "Is a directory"). Only a file found too
  /// large is asked for its size, to report it.
  static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    // The path's own bytes: passing the string would convert it into a new array first.
    let descriptor = path.withCString { open($0, O_RDONLY) }
    guard descriptor >= 0 else { return .failure(.unreadable(systemError())) }
    defer { close(descriptor) }
    // At most one byte more than the limit: that byte shows that the file is too large.
    var buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: min(firstCapacity, limit + 1), alignment: 1)
    defer { buffer.deallocate() }
    var count = 0
    while true {
      if count == buffer.count {
        guard count <= limit else { break }
        let grown = UnsafeMutableRawBufferPointer.allocate(
          byteCount: min(2 * count, limit + 1), alignment: 1)
        grown.copyMemory(from: UnsafeRawBufferPointer(buffer))
        buffer.deallocate()
        buffer = grown
      }
      let read = systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return .failure(.unreadable(systemError())) }
      if read == 0 { break }
      count += read
    }
    if count > limit {
      var status = stat()
      let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), count) : count
      let head = Array(UnsafeRawBufferPointer(rebasing: buffer.prefix(4096)))
      return .failure(.tooLarge(size: size, head: head))
    }
    return .success(Array(UnsafeRawBufferPointer(rebasing: buffer[..<count])))
  }

  /// The first buffer's size: more than nearly every scene needs.
  private static let firstCapacity = 16_384

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
