import Foundation

/// The scene files of the bundled suite (`Scenes/`, searched recursively), for tests that hold a
/// property over every one of them.
public enum BundledScenes {
  /// Every `*.yaml` under `Scenes/`, as absolute paths in sorted order.
  public static let paths: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scenes = root.appendingPathComponent("Scenes").path
    let names = FileManager.default.enumerator(atPath: scenes)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(scenes)/\($0)" }
  }()
}
