import Foundation

/// A fresh temporary folder with helpers to write and list files; removed by ``remove()``.
struct ScratchFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("kbreplay-trace-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder, sorted.
  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
