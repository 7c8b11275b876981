import Foundation
import TestSupport
import Testing

@testable import KBReplayCLI

/// `kbreplay import`: parsing, the scene it prints or writes, and what it refuses.
@Suite struct ImportCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<Command, UsageError>
    var testDescription: String { "kbreplay " + arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(
      arguments: ["import", "capture.jsonl"],
      expected: .success(.import(ImportCommand(log: "capture.jsonl")))),
    Case(
      arguments: ["import", "c.log", "--device", "ipad", "-o", "Scenes/c"],
      expected: .success(.import(ImportCommand(log: "c.log", device: "ipad", output: "Scenes/c")))),
    Case(
      arguments: ["import", "--output=x.yml", "c.log"],
      expected: .success(.import(ImportCommand(log: "c.log", output: "x.yml")))),
    Case(
      arguments: ["import"], expected: .failure(UsageError(.missingArgument("LOG"), in: .import))),
    Case(
      arguments: ["import", "a", "b"],
      expected: .failure(UsageError(.unexpectedArgument("b"), at: 3, in: .import))),
    Case(
      arguments: ["import", "a", "-o"],
      expected: .failure(UsageError(.missingValue(option: "-o"), at: 3, in: .import))),
  ])
  func parses(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }

  static let log = """
    {"t": 3.0, "focus": "email", "frame": [16, 300, 361, 44]}
    {"t": 3.0002, "name": "keyboardWillChangeFrame", "begin": [0, 852, 393, 336], "end": [0, 516, 393, 336], "duration": 0.25, "curve": 7}

    """

  static let scene = """
    scene: Imported from capture.jsonl
    device: iphone-15
    system: {keyboard: scripted}
    strategy: adaptive
    sampling: {until: 1.1002}
    layout:
      view: screen
      frame: [0, 0, 393, 852]
      children:
        - textField: email
          frame: [16, 300, 361, 44]
    events:
      - {at: 0.1, focus: email}
      - {at: 0.1002, keyboard: {frame: [0, 516, 393, 336], duration: 0.25, curve: 7}}

    """

  @Test func withoutOutputTheScenePrints() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("capture.jsonl", Self.log)
    let run = ToolRun(["import", folder.file("capture.jsonl")])
    #expect(run.status == .success)
    #expect(run.output == Self.scene)
    #expect(run.error == "")
  }

  @Test func theSceneIsWrittenOnceAndNeverOverwritten() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("capture.jsonl", Self.log)
    let target = folder.file("scenes/login")
    let run = ToolRun(["import", folder.file("capture.jsonl"), "-o", target])
    #expect(run.status == .success)
    #expect(folder.read("scenes/login.yaml") == Self.scene)
    #expect(
      run.outputLines.first
        == "wrote \(target).yaml from \(folder.file("capture.jsonl")): 1 keyboard event, "
        + "1 focus change, 1 text field (device iphone-15)")
    try folder.write("scenes/login.yaml", "mine\n")
    let again = ToolRun(["import", folder.file("capture.jsonl"), "--output", target + ".yaml"])
    #expect(again.status == .invalidInput)
    #expect(
      again.error
        == "kbreplay: error: '\(target).yaml' already exists; kbreplay import never overwrites "
        + "a file\n")
    #expect(folder.read("scenes/login.yaml") == "mine\n")
  }

  @Test func aBadLogWritesNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("bad.jsonl", "{\"t\": 1, \"focus\": \"email\", \"frame\": [1, 2]}\n")
    let run = ToolRun(["import", folder.file("bad.jsonl"), "-o", folder.file("bad.yaml")])
    #expect(run.status == .invalidInput)
    #expect(
      run.error == """
        \(folder.file("bad.jsonl")):1:37: error: frame must be a list of 4 numbers [x, y, width, \
        height]; found a list
        {"t": 1, "focus": "email", "frame": [1, 2]}
                                            ^

        """)
    #expect(run.output == "")
    #expect(folder.names() == ["bad.jsonl"])
  }

  @Test func anUnreadableLogIsAnError() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let missing = ToolRun(["import", folder.file("none.log")])
    #expect(missing.status == .invalidInput)
    #expect(
      missing.error
        == "\(folder.file("none.log")): error: cannot read the log: No such file or directory\n")
    let directory = ToolRun(["import", folder.path])
    #expect(directory.status == .invalidInput)
    #expect(directory.error == "\(folder.path): error: cannot read the log: Is a directory\n")
  }

  /// A sparse file of 100 MB (no room on disk) is refused by its size, before any read; one of
  /// 10 MB of zeros, under the limit, at its first byte. Neither is timed: the answers are
  /// what show that nothing more was read.
  @Test func hugeAndBinaryLogsAreAnsweredAtOnce() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    for (name, size) in [("huge.log", 100 * 1024 * 1024), ("zeros.log", 10 * 1024 * 1024)] {
      #expect(FileManager.default.createFile(atPath: folder.file(name), contents: nil))
      let handle = try #require(FileHandle(forWritingAtPath: folder.file(name)))
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
    }
    let huge = ToolRun(["import", folder.file("huge.log")])
    #expect(huge.status == .invalidInput)
    #expect(
      huge.error
        == "\(folder.file("huge.log")): error: the log is 104857600 bytes; kbreplay import "
        + "reads logs of at most 33554432 bytes (32 MiB): cut it to the part to replay\n")
    let zeros = ToolRun(["import", folder.file("zeros.log")])
    #expect(zeros.status == .invalidInput)
    #expect(
      zeros.error.hasPrefix(
        "\(folder.file("zeros.log")):1:1: error: the log is not text: a NUL byte here (is it a "
          + "binary file?)\n"))
  }

  /// `-` reads standard input, named `<stdin>` in diagnostics and `standard input` in the
  /// title, as `pbpaste | kbreplay import -` does.
  @Test func aDashReadsStandardInput() throws {
    let log =
      "(lldb) po userInfo\n{\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, "
      + "336}}\";\n}\n(lldb) po notification\nNSConcreteNotification 0x60 {name = "
      + "UIKeyboardWillHideNotification; userInfo = {\n"
    let tool = try ToolProcess(["import", "-"])
    try tool.answer(log)
    #expect(tool.waitForExit()?.status == 0)
    #expect(tool.output.contains("\nscene: Imported from standard input\ndevice: iphone-15\n"))
    #expect(
      tool.error == """
        <stdin>:6:1: warning: this notification is cut off; it is left out
        NSConcreteNotification 0x60 {name = UIKeyboardWillHideNotification; userInfo = {
        ^

        """)
  }

  /// Standard input is read up to one byte past 32 MiB, and then refused.
  @Test func standardInputPastTheLimitIsRefused() throws {
    let tool = try ToolProcess(["import", "-"])
    try tool.answer(String(repeating: "x", count: 32 * 1024 * 1024 + 10))
    #expect(tool.waitForExit()?.status == 2)
    #expect(
      tool.error
        == "<stdin>: error: the log is 33554433 bytes; kbreplay import reads logs of at most "
        + "33554432 bytes (32 MiB): cut it to the part to replay\n")
  }

  @Test func helpDescribesTheCommand() {
    let help = ToolRun(["help", "import"])
    #expect(help.status == .success)
    #expect(
      help.output.hasPrefix(
        """
        OVERVIEW: Make a scene from a keyboard log captured on a device.

        USAGE: kbreplay import LOG

        """))
    #expect(help.output.contains("-o, --output <scene>"))
    #expect(help.output.contains("--device <device>"))
    #expect(ToolRun(["--help"]).output.contains("import LOG"))
  }
}
