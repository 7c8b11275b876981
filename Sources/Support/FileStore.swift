#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file operation that failed: which, on what, and the system's reason.
package struct FileError: Error, Sendable, Equatable {
  /// What was being done: `read`, `write`, `rename` or `remove`.
  package var operation: String
  /// The file.
  package var path: String
  /// The system's reason, such as `Permission denied`.
  package var reason: String

  /// The failure in one line, such as `cannot write Scenes/a.golden: Permission denied`.
  package var message: String { "cannot \(operation) \(path): \(reason)" }

  /// Creates the error for a failed `operation` on `path`, with the reason `strerror` gives
  /// for the system's error `code`.
  package init(_ operation: String, _ path: String, code: Int32) {
    self.operation = operation
    self.path = path
    reason = SystemError.text(code)
  }

  /// The error for a file that is not there (`ENOENT`), such as `cannot read a.golden: No such
  /// file or directory`.
  package static func noSuchFile(_ operation: String, _ path: String) -> FileError {
    FileError(operation, path, code: ENOENT)
  }
}

/// Whole-file reads, atomic writes, renames and removals with POSIX calls.
package enum FileStore {
  /// The file's bytes.
  ///
  /// - Parameter path: The file.
  /// - Returns: The bytes; nil when there is no such file.
  package static func read(_ path: String) -> Result<[UInt8]?, FileError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .success(nil) : .failure(FileError("read", path, code: errno))
    }
    defer { close(descriptor) }
    var buffer = FileBuffer()
    switch SystemFile.readAll(descriptor, limit: Int.max, sizeHint: nil, into: &buffer) {
    case .success: return .success(buffer.takeBytes())
    case .failure(let error): return .failure(FileError("read", path, code: error.code))
    }
  }

  /// Replaces the file's contents atomically: the bytes go to a temporary file in the same
  /// folder, which is then renamed over the target. A reader sees the old or the new file,
  /// never a part; an interruption leaves at most the temporary file, which
  /// ``TemporaryFiles/removeAll()`` or a later run removes.
  ///
  /// - Parameters:
  ///   - bytes: The new contents.
  ///   - path: The file to replace or create.
  ///   - temporaryFiles: Where the temporary file is registered while in flight.
  /// - Returns: Success, or why the file could not be written.
  package static func write(
    _ bytes: [UInt8], to path: String, temporaryFiles: TemporaryFiles = .shared
  ) -> Result<Void, FileError> {
    let (descriptor, temporary, token): (Int32, String, Int)
    switch temporaryFiles.create(for: path) {
    case .success(let created): (descriptor, temporary, token) = created
    case .failure(let error): return .failure(error)
    }
    defer { temporaryFiles.release(token) }
    let written = SystemFile.writeAll(bytes, to: descriptor)
    let closed = close(descriptor) == 0 ? 0 : errno
    if let code = written ?? (closed == 0 ? nil : closed) {
      unlink(temporary)
      return .failure(FileError("write", path, code: code))
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      return .failure(FileError("write", path, code: code))
    }
    return .success(())
  }

  /// Moves a file, replacing the destination atomically.
  ///
  /// - Parameters:
  ///   - source: The file to move.
  ///   - destination: Its new path, in the same file system.
  /// - Returns: Success, or why it could not be moved.
  package static func move(_ source: String, to destination: String) -> Result<Void, FileError> {
    rename(source, destination) == 0
      ? .success(()) : .failure(FileError("rename", source, code: errno))
  }

  /// Removes a file.
  ///
  /// - Parameter path: The file.
  /// - Returns: Whether there was a file to remove, or why it could not be removed.
  package static func remove(_ path: String) -> Result<Bool, FileError> {
    if unlink(path) == 0 { return .success(true) }
    return errno == ENOENT ? .success(false) : .failure(FileError("remove", path, code: errno))
  }
}
