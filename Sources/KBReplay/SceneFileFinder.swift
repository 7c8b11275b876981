import Support

/// Finds the scene files (or, for `accept` and `reject`, the pending goldens) that command-line
/// paths name.
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

  /// Searches `paths` for scene files.
  package init(searching paths: [String]) {
    self.init(searching: paths, includingInFolders: FileName.isScene) { $0 }
  }

  /// Searches `paths`: a folder for the files whose names `includes` keeps, as for scenes, and
  /// a path that is not a folder for the file `target` names for it.
  ///
  /// - Parameters:
  ///   - paths: The paths, in command-line order.
  ///   - includes: Whether a file found in a folder, by the bytes of its name, is kept.
  ///   - target: The file a path that is not a folder stands for; nil when it stands for none.
  package init(
    searching paths: [String], includingInFolders includes: (ArraySlice<UInt8>) -> Bool,
    forFile target: (String) -> String?
  ) {
    var seen = RepeatCheck(pathCount: paths.count)
    for path in paths {
      var found: [String]
      switch FileSystem.kind(of: path, followsLinks: true) {
      case nil:
        problems.append(.noSuchPath(path))
        continue
      case .folder:
        let problemCount = problems.count
        found = searchFolder(path, including: includes)
        if found.isEmpty && problems.count == problemCount {
          foldersWithoutScenes.append(path)
        }
      default:
        found = target(path).map { [$0] } ?? []
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

  /// The files under `root` that `includes` keeps, sorted; unreadable folders are recorded as
  /// problems, also sorted, so the output does not depend on the order the system lists entries
  /// in.
  private mutating func searchFolder(
    _ root: String, including includes: (ArraySlice<UInt8>) -> Bool
  ) -> [String] {
    let walk = FolderWalk(root: root, including: includes)
    for error in walk.unreadable {
      problems.append(.unreadableFolder(error.path, reason: error.reason))
    }
    return walk.files
  }
}
