import Support

/// Finds the scene files that command-line paths name.
///
/// A path that is not a folder is taken as a scene file whatever its name. A folder is searched
/// recursively for files ending in `.yaml` or `.yml` (case-sensitive), skipping entries whose
/// names start with a dot (so `.build` and `.git` too). Links to files are followed; links to
/// folders are not, so a search cannot loop. Each path's files are sorted by their bytes, and
/// the paths' results follow each other in command-line order, without repeats.
package struct SceneFileFinder {
  /// Something wrong with a path; each one makes the run fail.
  package enum Problem: Equatable {
    /// Nothing exists at the path.
    case noSuchPath(String)
    /// A folder that could not be listed.
    case unreadableFolder(String, reason: String)

    /// The problem as one line, without the `kbreplay: error:` prefix.
    package var message: String {
      switch self {
      case .noSuchPath(let path): "no such file or folder: \(path)"
      case .unreadableFolder(let path, let reason): "cannot read folder \(path): \(reason)"
      }
    }
  }

  /// The scene files found, in order.
  package private(set) var files: [String] = []
  /// The paths that could not be searched, in the order met.
  package private(set) var problems: [Problem] = []
  /// Folders named on the command line that hold no scene file.
  package private(set) var foldersWithoutScenes: [String] = []

  /// Searches `paths`.
  package init(searching paths: [String]) {
    var seen = RepeatCheck(pathCount: paths.count)
    for path in paths {
      var found: [String]
      switch FileSystem.kind(of: path, followsLinks: true) {
      case nil:
        problems.append(.noSuchPath(path))
        continue
      case .folder:
        let problemCount = problems.count
        found = searchFolder(path)
        if found.isEmpty && problems.count == problemCount {
          foldersWithoutScenes.append(path)
        }
      default:
        found = [path]
      }
      for file in found where seen.isFirst(file) {
        files.append(file)
      }
    }
  }

  /// Whether `first` sorts before `second` by their UTF-8 bytes.
  package static func precedesBytewise(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// The scene files under `root`, sorted; unreadable folders are recorded as problems, also
  /// sorted, so the output does not depend on the order the system lists entries in.
  private mutating func searchFolder(_ root: String) -> [String] {
    let walk = FolderWalk(root: root, including: FileName.isScene)
    for error in walk.unreadable {
      problems.append(.unreadableFolder(error.path, reason: error.reason))
    }
    return walk.files
  }
}
