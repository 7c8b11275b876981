#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte comparisons that read files a chunk at a time, so that comparing a golden of any size
/// costs no more memory than the trace it is compared with.
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
    return bytes.withUnsafeBytes { expected in
      compare(descriptor, path, size: expected.count) { offset, chunk in
        offset + chunk.count <= expected.count
          && equal(
            UnsafeRawBufferPointer(rebasing: expected[offset..<offset + chunk.count]), chunk)
      }
    }.map { length in length == bytes.count }
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
    var other = [UInt8](repeating: 0, count: chunkSize)
    return compare(files[0].descriptor, first, size: files[0].size) { _, chunk in
      var filled = 0
      while filled < chunk.count {
        let count = other.withUnsafeMutableBytes { buffer in
          SystemFile.readSome(
            files[1].descriptor, buffer.baseAddress.map { $0 + filled }, chunk.count - filled)
        }
        guard count > 0 else { return false }
        filled += count
      }
      return other.withUnsafeBytes {
        equal(UnsafeRawBufferPointer(rebasing: $0[..<chunk.count]), chunk)
      }
    }.map { $0 != nil }
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
  /// first that does not match. Returns the number of bytes read when every chunk matched,
  /// nil when one did not. `size` (the size expected) only bounds the buffer: a small file is
  /// read with a small one, whose bytes need no zeroing.
  private static func compare(
    _ descriptor: Int32, _ path: String, size: Int,
    _ matches: (Int, UnsafeRawBufferPointer) -> Bool
  ) -> Result<Int?, FileError> {
    // On the stack when the thread has room for it (a golden's size, usually): a large block
    // from malloc costs more to take and give back than the compare of a small golden.
    withUnsafeTemporaryAllocation(byteCount: min(chunkSize, size + 1), alignment: 1) { chunk in
      var offset = 0
      while true {
        let count = SystemFile.readSome(descriptor, chunk.baseAddress, chunk.count)
        guard count >= 0 else { return .failure(FileError("read", path, code: errno)) }
        if count == 0 { return .success(offset) }
        guard matches(offset, UnsafeRawBufferPointer(rebasing: chunk[..<count])) else {
          return .success(nil)
        }
        offset += count
      }
    }
  }

  /// Whether two buffers of the same length hold the same bytes.
  private static func equal(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer)
    -> Bool
  {
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
      return first.count == second.count
    }
    return first.count == second.count && memcmp(firstBase, secondBase, first.count) == 0
  }
}
