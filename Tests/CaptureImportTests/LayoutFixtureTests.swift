import Foundation
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import TestSupport
import Testing

@testable import CaptureImport

/// The dump fixtures: each imports without a log to exactly its `.yaml`, in every way a paste
/// carries it (a comment's `//`, a debugger prompt, one escaped string); each scene lints and
/// replays.
@Suite struct LayoutFixtureTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Fixtures/layout")

  static let dumps = ["sign-up.uikit.txt", "notes.swiftui.txt", "checkout.xcuitest.txt"]

  static func text(_ name: String) throws -> String {
    try String(contentsOf: root.appending(path: name), encoding: .utf8)
  }

  static func expected(_ dump: String) throws -> String {
    try text(String(dump[..<(dump.firstIndex(of: ".") ?? dump.endIndex)]) + ".yaml")
  }

  static func imported(_ text: String, path: String, device: Device? = nil) throws -> ImportedScene
  {
    switch LayoutImporter.scene(fromDump: Array(text.utf8), path: path, device: device) {
    case .success(let scene): return scene
    case .failure(let failure):
      Issue.record("the dump does not import:\n\(failure.rendered())")
      throw failure
    }
  }

  @Test(arguments: dumps) func aDumpImportsToItsScene(_ dump: String) throws {
    let scene = try Self.imported(Self.text(dump), path: "Dumps/" + dump)
    if ProcessInfo.processInfo.environment["KBREPLAY_LAYOUT_DUMP"] != nil {
      try scene.text.write(toFile: "/tmp/" + dump + ".yaml", atomically: true, encoding: .utf8)
    }
    #expect(scene.text == (try Self.expected(dump)))
  }

  /// How a dump is pasted: as printed, or with something around every line.
  struct Paste: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var wrap: @Sendable (String) -> String
  }

  static func everyLine(_ text: String, _ transform: (Substring) -> String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(transform)
      .joined(separator: "\n") + "\n"
  }

  static let pastes = [
    Paste(testDescription: "a Swift comment") { everyLine($0) { "// " + $0 } },
    Paste(testDescription: "a debugger prompt") { everyLine($0) { "(lldb) " + $0 } },
    Paste(testDescription: "indented") { everyLine($0) { "        " + $0 } },
    Paste(testDescription: "CRLF") { everyLine($0) { $0 + "\r" } },
    Paste(testDescription: "one escaped string") { text in
      var escaped = ""
      for character in text {
        switch character {
        case "\n": escaped += "\\n"
        case "'": escaped += "\\'"
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        default: escaped.append(character)
        }
      }
      return "(lldb) po app.debugDescription\n\"" + escaped + "\"\n(lldb) continue\n"
    },
  ]

  /// Every paste of every dump gives the same scene, to the byte.
  @Test(arguments: dumps, pastes) func aPastedDumpImportsToTheSameScene(
    _ dump: String, _ paste: Paste
  ) throws {
    let scene = try Self.imported(paste.wrap(Self.text(dump)), path: "Dumps/" + dump)
    #expect(scene.text == (try Self.expected(dump)))
  }

  /// XCUITest's tree without its header lines (a tree printed from an element) reads the same.
  @Test func anElementTreeWithoutItsHeaderReadsTheSame() throws {
    let dump = "checkout.xcuitest.txt"
    let text = try Self.text(dump).split(separator: "\n").filter {
      !$0.hasPrefix("Attributes:") && !$0.hasPrefix("Element subtree:")
    }.joined(separator: "\n")
    #expect(try Self.imported(text, path: dump).text == (try Self.expected(dump)))
  }

  /// Each scene lints, and its replay focuses each input in turn under the dump's keyboard,
  /// then none with the keyboard down.
  @Test(arguments: dumps) func eachSceneLintsAndReplays(_ dump: String) throws {
    let imported = try Self.imported(Self.text(dump), path: dump)
    let scene = try SceneLoader.load(bytes: Array(imported.text.utf8), path: "scene.yaml").get()
    let run = try #require(try Replayer.replay(scene).runs.first)
    for (index, id) in imported.fieldIDs.enumerated() {
      let sample = run.sample(atFrame: 54 + 60 * index)
      #expect(sample.focus == id && sample.isSettled)
      #expect(sample.keyboard == scene.device.keyboardHeight)
    }
    #expect(run.samples.last?.focus == nil && run.samples.last?.keyboard == 0)
    #expect(imported.fieldIDs.count >= 2 && imported.warnings.isEmpty)
  }
}
