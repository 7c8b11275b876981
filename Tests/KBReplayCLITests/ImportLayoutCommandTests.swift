import Foundation
import TestSupport
import Testing

@testable import KBReplayCLI

/// `kbreplay import --layout DUMP`: parsing, and the scene of a dump alone.
@Suite struct ImportLayoutCommandTests {
  @Test func parses() {
    #expect(
      CommandLineParser.parse(["import", "--layout", "login.txt"])
        == .success(.import(ImportCommand(log: nil, layout: "login.txt"))))
    #expect(
      CommandLineParser.parse(["import", "c.log", "--layout=d.txt", "--device", "ipad"])
        == .success(.import(ImportCommand(log: "c.log", layout: "d.txt", device: "ipad"))))
    #expect(
      CommandLineParser.parse(["import", "--device", "ipad"])
        == .failure(UsageError(.missingArgument("LOG"), in: .import)))
    #expect(
      CommandLineParser.parse(["import", "-", "--layout", "-"])
        == .failure(
          UsageError(
            .malformedValue(
              option: "--layout", value: "-",
              expected: "a file when LOG is - (standard input is read once)"), in: .import)))
  }

  static let dump = """
    (lldb) po UIApplication.shared.windows.first!.value(forKey: "recursiveDescription")!
    <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>>
       |    | <UITextField: 0x5; frame = (16 400; 343 44); layer = <CALayer: 0x6>>
       |    | <UIButton: 0x7; frame = (16 600; 343 44); layer = <CALayer: 0x8>>

    """

  static let scene = """
    # Imported by kbreplay import from the layout of login.txt, a UIKit recursiveDescription
    # The device is iphone-se, the preset whose screen is the dump's window (375 x 667)
    # The layout keeps 4 of the dump's 4 elements: the text inputs, buttons and scroll views, \
    and the views on the way to them
    # Left out (0): text, images and decoration, other windows, what is inside a text input or \
    the keyboard, and views that only hold one other
    # No view is keyboardAdaptive: a dump cannot show where the app's own avoidance code is; \
    add keyboardAdaptive: true to the view it pads
    # Without a log, the events focus each text input in turn and then none, under the model \
    keyboard and strategy none: a first run shows how much of each input the keyboard covers
    scene: Imported from login.txt
    device: iphone-se
    strategy: none
    sampling: {until: 2.1}
    layout:
      view: screen
      frame: [0, 0, 375, 667]
      children:
        - view: view-1
          frame: [0, 0, 375, 667]
          children:
            - textField: text-field-1
              frame: [16, 400, 343, 44]
            - button: button-1
              frame: [16, 600, 343, 44]
    events:
      - {at: 0.1, focus: text-field-1}
      - {at: 1.1, focus: none}

    """

  @Test func aDumpAloneMakesItsScene() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("login.txt", Self.dump)
    let run = ToolRun(["import", "--layout", folder.file("login.txt")])
    #expect(run.error == "")
    #expect(run.status == .success)
    #expect(run.output == Self.scene)
    let written = ToolRun(["import", "--layout", folder.file("login.txt"), "-o", folder.file("s")])
    #expect(written.status == .success)
    #expect(
      written.output.hasPrefix(
        "wrote \(folder.file("s.yaml")) from \(folder.file("login.txt")): 0 keyboard events, "
          + "2 focus changes, 1 text field (device iphone-se)\n"))
    #expect(folder.read("s.yaml") == Self.scene)
    #expect(ToolRun(["lint", folder.file("s.yaml")]).status == .success)
  }

  /// `--device` wins over the dump's window; the frames stay as the dump has them.
  @Test func theDeviceOptionWins() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("login.txt", Self.dump)
    let run = ToolRun(["import", "--layout", folder.file("login.txt"), "--device", "iphone-15"])
    #expect(run.status == .success)
    #expect(run.output.contains("\ndevice: iphone-15\n"))
    #expect(!run.output.contains("The device is"))
  }

  @Test func aDumpThatCannotBeReadSaysWhere() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("bad.txt", "<UIWindow: 0x1; frame = (0 0; 375 six)>\n")
    let path = folder.file("bad.txt")
    let run = ToolRun(["import", "--layout", path])
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(
      run.error == """
        \(path):1:35: error: expected a number here; found 'six'
        <UIWindow: 0x1; frame = (0 0; 375 six)>
                                          ^

        """)
    let missing = ToolRun(["import", "--layout", folder.file("none.txt")])
    #expect(missing.status == .invalidInput)
    #expect(missing.error.hasPrefix("\(folder.file("none.txt")): error: cannot read the dump: "))
  }

  /// A log and a dump: the log's field lands on the layout's input at its frame.
  @Test func aLogAndADumpMakeOneScene() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("login.txt", Self.dump)
    try folder.write(
      "capture.jsonl",
      """
      {"t": 1.0, "focus": "email", "frame": [16, 400.25, 343, 44]}
      {"t": 1.5, "focus": null}

      """)
    let run = ToolRun([
      "import", folder.file("capture.jsonl"), "--layout", folder.file("login.txt"),
    ])
    #expect(run.error == "")
    #expect(run.status == .success)
    #expect(run.output.contains("scene: Imported from capture.jsonl and login.txt\n"))
    #expect(
      run.output.contains("\n  - {at: 0.1, focus: text-field-1}\n  - {at: 0.6, focus: none}\n"))
    #expect(
      run.output.contains(
        "# The log's focused ids name the layout's text inputs: 0 by id, 1 by frame"))
  }

  /// `--layout -` reads the dump from standard input: `<stdin>` in diagnostics, `standard
  /// input` in the title, as `pbpaste | kbreplay import --layout -` does.
  @Test func aDashReadsTheDumpFromStandardInput() throws {
    let tool = try ToolProcess(["import", "--layout", "-"])
    try tool.answer(Self.dump)
    #expect(tool.waitForExit()?.status == 0)
    #expect(tool.output.contains("\nscene: Imported from standard input\ndevice: iphone-se\n"))
    #expect(tool.error == "")
    let bad = try ToolProcess(["import", "--layout", "-"])
    try bad.answer("<UIWindow: 0x1; frame = (0 0; 375 six)>\n")
    #expect(bad.waitForExit()?.status == 2)
    #expect(bad.error.hasPrefix("<stdin>:1:35: error: expected a number here; found 'six'\n"))
  }
}
