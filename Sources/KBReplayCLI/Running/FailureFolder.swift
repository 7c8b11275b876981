/// The folder `explore --write-failures DIR` writes breaking variations to; it never overwrites
/// a file, nor writes two variations to one name (docs/explore.md#written-failures).
///
/// Called one call at a time, in the order of the rows.
final class FailureFolder {
  /// The folder.
  let path: String
  private var written: Set<String> = []

  /// Creates the writer of `path`; the folder is made when the first file is written.
  init(_ path: String) {
    self.path = path
  }

  /// Writes `file` under the folder, making the folders its name holds.
  ///
  /// - Parameter file: The file's name, relative to the folder, and its text.
  /// - Returns: nil when it was written; else why not, as one sentence.
  func write(_ file: ExploreRunner.FailureFile) -> String? {
    let target = (path.hasSuffix("/") ? path : path + "/") + file.name
    guard written.insert(file.name).inserted else {
      return "not writing \(target): an earlier variation of this run was written there"
    }
    return NewFile.makeFolders(for: target)
      ?? NewFile.create(target, contents: file.text, by: .explore)
  }
}
