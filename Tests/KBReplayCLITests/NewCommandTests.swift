import Foundation
import SceneLoading
import Testing

@testable import KBReplayCLI

/// `kbreplay new`: parsing, the file it writes, and what it refuses to do.
@Suite struct NewCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<Command, UsageError>
    var testDescription: String { "kbreplay " + arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(arguments: ["new", "login"], expected: .success(.new(NewCommand(name: "login")))),
    Case(
      arguments: ["new", "a/b.yml", "--device", "ipad"],
      expected: .success(.new(NewCommand(name: "a/b.yml", device: "ipad")))),
    Case(
      arguments: ["new", "--device=iphone-se", "x"],
      expected: .success(.new(NewCommand(name: "x", device: "iphone-se")))),
    Case(arguments: ["new"], expected: .failure(UsageError(.missingArgument("NAME"), in: .new))),
    Case(
      arguments: ["new", "x", "--device", "iphone15"],
      expected: .failure(
        UsageError(
          .invalidValue(
            option: "--device", value: "iphone15", allowed: presetNames, suggestion: "iphone-15"),
          at: 3, in: .new))),
    Case(
      arguments: ["new", "x", "--device", "pixel"],
      expected: .failure(
        UsageError(
          .invalidValue(option: "--device", value: "pixel", allowed: presetNames, suggestion: nil),
          at: 3, in: .new))),
    Case(
      arguments: ["new", "x", "--device", "ipad", "--device", "ipad"],
      expected: .failure(UsageError(.repeatedOption("--device"), at: 5, in: .new))),
    Case(
      arguments: ["new", "x", "--swiftui", "--device", "ipad"],
      expected: .success(.new(NewCommand(name: "x", device: "ipad", isSwiftUI: true)))),
    Case(
      arguments: ["new", "x", "--swiftui", "--swiftui"],
      expected: .failure(UsageError(.repeatedOption("--swiftui"), at: 4, in: .new))),
    Case(
      arguments: ["new", "x", "--swiftui=yes"],
      expected: .failure(
        UsageError(.unexpectedValue(option: "--swiftui", value: "yes"), at: 3, in: .new))),
    Case(
      arguments: ["new", "a", "b"],
      expected: .failure(UsageError(.unexpectedArgument("b"), at: 3, in: .new))),
    Case(
      arguments: ["new", "x", "--device"],
      expected: .failure(UsageError(.missingValue(option: "--device"), at: 3, in: .new))),
  ])
  func parses(_ testCase: Case) {
    #expect(CommandLineParser.parse(testCase.arguments) == testCase.expected)
  }

  static let presetNames = [
    "iphone-se", "iphone-13-mini", "iphone-11", "iphone-15", "iphone-15-pro-max", "ipad",
  ]

  @Test func anUnknownDeviceIsAUsageErrorWithASuggestion() {
    let (status, output, error) = run(["new", "x", "--device", "iphone15"])
    #expect(status == .invalidInput)
    #expect(output == "")
    #expect(
      error == """
        kbreplay: error: option '--device' takes iphone-se, iphone-13-mini, iphone-11, \
        iphone-15, iphone-15-pro-max or ipad, not 'iphone15' (argument 3); did you mean \
        'iphone-15'?
        Run 'kbreplay new --help' for usage.

        """)
  }

  @Test(arguments: [
    ("login", "login.yaml"), ("login.yaml", "login.yaml"), ("login.yml", "login.yml"),
    ("Scenes/a", "Scenes/a.yaml"), ("a.yaml.txt", "a.yaml.txt.yaml"),
  ])
  func addsTheExtensionUnlessThereIsOne(name: String, path: String) {
    #expect(NewCommand(name: name).path == path)
  }

  @Test func writesAStarterThatLoads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let name = folder.path + "/login-form"
    let (status, output, error) = run(["new", name, "--device", "iphone-se"])
    #expect(status == .success)
    #expect(error == "")
    #expect(
      output == """
        wrote \(name).yaml (device iphone-se)
        Next: edit it, replay it with 'kbreplay run \(name).yaml', and test it (recording \
        its golden) with 'kbreplay test \(name).yaml'.

        """)
    let scene = try SceneLoader.load(contentsOf: name + ".yaml").get()
    #expect(scene.title == "Login form")
    #expect(scene.device.name == "iphone-se")
  }

  @Test func createsMissingFolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let name = folder.path + "/Scenes/checkout/address.yml"
    #expect(run(["new", name]).status == .success)
    #expect(throws: Never.self) { try SceneLoader.load(contentsOf: name).get() }
  }

  @Test func neverOverwritesAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let existing = try folder.write("login.yaml", "mine\n")
    let (status, output, error) = run(["new", folder.path + "/login"])
    #expect(status == .invalidInput)
    #expect(output == "")
    #expect(
      error
        == "kbreplay: error: '\(existing)' already exists; kbreplay new never overwrites a file\n"
    )
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine\n")
  }

  @Test func refusesAFolderName() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (status, _, error) = run(["new", folder.path + "/"])
    #expect(status == .invalidInput)
    #expect(error == "kbreplay: error: NAME must name a file, not a folder: '\(folder.path)/'\n")
  }

  @Test func pointsAtTheSchemaFromTheScenesFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Schema/scene.schema.json", "{}")
    try folder.makeFolder("Scenes/topic")
    #expect(
      NewCommand.schemaReference(from: folder.path + "/Scenes/topic")
        == .relativePath("../../Schema/scene.schema.json"))
    #expect(
      NewCommand.schemaReference(from: folder.path)
        == .relativePath("Schema/scene.schema.json"))
    let name = folder.path + "/Scenes/topic/login"
    #expect(run(["new", name]).status == .success)
    let text = try String(contentsOfFile: name + ".yaml", encoding: .utf8)
    #expect(text.hasPrefix("# yaml-language-server: $schema=../../Schema/scene.schema.json\n"))
  }

  @Test func saysHowToSetUpTheSchemaWhenThereIsNone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(NewCommand.schemaReference(from: folder.path) == .notFound)
    #expect(NewCommand.schemaReference(from: folder.path + "/missing") == .notFound)
  }

  @Test(arguments: [("a/b/c.yaml", "a/b"), ("c.yaml", ""), ("/c.yaml", "/"), ("a/", "a")])
  func folderOfAPath(path: String, folder: String) {
    #expect(NewFile.folder(of: path) == folder)
  }

  private func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
    let console = RecordingConsole()
    let status = KBReplayCommand.run(arguments: arguments, in: CommandContext(console: console))
    return (status, console.standardOutput, console.standardError)
  }
}
