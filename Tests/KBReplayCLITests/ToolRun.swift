import Foundation
import KBReplayCLI

/// One run of the tool in-process: its status and what it printed.
struct ToolRun {
  var status: ExitCode
  var output: String
  var error: String

  /// Runs `kbreplay ARGUMENTS` with the given environment (nothing from the real one).
  init(_ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false) {
    let console = RecordingConsole()
    let context = CommandContext(
      console: console, environment: environment, isTerminal: isTerminal)
    status = KBReplayCommand.run(arguments: arguments, in: context)
    output = console.standardOutput
    error = console.standardError
  }

  /// The output's lines, without the summary-free noise of trailing newlines.
  var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Scene texts for end-to-end tests.
enum SceneTexts {
  /// The password field below the keyboard, replayed with `classic`: the padding settles at
  /// 261 by 0.2667 s. Its expectation holds.
  static let password = """
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

  /// The row of ``password``'s trace where the padding has just settled.
  static let settledRow = "  0.2667  271.21  261.00  password  0.00"

  /// ``password`` with an expectation that fails at line 14.
  static let failingPassword =
    password + "  - {at: 0.9, padding: 0, covered: 0}\n"

  /// A scene with an unknown key, so invalid.
  static let invalid = """
    scene: Misspelt frame
    layout:
      view: root
      fame: [0, 0, 393, 852]

    """

  /// A small scene whose tap lands at `y`, so that each `y` gives another trace.
  static func tap(y: Int) -> String {
    """
    scene: Tap \(y)
    strategy: adaptive
    layout:
      view: screen
      frame: [0, 59, 393, 759]
      keyboardAdaptive: true
      hideKeyboardOnTap: true
      children:
        - textField: field
          frame: [16, \(y), 361, 44]
    events:
      - {at: 0.1, tap: field}
      - {at: 0.6, tap: [200, 100]}
    sampling: {fps: 30, until: 1}

    """
  }
}

extension TemporaryFolder {
  /// Every file under the folder (hidden ones too), by path relative to it, with its bytes.
  func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let full = path + "/" + relative
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        files[relative] = FileManager.default.contents(atPath: full)
      }
    }
    return files
  }

  /// The text of the file at `relativePath`, or nil when there is none.
  func text(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + relativePath).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Whether a file exists at `relativePath`.
  func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: path + "/" + relativePath)
  }

  /// The trace kbreplay writes for `scene`, recorded in a folder of its own.
  static func trace(of scene: String, named name: String = "scene") throws -> String {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("\(name).yaml", scene)
    _ = ToolRun(["test", "--record", "all", folder.path + "/\(name).yaml"])
    guard let text = folder.text("\(name).golden") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return text
  }
}
