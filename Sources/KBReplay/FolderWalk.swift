import Support

/// The files under a folder whose names pass a filter, found recursively.
///
/// Entries whose names start with a dot (so `.build` and `.git` too) are skipped. Links to files
/// are followed; links to folders are not, so a walk cannot loop. Files are sorted by the bytes
/// of their paths and unreadable folders by theirs, so the result does not depend on the order
/// the system lists entries in.
///
/// The walk works on the bytes of names and paths and makes a string only for each file kept.
/// It sorts each folder's entries rather than all the paths at the end: a folder is ordered
/// among its siblings by its name followed by `/`, the bytes that every path under it continues
/// with, so visiting the entries in that order yields the paths in bytewise order.
package struct FolderWalk {
  /// The files found, sorted bytewise.
  package private(set) var files: [String] = []
  /// The folders that could not be listed, sorted bytewise by path.
  package private(set) var unreadable: [FileSystem.ReadError] = []

  /// Walks `root`, keeping the files whose names (the bytes of the last path component) pass
  /// `includes`.
  package init(root: String, including includes: (ArraySlice<UInt8>) -> Bool) {
    var folder = Array(root.utf8)
    walk(&folder, including: includes)
    unreadable.sort { SceneFileFinder.precedesBytewise($0.path, $1.path) }
  }

  /// Appends the kept files under `folder`, the bytes of a folder's path, in bytewise order;
  /// `folder` is used as room to build the paths in and is left as it was.
  private mutating func walk(
    _ folder: inout [UInt8], including includes: (ArraySlice<UInt8>) -> Bool
  ) {
    let listing: FileSystem.Listing
    switch FileSystem.listing(ofFolder: String(decoding: folder, as: UTF8.self)) {
    case .success(let listed): listing = listed
    case .failure(let error): return unreadable.append(error)
    }
    let folderLength = folder.count
    defer { folder.removeSubrange(folderLength...) }
    // Paths under the folder: its path, one slash, the name.
    if folder.last != UInt8(ascii: "/") { folder.append(UInt8(ascii: "/")) }
    let prefixLength = folder.count

    let names = listing.names
    var kept: [Kept] = []
    for (range, listedKind) in listing.entries {
      let name = names[range]
      guard name.first != UInt8(ascii: ".") else { continue }
      func path() -> String {
        String(decoding: folder + name, as: UTF8.self)
      }
      switch listedKind ?? FileSystem.kind(of: path(), followsLinks: false) {
      case .folder:
        kept.append(Kept(name: range, isFolder: true, in: names))
      case .file:
        if includes(name) {
          kept.append(Kept(name: range, isFolder: false, in: names))
        }
      case .symbolicLink:
        if includes(name) && FileSystem.kind(of: path(), followsLinks: true) == .file {
          kept.append(Kept(name: range, isFolder: false, in: names))
        }
      case .other, nil:
        continue
      }
    }
    kept.sort { $0.precedes($1, in: names) }

    for entry in kept {
      folder.removeSubrange(prefixLength...)
      folder += names[entry.name]
      if entry.isFolder {
        walk(&folder, including: includes)
      } else {
        files.append(String(decoding: folder, as: UTF8.self))
      }
    }
  }

  /// An entry kept from a listing: a folder to walk or a file to keep.
  private struct Kept {
    /// Where its name is in the listing's names.
    var name: Range<Int>
    var isFolder: Bool
    /// The first 16 bytes of the name (a folder's followed by `/`) as two big-endian words,
    /// padded with zero bytes, which no name holds: most comparisons need nothing else.
    private var head: (UInt64, UInt64) = (0, 0)

    init(name: Range<Int>, isFolder: Bool, in names: [UInt8]) {
      self.name = name
      self.isFolder = isFolder
      var words: (UInt64, UInt64) = (0, 0)
      for index in 0..<16 {
        let byte: UInt8
        if index < name.count {
          byte = names[name.lowerBound + index]
        } else {
          byte = index == name.count && isFolder ? UInt8(ascii: "/") : 0
        }
        if index < 8 {
          words.0 |= UInt64(byte) << (56 - 8 * index)
        } else {
          words.1 |= UInt64(byte) << (56 - 8 * (index - 8))
        }
      }
      head = words
    }

    /// Whether this entry's paths sort before `other`'s: their names compared bytewise, a
    /// folder's as if followed by `/`.
    func precedes(_ other: Kept, in names: [UInt8]) -> Bool {
      if head != other.head { return head < other.head }
      let common = min(name.count, other.name.count)
      for offset in 0..<common {
        let (mine, theirs) = (
          names[name.lowerBound + offset], names[other.name.lowerBound + offset]
        )
        if mine != theirs { return mine < theirs }
      }
      // One name starts the other; a folder's has a slash after it, which no name holds.
      // Past the shorter name comes that slash, or nothing, which sorts first.
      if name.count == other.name.count { return false }
      if name.count < other.name.count {
        return !isFolder || UInt8(ascii: "/") < names[other.name.lowerBound + common]
      }
      return other.isFolder && names[name.lowerBound + common] < UInt8(ascii: "/")
    }
  }

  /// The last component of a path: what follows the last slash.
  package static func name(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
