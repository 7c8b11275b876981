import Replay
import SceneLoading
import TraceFormat

/// Traces written by the real writer from small scenes, for the reader and the differ.
public enum TraceFixtures {
  /// The password scene (docs/scene-format.md#writing-scenes), replayed with `classic` and
  /// `adaptive`.
  public static let passwordScene = """
    scene: Password field below the keyboard
    strategy: [classic, adaptive]
    layout:
      view: form
      frame: [0, 59, 393, 759]
      keyboardAdaptive: {align: bottom}
      hideKeyboardOnTap: true
      children:
        - textField: email
          frame: [16, 300, 361, 44]
        - textField: password
          frame: [16, 640, 361, 44]
    events:
      - {at: 0.1, tap: password}
      - {at: 0.8, tap: [200, 120]}
    sampling: {until: 1.2}

    """

  /// The trace of `yaml`, as `kbreplay` writes it for `source`.
  public static func text(_ yaml: String = passwordScene, source: String = "password.yaml")
    -> String
  {
    switch SceneLoader.load(bytes: Array(yaml.utf8), path: source) {
    case .success(let scene):
      do { return try Replayer.replay(scene).text(sourceName: source) } catch {
        preconditionFailure("\(error)")
      }
    case .failure(let failure): preconditionFailure(failure.rendered())
    }
  }

  /// `text` with line `number` (1-based) replaced by `replacement(line)`.
  public static func editing(_ text: String, line number: Int, _ replacement: (String) -> String)
    -> String
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[number - 1] = replacement(lines[number - 1])
    return lines.joined(separator: "\n")
  }

  /// The 1-based number of the first line for which `predicate` holds.
  public static func lineNumber(in text: String, where predicate: (String) -> Bool) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: predicate) else {
      preconditionFailure("no such line")
    }
    return index + 1
  }
}
