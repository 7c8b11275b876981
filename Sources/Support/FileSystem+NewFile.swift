#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file that must not exist yet, and the folder queries that go with it.
extension FileSystem {
  /// Why a new file was not written.
  package enum CreateError: Error, Equatable {
    /// Something (a file, a folder, a link) is already at the path; nothing was written.
    case exists
    /// The system refused, with its reason, such as `Permission denied`.
    case failed(reason: String)
  }

  /// Writes `contents` to a new file at `path`, or nothing when anything is already there.
  ///
  /// The check and the creation are one system call (`O_CREAT | O_EXCL`), so a file that
  /// appears meanwhile is not overwritten either. A partly written file is removed.
  ///
  /// - Parameters:
  ///   - path: The file to create; its folder must exist.
  ///   - contents: The text to write, as UTF-8.
  /// - Returns: Success, or why nothing was written.
  package static func createNewFile(at path: String, contents: String) -> Result<Void, CreateError>
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return .failure(errno == EEXIST ? .exists : .failed(reason: SystemError.text(errno)))
    }
    var failure = SystemFile.writeAll(contents, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(path)
      return .failure(.failed(reason: SystemError.text(failure)))
    }
    return .success(())
  }

  /// Creates `folder` and the folders above it that are missing, like `mkdir -p`.
  ///
  /// - Parameter folder: The folder to create; an empty path means the current folder.
  /// - Returns: Success when the folder exists afterwards, or the system's reason.
  package static func makeFolders(_ folder: String) -> Result<Void, ReadError> {
    var prefix = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/") {
      prefix += component
      if kind(of: prefix, followsLinks: true) != .folder,
        mkdir(prefix, 0o755) != 0, errno != EEXIST
      {
        return .failure(ReadError(path: prefix, reason: SystemError.text(errno)))
      }
      prefix += "/"
    }
    return .success(())
  }

  /// The absolute path of `path` with links and `..` resolved, when it exists.
  package static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
