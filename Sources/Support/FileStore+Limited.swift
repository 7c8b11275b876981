#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a read with a size limit found.
package enum LimitedRead: Sendable, Equatable {
  /// The whole file, no larger than the limit.
  case bytes([UInt8])
  /// The file is larger than the limit: its size, as the system reports it (or as much as was
  /// read, for a stream that does not know its size).
  case tooLarge(size: Int)
}

extension FileStore {
  /// The file's bytes, unless it is larger than `limit`.
  ///
  /// A file whose size the system knows is measured first and refused without reading a byte
  /// when too large; a stream (a pipe) is read up to one byte past the limit. So a file of any
  /// size costs at most `limit` bytes of memory and one read of them.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The bytes or the size found too large; a failure when the file cannot be read
  ///   (it does not exist, it is a folder).
  package static func read(_ path: String, limit: Int) -> Result<LimitedRead, FileError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(FileError("read", path, code: errno)) }
    defer { close(descriptor) }
    return read(descriptor, named: path, limit: limit)
  }

  /// Standard input's bytes, unless there are more than `limit`: a file redirected to it is
  /// measured first, a pipe read up to one byte past the limit.
  ///
  /// - Parameter limit: The largest size accepted, in bytes.
  /// - Returns: The bytes or the size found too large; a failure when a read fails.
  package static func readStandardInput(limit: Int) -> Result<LimitedRead, FileError> {
    read(STDIN_FILENO, named: "<stdin>", limit: limit)
  }

  private static func read(_ descriptor: Int32, named path: String, limit: Int) -> Result<
    LimitedRead, FileError
  > {
    var status = stat()
    if fstat(descriptor, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .failure(FileError("read", path, code: EISDIR))
      // Only a regular file's size is its length; a pipe or a device reports none.
      case S_IFREG where Int(status.st_size) > limit:
        return .success(.tooLarge(size: Int(status.st_size)))
      default: break
      }
    }
    // A regular file's size is known: room for all of it at once, rather than doubling.
    let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
    var buffer = FileBuffer(capacity: 0)
    switch SystemFile.readAll(descriptor, limit: limit, sizeHint: size, into: &buffer) {
    case .failure(let error): return .failure(FileError("read", path, code: error.code))
    case .success(.tooLarge(let found)): return .success(.tooLarge(size: found))
    case .success(.complete): return .success(.bytes(buffer.takeBytes()))
    }
  }
}
