import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  /// The folder's path, without a trailing slash.
  let path: String

  init() throws {
    let name = "kbreplay-tests-\(UUID().uuidString)"
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `contents` to `relativePath`, creating the folders on the way.
  @discardableResult
  func write(_ relativePath: String, _ contents: String = "") throws -> String {
    let file = path + "/" + relativePath
    let folder = (file as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Creates the folder `relativePath` and the ones above it.
  func makeFolder(_ relativePath: String) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/" + relativePath, withIntermediateDirectories: true)
  }

  /// Creates a symbolic link at `relativePath` pointing to `destination` (as written).
  func link(_ relativePath: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path + "/" + relativePath, withDestinationPath: destination)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
