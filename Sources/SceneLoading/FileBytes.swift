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

  /// Reads the file's bytes into `buffer`, in place of what it held; nil when they are all
  /// there, else why not (and what is left in `buffer` is not the file).
  ///
  /// The file is read until a read returns nothing, into the buffer's room, doubled when full,
  /// without asking the system for its size first: that call costs about as much as a read,
  /// and a folder fails the first read anyway (with "Is a directory"). Only a file found too
  /// large is asked for its size, to report it.
  static func read(_ path: String, limit: Int, into buffer: FlatBuffer<UInt8>) -> Failure? {
    // The path's own bytes: passing the string would convert it into a new array first.
    let descriptor = path.withCString { open($0, O_RDONLY) }
    guard descriptor >= 0 else { return .unreadable(systemError()) }
    defer { close(descriptor) }
    buffer.removeAll()
    buffer.reserveCapacity(min(firstCapacity, limit + 1))
    while true {
      // At most one byte more than the limit: that byte shows that the file is too large.
      let end = min(buffer.capacity, limit + 1)
      if buffer.count == end {
        guard buffer.count <= limit else { break }
        buffer.reserveCapacity(min(2 * buffer.count, limit + 1))
        continue
      }
      let read = buffer.appendInPlace(maximumCount: end - buffer.count) { room in
        systemRead(descriptor, room.baseAddress, room.count)
      }
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return .unreadable(systemError()) }
      if read == 0 { break }
    }
    if buffer.count > limit {
      var status = stat()
      let count = buffer.count
      let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), count) : count
      return .tooLarge(size: size, head: buffer.elements(0..<min(count, 4096)))
    }
    return nil
  }

  /// The first buffer's size: more than nearly every scene needs.
  static var firstCapacity: Int { 16_384 }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
