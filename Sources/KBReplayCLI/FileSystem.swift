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

  /// One name in a folder, with what it is when the listing says so.
  struct Entry: Equatable {
    /// The name.
    var name: String
    /// What it is, as the listing gives it (not following links); nil when the file system
    /// does not say, and `kind(of:followsLinks:)` must be asked.
    var kind: EntryKind?
  }

  /// The entries of `folder`, without `.` and `..`, in the order the system returns them.
  ///
  /// Most file systems give each entry's type in the listing itself, which spares a scan of a
  /// large suite one `lstat` per file.
  ///
  /// - Parameter folder: The folder to list.
  /// - Returns: The entries, or the system's reason (`strerror`) when the folder cannot be read.
  static func entries(inFolder folder: String) -> Result<[Entry], ReadError> {
    guard let stream = opendir(folder) else {
      return .failure(ReadError(path: folder, reason: describe(errno)))
    }
    defer { closedir(stream) }
    var entries: [Entry] = []
    while let entry = readdir(stream) {
      // `String(cString:)` reads only up to the terminator: the rest of `d_name` is
      // uninitialised, and word-at-a-time decoding of the whole buffer upsets valgrind.
      let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        let capacity = MemoryLayout.size(ofValue: tuple.pointee)
        return tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name != "." && name != ".." {
        entries.append(Entry(name: name, kind: kind(ofListedType: Int(entry.pointee.d_type))))
      }
    }
    return .success(entries)
  }

  /// The kind a listing's `d_type` gives, or nil when it is unknown.
  private static func kind(ofListedType type: Int) -> EntryKind? {
    switch type {
    case Int(DT_UNKNOWN): nil
    case Int(DT_DIR): .folder
    case Int(DT_REG): .file
    case Int(DT_LNK): .symbolicLink
    default: .other
    }
  }

  /// The system's description of an `errno` value.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
