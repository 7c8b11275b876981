#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte comparisons that read files a chunk at a time (``SystemFile``), so that comparing a
/// golden of any size costs no more memory than the trace it is compared with.
extension FileStore {
  /// Whether the file holds exactly `bytes`.
  ///
  /// The file is not asked for its size (that call costs about as much as a read): it is read
  /// until it ends, differs, or has shown a byte more than `bytes`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - bytes: The expected contents.
  /// - Returns: Whether the contents are equal; nil when there is no such file.
  package static func contents(of path: String, equal bytes: [UInt8]) -> Result<Bool?, FileError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .success(nil) : .failure(FileError("read", path, code: errno))
    }
    defer { close(descriptor) }
    return SystemFile.contents(of: descriptor, equal: bytes)
      .map { Optional($0) }
      .mapError { FileError("read", path, code: $0.code) }
  }

  /// The size of a file, in bytes.
  ///
  /// - Parameter path: The file.
  /// - Returns: The size; nil when there is no such file.
  package static func size(of path: String) -> Result<Int?, FileError> {
    openForReading(path).map { file in
      file.map { file in
        close(file.descriptor)
        return file.size
      }
    }
  }

  /// Whether two files hold the same bytes. Files of different sizes are not read at all.
  ///
  /// - Parameters:
  ///   - first: One file.
  ///   - second: The other.
  /// - Returns: Whether they are equal, or why one could not be read (a missing one included).
  package static func haveSameContents(_ first: String, _ second: String) -> Result<
    Bool, FileError
  > {
    var files: [(descriptor: Int32, size: Int)] = []
    defer {
      for file in files { close(file.descriptor) }
    }
    for path in [first, second] {
      switch openForReading(path) {
      case .failure(let error): return .failure(error)
      case .success(nil): return .failure(FileError("read", path, code: ENOENT))
      case .success(let file?): files.append(file)
      }
    }
    guard files[0].size == files[1].size else { return .success(false) }
    return SystemFile.contents(
      of: files[0].descriptor, equalContentsOf: files[1].descriptor, size: files[0].size
    ).mapError { FileError("read", first, code: $0.code) }
  }

  /// Opens a file for reading with its size; nil when there is no such file.
  private static func openForReading(_ path: String) -> Result<
    (descriptor: Int32, size: Int)?, FileError
  > {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .success(nil) : .failure(FileError("read", path, code: errno))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      return .failure(FileError("read", path, code: code))
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      return .failure(FileError("read", path, code: EISDIR))
    }
    return .success((descriptor, Int(status.st_size)))
  }
}
