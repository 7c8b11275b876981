#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file-system queries that scene discovery needs.
enum FileSystem {
  /// What a path refers to.
  enum EntryKind: Equatable {
    /// A folder.
    case folder
    /// A regular file.
    case file
    /// A symbolic link (only reported when links are not followed).
    case symbolicLink
    /// A device, socket or pipe.
    case other
  }

  /// A folder that exists but could not be read.
  struct ReadError: Error, Equatable {
    /// The folder.
    var path: String
    /// The system's reason, such as `Permission denied`.
    var reason: String
  }

  /// What `path` refers to.
  ///
  /// - Parameters:
  ///   - path: The path to examine.
  ///   - followsLinks: Whether to describe a link's target (`stat`) or the link (`lstat`).
  /// - Returns: The kind, or nil when nothing is there or it cannot be examined.
  static func kind(of path: String, followsLinks: Bool) -> EntryKind? {
    var status = stat()
    let result = followsLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The names in `folder`, without `.` and `..`, in the order the system returns them.
  ///
  /// - Parameter folder: The folder to list.
  /// - Returns: The names, or the system's reason (`strerror`) when the folder cannot be read.
  static func names(inFolder folder: String) -> Result<[String], ReadError> {
    guard let stream = opendir(folder) else {
      return .failure(ReadError(path: folder, reason: describe(errno)))
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      // `String(cString:)` reads only up to the terminator: the rest of `d_name` is
      // uninitialised, and word-at-a-time decoding of the whole buffer upsets valgrind.
      let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        let capacity = MemoryLayout.size(ofValue: tuple.pointee)
        return tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name != "." && name != ".." {
        names.append(name)
      }
    }
    return .success(names)
  }

  /// The system's description of an `errno` value.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
