import Foundation
import KeyboardAvoidance
import Replay
import SceneLoading
import SceneModel
import Testing

@testable import CaptureImport

/// A log replayed over a dump's layout: the log's focused ids name the layout's inputs by id,
/// by frame, or are added; its postings are the events, under a scripted keyboard.
@Suite struct LayoutLogSceneTests {
  static func imported(device: Device? = nil) throws -> LogAndLayoutScene {
    let dump = try LayoutFixtureTests.text("checkout.xcuitest.txt")
    let log = try LayoutFixtureTests.text("checkout.jsonl")
    let result = LayoutImporter.scene(
      fromLog: Array(log.utf8), logPath: "logs/checkout.jsonl", dump: Array(dump.utf8),
      dumpPath: "dumps/checkout.xcuitest.txt", device: device)
    switch result {
    case .success(let scene): return scene
    case .failure(let failure):
      Issue.record("does not import:\n\(failure.rendered())")
      throw failure
    }
  }

  /// The fixture's scene, to the byte: `email` by id, `password` by frame (within half a
  /// point) as `Mot-de-passe`, `promo` added at its frame; the log's events, scripted.
  @Test func theLogsIDsNameTheLayoutsInputs() throws {
    let imported = try Self.imported()
    #expect(imported.scene.text == (try LayoutFixtureTests.text("checkout-and-log.yaml")))
    #expect(imported.dumpWarnings.isEmpty && imported.scene.warnings.isEmpty)
    #expect(imported.scene.fieldIDs == ["email", "Mot-de-passe", "_2FA-code", "notes", "promo"])
  }

  /// The scene lints, and its replay follows the log: the keyboard is up at the log's height
  /// while the layout's inputs are focused, and down at the end.
  @Test func theSceneLintsAndReplaysTheLog() throws {
    let text = try Self.imported().scene.text
    let scene = try SceneLoader.load(bytes: Array(text.utf8), path: "s.yaml").get()
    #expect(scene.keyboardMode == .scripted)
    let run = try #require(try Replayer.replay(scene).runs.first)
    let shown = run.samples[120]
    #expect(shown.focus == "Mot-de-passe" && shown.keyboard == 336)
    #expect(run.samples[170].focus == "promo")
    #expect(run.samples.last?.focus == nil && run.samples.last?.keyboard == 0)
  }

  /// `--device` wins over the dump's window, and no comment infers one.
  @Test func theDeviceOptionWins() throws {
    let device = try #require(Device.preset(named: "iphone-15-pro-max"))
    let text = try Self.imported(device: device).scene.text
    #expect(text.contains("\ndevice: iphone-15-pro-max\n"))
    #expect(!text.contains("# The device is"))
  }

  /// A printed log over a dump: the comments say where each came from, the device the
  /// dump's window tells (the frames are not asked), that the times are not the log's, and
  /// what the dump left out; the log's own warning stays the log's.
  @Test func aPrintedLogOverADumpSaysWhereEachCameFrom() throws {
    let root = LayoutFixtureTests.root.deletingLastPathComponent()
    let log = try String(
      contentsOf: root.appending(path: "import/good/objc-po.log"), encoding: .utf8)
    let dump = try LayoutFixtureTests.text("notes.swiftui.txt")
    let imported = try LayoutImporter.scene(
      fromLog: Array(log.utf8), logPath: "objc-po.log", dump: Array(dump.utf8),
      dumpPath: "notes.swiftui.txt", device: nil
    ).get()
    let head = imported.scene.text.split(separator: "\n").prefix(9).joined(separator: "\n")
    #expect(
      head == """
        # Imported by kbreplay import from the notifications printed in objc-po.log
        # The layout is from notes.swiftui.txt, a UIKit recursiveDescription
        # The device is iphone-15, the preset whose screen is the dump's window (393 x 852)
        # The log has no timestamps: postings are placed one second apart, so the times are \
        not the log's
        # The layout keeps 6 of the dump's 16 elements: the text inputs, buttons and scroll \
        views, and the views on the way to them
        # Left out (10): text, images and decoration, other windows, what is inside a text \
        input or the keyboard, and views that only hold one other
        # No view is keyboardAdaptive: a dump cannot show where the app's own avoidance code \
        is; add keyboardAdaptive: true to the view it pads
        scene: Imported from objc-po.log and notes.swiftui.txt
        device: iphone-15
        """)
    #expect(imported.scene.warnings.count == 1 && imported.dumpWarnings.isEmpty)
    #expect(imported.scene.deviceName == "iphone-15")
    let text = imported.scene.text
    #expect(throws: Never.self) { try SceneLoader.load(bytes: Array(text.utf8), path: "s").get() }
  }
}
