import CaptureImport
import Foundation
import KeyboardAvoidance
import Testing

/// The capture fixtures: each good log imports to exactly its `.yaml` (written by the tool and
/// read line by line against the log), and each bad log renders exactly its `.diagnostics`.
@Suite struct ImportFixtureTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "Fixtures/import")

  /// A good log and the device it is imported with.
  struct Good: Sendable, CustomTestStringConvertible {
    var log: String
    /// The device `--device` names; nil to let the log tell it.
    var device: String?
    var testDescription: String { log }

    var scene: String { String(log[..<(log.lastIndex(of: ".") ?? log.endIndex)]) + ".yaml" }
  }

  static let good = [
    Good(log: "sign-in.jsonl", device: "iphone-15"),
    Good(log: "ios11-double-show.jsonl", device: "iphone-se"),
    Good(log: "hardware-keyboard.jsonl", device: "iphone-15"),
    Good(log: "uikit-midnight.log", device: nil),
    Good(log: "pro-max.jsonl", device: "iphone-15"),
    Good(log: "objc-po.log", device: nil),
    Good(log: "swift-print.log", device: nil),
    Good(log: "nslog-bare.log", device: nil),
    Good(log: "swift-userinfo.log", device: nil),
  ]

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appending(path: path)))
  }

  static func imported(_ item: Good) throws -> ImportedScene {
    let device = item.device.flatMap(Device.preset(named:))
    #expect((device == nil) == (item.device == nil))
    return try CaptureImporter.scene(
      fromLog: bytes("good/" + item.log), path: "good/" + item.log, device: device
    ).get()
  }

  static func badNames() -> [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "bad").path))
      ?? []
    return files.filter { !$0.hasSuffix(".diagnostics") }.sorted()
  }

  @Test(arguments: good) func aGoodLogImportsToItsScene(_ item: Good) throws {
    let expected = try String(
      contentsOf: Self.root.appending(path: "good/" + item.scene), encoding: .utf8)
    #expect(try Self.imported(item).text == expected)
  }

  /// The scene of the JSON-lines fixture, spelled out: the keys in the order of
  /// docs/capture.md#what-the-scene-holds, the screen line's screen and safe area, times shifted
  /// to start at 0.1 s and rounded half away from zero (1202.2500004 to 2.35, 1202.2500005 to
  /// 2.350001), one event per posting, focus changes in log order, did-notifications as
  /// comments.
  @Test func theSignInSceneReadsAsExpected() throws {
    let scene = try Self.imported(Self.good[0])
    #expect(
      scene.text == """
        scene: Imported from sign-in.jsonl
        device: iphone-15
        screen: {width: 393, height: 852}
        safeArea: {top: 59, bottom: 34, left: 0, right: 0}
        system: {keyboard: scripted}
        strategy: adaptive
        sampling: {until: 3.6515}
        layout:
          view: screen
          frame: [0, 0, 393, 852]
          children:
            - textField: email
              frame: [16, 300, 361, 44]
            - textField: password
              frame: [16, 640, 361, 44]
        events:
          - {at: 0.1, focus: email}
          - {at: 0.10125, keyboard: {frame: [0, 516, 393, 336], duration: 0.25, curve: 7}}
          # 0.4015 keyboardDidChangeFrame 0,852,393,336 -> 0,516,393,336
          # 0.4015 keyboardDidShow 0,852,393,336 -> 0,516,393,336
          - {at: 1.6, focus: password}
          - {at: 1.6, focus: email}
          - {at: 2.35, focus: none}
          - {at: 2.350001, keyboard: {frame: [0, 852, 393, 336], duration: 0.25, curve: 7}}
          # 2.6515 keyboardDidChangeFrame 0,516,393,336 -> 0,852,393,336
          # 2.6515 keyboardDidHide 0,516,393,336 -> 0,852,393,336

        """)
    #expect(scene.warnings.isEmpty)
    #expect(scene.keyboardEventCount == 2 && scene.focusEventCount == 4)
    #expect(scene.fieldIDs == ["email", "password"])
  }

  /// iOS 11 shows the keyboard twice for one focus: 216 pt, then 289.5 pt with the QuickType
  /// bar, the second posting starting where the first ends. Each willChangeFrame and willShow
  /// pair is one posting, so the scene has two keyboard events.
  @Test func theDoubleShowOfIOS11IsTwoPostings() throws {
    let scene = try Self.imported(Self.good[1])
    #expect(scene.keyboardEventCount == 2)
    #expect(
      scene.text.contains(
        """
          - {at: 0.10042, keyboard: {frame: [0, 451, 375, 216], duration: 0.25, curve: 7}}
          - {at: 0.1237, keyboard: {frame: [0, 377.5, 375, 289.5], duration: 0.25, curve: 7}}

        """))
  }

  /// A log from a 430-pt-wide phone imported as an iphone-15: the scene is written, with a
  /// warning at the first end frame that names the preset as wide as it.
  @Test func aKeyboardOfAnotherWidthIsWarnedAbout() throws {
    let scene = try Self.imported(Self.good[4])
    #expect(
      scene.warnings.map { $0.rendered(path: "good/pro-max.jsonl") } == [
        """
        good/pro-max.jsonl:2:87: warning: the first keyboard frame is 430 pt wide, but the \
        screen is 393 pt wide (iphone-15); if the log comes from another device, import it \
        with --device iphone-15-pro-max
        ...e", "begin": [0, 932, 430, 346], "end": [0, 586, 430, 346], "duration": 0.25, "c...
                                                   ^

        """
      ])
    let matching = try CaptureImporter.scene(
      fromLog: Self.bytes("good/pro-max.jsonl"), path: "pro-max.jsonl",
      device: Device.preset(named: "iphone-15-pro-max")
    ).get()
    #expect(matching.warnings.isEmpty)
  }

  @Test func thereAreBadLogsOfEveryKind() {
    #expect(Self.badNames().count >= 15)
  }

  @Test(arguments: badNames()) func aBadLogRendersItsDiagnostics(_ name: String) throws {
    let expected = try String(
      contentsOf: Self.root.appending(path: "bad/" + name.prefix { $0 != "." } + ".diagnostics"),
      encoding: .utf8)
    // A printed log tells its screen; a JSON-lines log is imported for the default preset.
    let device = name.hasSuffix(".jsonl") ? Device.preset(named: "iphone-15") : nil
    switch CaptureImporter.scene(
      fromLog: try Self.bytes("bad/" + name), path: "bad/" + name, device: device)
    {
    case .success(let scene): Issue.record("\(name) was imported:\n\(scene.text)")
    case .failure(let failure): #expect(failure.rendered() == expected)
    }
  }
}
