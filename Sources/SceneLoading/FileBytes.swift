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
  static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    // The path's own bytes: passing the string would convert it into a new array first.
    let descriptor = path.withCString { open($0, O_RDONLY) }
    guard descriptor >= 0 else { return .failure(.unreadable(systemError())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(systemError())) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("Is a directory")) }
    // One byte more than expected, to notice a file that grew; grows again if it did.
    var bytes = [UInt8](repeating: 0, count: min(max(Int(status.st_size), 0), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { break }
        bytes += [UInt8](repeating: 0, count: min(count, limit + 1 - count))
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return .failure(.unreadable(systemError())) }
      if read == 0 { break }
      count += read
    }
    if count > limit {
      return .failure(
        .tooLarge(size: max(Int(status.st_size), count), head: Array(bytes.prefix(4096))))
    }
    bytes.removeLast(bytes.count - count)
    return .success(bytes)
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
