#if canImport(Glibc)
  import Glibc
  private let systemRead = Glibc.read
#elseif canImport(Musl)
  import Musl
  private let systemRead = Musl.read
#elseif canImport(Darwin)
  import Darwin
  private let systemRead = Darwin.read
#endif

/// Byte comparisons that read files a chunk at a time, so that comparing a golden of any size
/// costs no more memory than the trace it is compared with.
extension FileStore {
  /// Whether the file holds exactly `bytes`. A file of another size is not read at all.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - bytes: The expected contents.
  /// - Returns: Whether the contents are equal; nil when there is no such file.
  public static func contents(of path: String, equal bytes: [UInt8]) -> Result<Bool?, FileError> {
    switch openForReading(path) {
    case .failure(let error): return .failure(error)
    case .success(nil): return .success(nil)
    case .success(let file?):
      defer { close(file.descriptor) }
      guard file.size == bytes.count else { return .success(false) }
      return compare(file.descriptor, path) { offset, chunk in
        offset + chunk.count <= bytes.count
          && bytes[offset..<offset + chunk.count].elementsEqual(chunk)
      }.map { $0 }
    }
  }

  /// The size of a file, in bytes.
  ///
  /// - Parameter path: The file.
  /// - Returns: The size; nil when there is no such file.
  public static func size(of path: String) -> Result<Int?, FileError> {
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
  public static func haveSameContents(_ first: String, _ second: String) -> Result<
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
    var other = [UInt8](repeating: 0, count: chunkSize)
    return compare(files[0].descriptor, first) { _, chunk in
      var filled = 0
      while filled < chunk.count {
        let count = other.withUnsafeMutableBytes { buffer in
          systemRead(
            files[1].descriptor, buffer.baseAddress.map { $0 + filled }, chunk.count - filled)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        filled += count
      }
      return other[..<chunk.count].elementsEqual(chunk)
    }
  }

  private static let chunkSize = 65_536

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

  /// Reads the file a chunk at a time, asking `matches(offset, chunk)` of each; stops at the
  /// first that does not match.
  private static func compare(
    _ descriptor: Int32, _ path: String,
    _ matches: (Int, UnsafeRawBufferPointer) -> Bool
  ) -> Result<Bool, FileError> {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    var offset = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(FileError("read", path, code: errno)) }
      if count == 0 { return .success(true) }
      let same = chunk.withUnsafeBytes {
        matches(offset, UnsafeRawBufferPointer(rebasing: $0[..<count]))
      }
      guard same else { return .success(false) }
      offset += count
    }
  }
}
