import Golden
import KBReplay
import SceneCheck
import Support

/// The pending goldens (`X.golden.new`) that `accept` and `reject` paths name, and the work
/// both commands share.
struct PendingGoldens {
  /// The pending files found, in order, without repeats.
  private(set) var files: [String] = []
  /// The paths that could not be searched.
  private(set) var problems: [SceneFileFinder.Problem] = []

  /// Finds the pending goldens for `paths`.
  ///
  /// A folder is searched recursively (hidden entries skipped, as for scenes). A file names its
  /// own pending golden: `X.golden.new` itself, `X.golden`'s, or a scene's (`X.yaml` has
  /// `X.golden.new`); a file with nothing pending is skipped.
  init(paths: [String]) {
    var seen = RepeatCheck(pathCount: paths.count)
    for path in paths {
      var found: [String]
      switch FileSystem.kind(of: path, followsLinks: true) {
      case nil:
        problems.append(.noSuchPath(path))
        continue
      case .folder:
        let walk = FolderWalk(root: path) { $0.hasSuffix(GoldenPaths.pendingSuffix) }
        problems += walk.unreadable.map { .unreadableFolder($0.path, reason: $0.reason) }
        found = walk.files
      default:
        found = [GoldenFiles.pending(for: path)].filter {
          FileSystem.kind(of: $0, followsLinks: true) == .file
        }
      }
      for file in found where seen.isFirst(file) {
        files.append(file)
      }
    }
  }

  /// Does `act` on each pending file, printing `label file` for each success and a summary.
  ///
  /// - Returns: ``ExitCode/invalidInput`` when a path was missing or a file operation failed,
  ///   else ``ExitCode/success``.
  func process(
    label: String, summary: String, in context: CommandContext,
    act: (String) -> Result<Void, FileError>
  ) -> ExitCode {
    let console = context.console
    for problem in problems {
      console.writeLine("kbreplay: error: \(problem.message)", to: .standardError)
    }
    var done = 0
    var failed = false
    for file in files {
      switch act(file) {
      case .success:
        console.writeLine("\(label) \(file)")
        done += 1
      case .failure(let error):
        console.writeLine("kbreplay: error: \(error.message)", to: .standardError)
        failed = true
      }
    }
    console.writeLine("\(done) \(summary)")
    return problems.isEmpty && !failed ? .success : .invalidInput
  }
}
