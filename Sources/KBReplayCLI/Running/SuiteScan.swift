import Golden
import KBReplay
import Support

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
    /// Every scene file under a folder root, filtered or not, without its extension (the part
    /// of its path it shares with its goldens), to tell which goldens belong to one.
    var sceneStems: Set<Substring>
  }

  /// A scene file to test.
  struct Scene: Equatable {
    /// The path: the root joined with the relative path, or the file as given.
    var path: String
    /// The number of bytes of ``path`` before ``relativePath``: the root and its slash.
    var rootLength: Int
    /// Which suite it belongs to (an index into ``SuiteScan/suites``).
    var suite: Int
    /// Another scene of the suite that would share its golden (`x.yaml` beside `x.yml`).
    var sharesGoldenWith: String?

    /// The path relative to the suite root; shard hashes and JUnit names use it. Made when
    /// asked for, so that a scan of a large suite does not make a second string per scene.
    var relativePath: String {
      String(decoding: path.utf8.dropFirst(rootLength), as: UTF8.self)
    }
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
          temporaryFiles: [], sceneStems: [GoldenPaths.stem(ofScene: path) ?? path[...]])
        if seen.isFirst(path) {
          suite.scenes = [
            Scene(path: path, rootLength: path.utf8.count - name.utf8.count, suite: suites.count)
          ]
        }
        suites.append(suite)
      }
    }
  }

  /// Every scene of every suite, in order.
  var scenes: [Scene] { suites.flatMap(\.scenes) }

  private mutating func scanFolder(_ root: String, seen: inout RepeatCheck) {
    let walk = FolderWalk(root: root) { name in
      FileName.isScene(name) || name.hasSuffix(GoldenPaths.goldenSuffix)
        || name.hasSuffix(GoldenPaths.pendingSuffix) || FileName.isTemporaryGolden(name)
    }
    for error in walk.unreadable {
      problems.append(.unreadableFolder(error.path, reason: error.reason))
    }
    var suite = Suite(
      root: root, isFolder: true, scenes: [], goldens: [], temporaryFiles: [], sceneStems: [])
    // About half the files are scenes; sized once, the set is not rehashed as it grows.
    suite.sceneStems.reserveCapacity(walk.files.count / 2)
    let prefixLength = root.utf8.last == UInt8(ascii: "/") ? root.utf8.count : root.utf8.count + 1
    for file in walk.files {
      switch Self.kind(ofFound: file) {
      case .scene:
        suite.sceneStems.insert(GoldenPaths.stem(ofScene: file) ?? file[...])
        guard seen.isFirst(file) else { continue }
        suite.scenes.append(
          Scene(
            path: file, rootLength: prefixLength, suite: suites.count,
            sharesGoldenWith: Self.earlierOwner(ofGoldenOf: file, among: suite.scenes)))
      case .temporaryFile:
        suite.temporaryFiles.append(file)
      case .golden:
        suite.goldens.append(file)
      }
    }
    if suite.sceneStems.isEmpty && walk.unreadable.isEmpty {
      foldersWithoutScenes.append(root)
    }
    suites.append(suite)
  }

  /// What a file that a folder scan kept is.
  enum FoundKind: Equatable {
    case scene, golden, temporaryFile
  }

  /// What `path`, a file kept by a folder scan (a scene, a golden or a temporary file, and
  /// not hidden), is. Only its end is looked at: that is its name's, while the path may well
  /// start with a dot (`./suite/x.yaml`).
  static func kind(ofFound path: String) -> FoundKind {
    if FileName.hasSceneExtension(path: path) { return .scene }
    let bytes = path.utf8
    // A temporary file's name ends in digits, never in a golden's extension.
    if bytes.hasSuffix(GoldenPaths.goldenSuffix) || bytes.hasSuffix(GoldenPaths.pendingSuffix) {
      return .golden
    }
    return FileName.isTemporaryGolden(Array(bytes)[...]) ? .temporaryFile : .golden
  }

  /// The scene taken before `scene` that has the same golden: `X.yaml` for `X.yml`.
  ///
  /// Only `X.yaml` and `X.yml` share one, and `X.yaml` sorts first: it is the one looked for,
  /// among `scenes`, which are sorted.
  private static func earlierOwner(ofGoldenOf scene: String, among scenes: [Scene]) -> String? {
    guard scene.hasSuffix(".yml") else { return nil }
    let owner = String(scene.dropLast(".yml".count)) + ".yaml"
    var low = 0
    var high = scenes.count
    while low < high {
      let middle = (low + high) / 2
      if SceneFileFinder.precedesBytewise(scenes[middle].path, owner) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < scenes.count && scenes[low].path == owner ? owner : nil
  }
}

extension SuiteScan {
  /// Prints the paths that could not be searched and the folders without scenes, as `test`,
  /// `watch` and `explore` report them before their scenes.
  func reportProblems(to console: any Console) {
    for problem in problems {
      console.writeLine("kbreplay: error: \(problem.message)", to: .standardError)
    }
    for folder in foldersWithoutScenes {
      console.writeLine(
        "kbreplay: warning: no *.yaml or *.yml files in folder: \(folder)", to: .standardError)
    }
  }
}
