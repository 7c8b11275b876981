#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file-system queries that scene discovery needs.
package enum FileSystem {
  /// What a path refers to.
  package enum EntryKind: Equatable {
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
  package struct ReadError: Error, Equatable {
    /// The folder.
    package var path: String
    /// The system's reason, such as `Permission denied`.
    package var reason: String

    /// Creates the error for a folder.
    ///
    /// - Parameters:
    ///   - path: The folder.
    ///   - reason: The system's reason.
    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// What `path` refers to.
  ///
  /// - Parameters:
  ///   - path: The path to examine.
  ///   - followsLinks: Whether to describe a link's target (`stat`) or the link (`lstat`).
  /// - Returns: The kind, or nil when nothing is there or it cannot be examined.
  package static func kind(of path: String, followsLinks: Bool) -> EntryKind? {
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

  /// A folder's entries, without `.` and `..`, in the order the system returns them: their
  /// names' bytes back to back in one buffer, so that listing a large suite makes no string
  /// per file.
  package struct Listing {
    /// Every name's bytes, one after the other.
    package private(set) var names: [UInt8] = []
    /// Each entry: where its name is in ``names``, and what it is as the listing gives it (not
    /// following links); nil when the file system does not say, and
    /// `kind(of:followsLinks:)` must be asked.
    package private(set) var entries: [(name: Range<Int>, kind: EntryKind?)] = []

    fileprivate mutating func add(_ name: UnsafeBufferPointer<UInt8>, kind: EntryKind?) {
      let start = names.count
      names.append(contentsOf: name)
      entries.append((start..<names.count, kind))
    }
  }

  /// The entries of `folder`.
  ///
  /// Most file systems give each entry's type in the listing itself, which spares a scan of a
  /// large suite one `lstat` per file.
  ///
  /// - Parameter folder: The folder to list.
  /// - Returns: The entries, or the system's reason (`strerror`) when the folder cannot be read.
  package static func listing(ofFolder folder: String) -> Result<Listing, ReadError> {
    guard let stream = opendir(folder) else {
      return .failure(ReadError(path: folder, reason: SystemError.text(errno)))
    }
    defer { closedir(stream) }
    var listing = Listing()
    while let entry = readdir(stream) {
      // Only the bytes up to the terminator: the rest of `d_name` is uninitialised.
      withUnsafeBytes(of: &entry.pointee.d_name) { field in
        let bytes = field.bindMemory(to: UInt8.self)
        let name = field.withMemoryRebound(to: CChar.self) { characters in
          UnsafeBufferPointer(
            rebasing: bytes[..<(characters.baseAddress.map { strlen($0) } ?? 0)])
        }
        let isDotOrDotDot =
          name.count <= 2 && name.allSatisfy { $0 == UInt8(ascii: ".") } && !name.isEmpty
        if !isDotOrDotDot {
          listing.add(name, kind: kind(ofListedType: Int(entry.pointee.d_type)))
        }
      }
    }
    return .success(listing)
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
}
