import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``, in which a test
/// lays out a package or an Xcode project. Its paths are made at run time, so the tests of this
/// target call the package-level `SceneVerification` and `PackageRoot`, which take the calling
/// file as a `String` (the public API takes a `StaticString`).
struct ScratchPackage {
  /// The folder's path, without a trailing slash.
  let path: String

  init() throws {
    let name = "kbreplay-settings-\(UUID().uuidString)"
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `relativePath`, making the folders on the way.
  @discardableResult
  func write(_ relativePath: String, _ text: String = "") throws -> String {
    let file = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Makes the folder `relativePath` and the ones above it.
  func makeFolder(_ relativePath: String) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/" + relativePath, withIntermediateDirectories: true)
  }

  /// Whether a file or folder exists at `relativePath`.
  func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: path + "/" + relativePath)
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The password field below the keyboard, replayed with the built-in `classic`; its
  /// expectation holds, so it passes wherever its golden agrees or is recorded.
  static let scene = """
    scene: Password field below the keyboard
    strategy: classic
    layout:
      view: screen
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      children:
        - textField: password
          frame: [16, 640, 361, 44]
    events:
      - {at: 0.1, tap: password}
    expect:
      - {at: 0.5, focus: password}

    """
}
