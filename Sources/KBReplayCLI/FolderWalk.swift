/// The files under a folder whose names pass a filter, found recursively.
///
/// Entries whose names start with a dot (so `.build` and `.git` too) are skipped. Links to files
/// are followed; links to folders are not, so a walk cannot loop. Files are sorted by the bytes
/// of their paths and unreadable folders by theirs, so the result does not depend on the order
/// the system lists entries in.
struct FolderWalk {
  /// The files found, sorted bytewise.
  private(set) var files: [String] = []
  /// The folders that could not be listed, sorted bytewise by path.
  private(set) var unreadable: [FileSystem.ReadError] = []

  /// Walks `root`, keeping the files whose names (the last path component) pass `includes`.
  init(root: String, including includes: (String) -> Bool) {
    var pending = [root]
    while let folder = pending.popLast() {
      let entries: [FileSystem.Entry]
      switch FileSystem.entries(inFolder: folder) {
      case .success(let listed): entries = listed
      case .failure(let error):
        unreadable.append(error)
        continue
      }
      for entry in entries where !entry.name.hasPrefix(".") {
        let name = entry.name
        let path = Self.join(folder, name)
        switch entry.kind ?? FileSystem.kind(of: path, followsLinks: false) {
        case .folder:
          pending.append(path)
        case .file:
          if includes(name) { files.append(path) }
        case .symbolicLink:
          if includes(name) && FileSystem.kind(of: path, followsLinks: true) == .file {
            files.append(path)
          }
        case .other, nil:
          continue
        }
      }
    }
    files = SceneFileFinder.sortedBytewise(files)
    unreadable.sort { SceneFileFinder.precedesBytewise($0.path, $1.path) }
  }

  /// `folder/name`, without doubling a trailing slash.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The last component of a path: what follows the last slash.
  static func name(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }
}
