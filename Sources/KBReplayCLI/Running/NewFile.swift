import Support

/// A file that a command writes without ever overwriting one (`new`, `import -o`, `explore
/// --write-failures`), in the folders its path names, made as needed. Each failure is one
/// sentence, worded the same for every command.
enum NewFile {
  /// The folder part of a path: everything before the last `/` (`/` for a file at the root,
  /// empty for none).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Makes the folders `path` is in.
  ///
  /// - Returns: nil when they exist now; else why not.
  static func makeFolders(for path: String) -> String? {
    guard case .failure(let error) = FileSystem.makeFolders(folder(of: path)) else { return nil }
    return "cannot create folder '\(error.path)': \(error.reason)"
  }

  /// Creates `path`, which must not exist yet, holding `contents`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - contents: Its text.
  ///   - command: The command writing it, named when the file exists already.
  /// - Returns: nil when it was written; else why not.
  static func create(_ path: String, contents: String, by command: CommandName) -> String? {
    switch FileSystem.createNewFile(at: path, contents: contents) {
    case .success: nil
    case .failure(.exists):
      "'\(path)' already exists; kbreplay \(command.rawValue) never overwrites a file"
    case .failure(.failed(let reason)): "cannot write '\(path)': \(reason)"
    }
  }
}
