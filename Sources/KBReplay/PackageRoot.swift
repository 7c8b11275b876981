import Support

/// Where relative paths given to the API point: the package root, the first folder above the
/// calling source file, walking up, that holds a `Package.swift`, an `*.xcodeproj` or an
/// `*.xcworkspace`. Tests then find their scenes whatever folder `swift test`, Xcode or another
/// IDE runs them from, in a Swift package or in a macOS test target of an Xcode project.
package enum PackageRoot {
  /// The names that end so mark a root when they are folders (Xcode's projects and workspaces
  /// are folders).
  private static let folderSuffixes = [Array(".xcodeproj".utf8), Array(".xcworkspace".utf8)]

  /// The first folder above `sourceFile` that holds a `Package.swift`, an `*.xcodeproj` or an
  /// `*.xcworkspace`, or nil when none does.
  ///
  /// - Parameter sourceFile: A source file's absolute path, as `#filePath` gives it.
  /// - Returns: The folder's path, without a trailing slash (`/` for the file system's root).
  package static func containing(_ sourceFile: String) -> String? {
    var folder = sourceFile
    while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
      folder = String(folder[..<slash])
      let candidate = folder.isEmpty ? "/" : folder
      if marksRoot(candidate) { return candidate }
    }
    return nil
  }

  /// Whether `folder` holds a `Package.swift` file or a folder named `*.xcodeproj` or
  /// `*.xcworkspace` (links followed).
  private static func marksRoot(_ folder: String) -> Bool {
    if FileSystem.kind(of: join(folder, "Package.swift"), followsLinks: true) == .file {
      return true
    }
    // A folder that cannot be listed (missing, or not readable) marks nothing.
    guard case .success(let listing) = FileSystem.listing(ofFolder: folder) else { return false }
    return listing.entries.contains { entry in
      let name = listing.names[entry.name]
      let hasSuffix = folderSuffixes.contains { suffix in
        name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
      }
      guard hasSuffix else { return false }
      if entry.kind == .folder { return true }
      let path = join(folder, String(decoding: name, as: UTF8.self))
      return FileSystem.kind(of: path, followsLinks: true) == .folder
    }
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
          "cannot resolve '\(path)': no Package.swift, *.xcodeproj or *.xcworkspace above "
            + "\(sourceFile); pass an absolute path"))
    }
    return .success(path.isEmpty || path == "." ? root : join(root, path))
  }

  /// `relative` under `folder`.
  package static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
