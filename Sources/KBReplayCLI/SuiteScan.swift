import Foundation
import Golden

/// The suites that `test` paths name: each path is a suite root (a folder, or a file's folder)
/// with its scene files and, for folders, the golden and leftover temporary files under it.
struct SuiteScan {
  /// One suite root.
  struct Suite: Equatable {
    /// The path as given, or the folder of the file given.
    var root: String
    /// Whether the path named a folder; only then are goldens without a scene looked for.
    var isFolder: Bool
    /// The scenes, sorted bytewise by path.
    var scenes: [Scene]
    /// `*.golden` and `*.golden.new` files under a folder root.
    var goldens: [String]
    /// Leftover temporary files of atomic writes under a folder root.
    var temporaryFiles: [String]
    /// Every scene file under a folder root, filtered or not, to tell which goldens belong to one.
    var allScenes: Set<String>
  }

  /// A scene file to test.
  struct Scene: Equatable {
    /// The path: the root joined with the relative path, or the file as given.
    var path: String
    /// The path relative to the suite root; shard hashes and JUnit names use it.
    var relativePath: String
    /// Which suite it belongs to (an index into ``SuiteScan/suites``).
    var suite: Int
    /// Another scene of the suite that would share its golden (`x.yaml` beside `x.yml`).
    var sharesGoldenWith: String?
  }

  /// The suites, in command-line order.
  private(set) var suites: [Suite] = []
  /// The paths that could not be searched.
  private(set) var problems: [SceneFileFinder.Problem] = []
  /// Folders named on the command line that hold no scene file.
  private(set) var foldersWithoutScenes: [String] = []

  /// Scans `paths`; a scene met again under a later path is taken once, in its first suite.
  init(paths: [String]) {
    var seen = RepeatCheck(pathCount: paths.count)
    for path in paths {
      switch FileSystem.kind(of: path, followsLinks: true) {
      case nil:
        problems.append(.noSuchPath(path))
      case .folder:
        scanFolder(path, seen: &seen)
      default:
        let name = FolderWalk.name(of: path)
        let root = path.count > name.count ? String(path.dropLast(name.count + 1)) : "."
        var suite = Suite(
          root: root.isEmpty ? "/" : root, isFolder: false, scenes: [], goldens: [],
          temporaryFiles: [], allScenes: [path])
        if seen.isFirst(path) {
          suite.scenes = [Scene(path: path, relativePath: name, suite: suites.count)]
        }
        suites.append(suite)
      }
    }
  }

  /// Every scene of every suite, in order.
  var scenes: [Scene] { suites.flatMap(\.scenes) }

  private mutating func scanFolder(_ root: String, seen: inout RepeatCheck) {
    let walk = FolderWalk(root: root) { name in
      SceneFileFinder.isSceneFileName(name) || name.hasSuffix(GoldenPaths.goldenSuffix)
        || name.hasSuffix(GoldenPaths.pendingSuffix) || Self.isTemporaryGolden(name)
    }
    for error in walk.unreadable {
      problems.append(.unreadableFolder(error.path, reason: error.reason))
    }
    var suite = Suite(
      root: root, isFolder: true, scenes: [], goldens: [], temporaryFiles: [], allScenes: [])
    var owners: [String: String] = [:]
    // About half the files are scenes; sized once, the tables are not rehashed as they grow.
    owners.reserveCapacity(walk.files.count / 2)
    suite.allScenes.reserveCapacity(walk.files.count / 2)
    let prefixLength = root.hasSuffix("/") ? root.count : root.count + 1
    for file in walk.files {
      let name = FolderWalk.name(of: file)
      if SceneFileFinder.isSceneFileName(name) {
        suite.allScenes.insert(file)
        guard seen.isFirst(file) else { continue }
        let golden = GoldenPaths(scenePath: file).golden
        let other = owners[golden]
        owners[golden] = other ?? file
        suite.scenes.append(
          Scene(
            path: file, relativePath: String(file.dropFirst(prefixLength)), suite: suites.count,
            sharesGoldenWith: other))
      } else if Self.isTemporaryGolden(name) {
        suite.temporaryFiles.append(file)
      } else {
        suite.goldens.append(file)
      }
    }
    if suite.allScenes.isEmpty && walk.unreadable.isEmpty {
      foldersWithoutScenes.append(root)
    }
    suites.append(suite)
  }

  /// Whether a name is a temporary file of an atomic golden write: `x.golden.tmp-PID-N`.
  static func isTemporaryGolden(_ name: String) -> Bool {
    guard let target = TemporaryFiles.target(ofTemporaryFile: name) else { return false }
    return target.hasSuffix(GoldenPaths.goldenSuffix) || target.hasSuffix(GoldenPaths.pendingSuffix)
  }
}
