import Foundation

/// A fresh temporary folder with helpers to write and list files; removed by ``remove()``.
public struct ScratchFolder {
  /// The folder's path, without a trailing slash.
  public let path: String

  /// Creates the folder.
  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("kbreplay-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to the file `name` (a path relative to the folder), making the folders on
  /// the way.
  ///
  /// - Returns: The file's path.
  @discardableResult
  public func write(_ name: String, _ text: String = "") throws -> String {
    let file = file(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Makes the folder `name` (a path relative to the folder) and the ones above it.
  public func makeFolder(_ name: String) throws {
    try FileManager.default.createDirectory(atPath: file(name), withIntermediateDirectories: true)
  }

  /// Whether a file or folder exists at `name`.
  public func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: file(name))
  }

  /// The text of the file `name`, if it can be read.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder, sorted.
  public func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
