import Golden
import KBReplay
import SceneCheck
import Support

/// The pending goldens (`X.golden.new`) that `accept` and `reject` paths name, and the work
/// both commands share.
struct PendingGoldens {
  /// The pending files found, in order, without repeats.
  let files: [String]
  /// The paths that could not be searched.
  let problems: [SceneFileFinder.Problem]

  /// Finds the pending goldens for `paths`.
  ///
  /// A folder is searched recursively (hidden entries skipped, as for scenes). A file names its
  /// own pending golden: `X.golden.new` itself, `X.golden`'s, or a scene's (`X.yaml` has
  /// `X.golden.new`); a file with nothing pending is skipped.
  init(paths: [String]) {
    let finder = SceneFileFinder(
      searching: paths,
      includingInFolders: { $0.hasSuffix(GoldenPaths.pendingSuffix) },
      forFile: { path in
        let pending = GoldenFiles.pending(for: path)
        return FileSystem.kind(of: pending, followsLinks: true) == .file ? pending : nil
      })
    files = finder.files
    problems = finder.problems
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
