#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where relative paths given to the API point: the package root, the nearest folder above the
/// calling source file that holds a `Package.swift`. Tests then find their scenes whatever
/// folder `swift test` or an IDE runs them from.
package enum PackageRoot {
  /// The nearest folder above `sourceFile` that holds a `Package.swift`, or nil when none does.
  ///
  /// - Parameter sourceFile: A source file's absolute path, as `#filePath` gives it.
  /// - Returns: The folder's path, without a trailing slash (`/` for the file system's root).
  package static func containing(_ sourceFile: String) -> String? {
    var folder = sourceFile
    while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
      folder = String(folder[..<slash])
      let candidate = (folder.isEmpty ? "" : folder) + "/Package.swift"
      if FileSystem.kind(of: candidate, followsLinks: true) == .file {
        return folder.isEmpty ? "/" : folder
      }
    }
    return nil
  }

  /// `path` resolved against the package root of `sourceFile`; an absolute path as it is.
  ///
  /// - Parameters:
  ///   - path: A path as the caller wrote it.
  ///   - sourceFile: The calling source file, as `#filePath` gives it.
  /// - Returns: The path to use for files, or the message saying why there is none.
  package static func resolve(_ path: String, from sourceFile: String) -> Result<
    String, UsageProblem
  > {
    if path.hasPrefix("/") { return .success(path) }
    guard let root = containing(sourceFile) else {
      return .failure(
        UsageProblem(
          "cannot resolve '\(path)': no Package.swift in any folder above \(sourceFile)"))
    }
    return .success(path.isEmpty || path == "." ? root : join(root, path))
  }

  /// `relative` under `folder`.
  package static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

}
