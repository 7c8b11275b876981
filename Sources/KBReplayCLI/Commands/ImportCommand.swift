import CaptureImport
import KBReplay
import KeyboardAvoidance
import Support

/// `kbreplay import [LOG] [--layout DUMP] [--device D] [-o SCENE]`: makes a scene from a log
/// captured on a device, a view-hierarchy dump, or both (docs/capture.md); the work is
/// ``CaptureImporter``'s and ``LayoutImporter``'s, this command reads and writes the files.
package struct ImportCommand: Subcommand {
  /// The log to read, as given; nil with a dump alone.
  package var log: String?
  /// The view-hierarchy dump whose layout the scene takes (`--layout`), as given.
  package var layout: String?
  /// The device preset `--device` names; nil to infer it (docs/capture.md#what-import-infers).
  package var device: String?
  /// The scene file to write; nil for standard output.
  package var output: String?

  /// Creates an import command.
  ///
  /// - Parameters:
  ///   - log: The capture log to read; `-` for standard input; nil with a dump alone.
  ///   - layout: The view-hierarchy dump to read (`--layout`); `-` for standard input.
  ///   - device: A preset name (see ``Device/presets``); nil to infer it.
  ///   - output: The scene file to write (`.yaml` is added unless it ends in `.yaml` or
  ///     `.yml`); nil for standard output.
  package init(
    log: String?, layout: String? = nil, device: String? = nil, output: String? = nil
  ) {
    self.log = log
    self.layout = layout
    self.device = device
    self.output = output
  }

  static let interface = CommandInterface(
    name: .import,
    abstract: "Make a scene from a keyboard log captured on a device.",
    usage: "LOG",
    maximumArgumentCount: 1,
    arguments: [
      CommandInterface.Argument(
        label: "LOG",
        help: [
          "JSON lines written by an app's debug build, or keyboard notifications",
          "as Xcode's console, NSLog or print wrote them (docs/capture.md);",
          "- reads standard input (pbpaste | kbreplay import - -o SCENE).",
          "Optional with --layout.",
        ])
    ],
    options: [Options.layout.definition, Options.device.definition, Options.output.definition],
    discussion: [
      [
        "The scene replays the log's keyboard frames (system: {keyboard: scripted}):",
        "each posting becomes a keyboard: {frame} event, each focus line a focus",
        "event and, at its first frame, a text field; did-notifications become",
        "comments. Times are shifted so that the first line is at 0.1 s.",
      ],
      [
        "For printed notifications, the screen comes from the frames unless",
        "--device names it, and what the log leaves out (names of bare userInfo",
        "dictionaries, begin frames, durations, curves, timestamps) is filled in",
        "and said in comments. A notification cut off, or without its end frame,",
        "is a warning and left out.",
      ],
      [
        "--layout DUMP takes the scene's view tree from XCUITest's element tree",
        "(print(app.debugDescription)) or UIKit's recursiveDescription, and its",
        "screen from the dump's window unless --device or a screen line names",
        "one; without a log, each text input is focused in turn under the model",
        "keyboard.",
      ],
      [
        "A line that cannot be read is reported as LOG:line:col with the line and",
        "a caret, and nothing is written. kbreplay import never overwrites a file.",
      ],
      [
        "Exit status: 0 when the scene was written; 2 for a log that cannot be",
        "read or imported, an existing -o file, or a usage error.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let layout = try arguments.value(of: Options.layout, in: .import)
    let log = arguments.positionals.first?.text
    guard log != nil || layout != nil else {
      throw UsageError(.missingArgument("LOG"), in: .import)
    }
    if log == "-" && layout == "-" {
      throw UsageError(
        .malformedValue(
          option: "--layout", value: "-",
          expected: "a file when LOG is - (standard input is read once)"), in: .import)
    }
    self.init(
      log: log, layout: layout,
      device: try arguments.value(of: Options.device, in: .import),
      output: try arguments.value(of: Options.output, in: .import))
  }

  /// The options `import` declares.
  enum Options {
    /// `--layout DUMP`: a view-hierarchy dump, the scene's layout.
    static let layout = ValueOption<String>.text(
      "--layout", valueName: "dump",
      help: [
        "A view-hierarchy dump whose layout the scene takes",
        "(XCUITest's tree or UIKit's recursiveDescription);",
        "- reads standard input.",
      ])

    /// `--device NAME`, as `new` declares it.
    static let device = NewCommand.Options.device.withHelp([
      "The device preset (default: the one the frames",
      "tell, else \(Device.defaultPresetName)); a screen line in the log",
      "overrides its screen and safe area.",
    ])

    /// `-o SCENE`, `--output SCENE`: where the scene goes instead of standard output.
    static let output: ValueOption<String> = {
      var option = ValueOption<String>.text(
        "--output", valueName: "scene",
        help: [
          "Write the scene to this file ('.yaml' is added unless",
          "it ends in .yaml or .yml), never over an existing one;",
          "missing folders are created. Default: standard output.",
        ])
      option.definition.shortName = "-o"
      return option
    }()
  }

  /// The file written: ``output`` with `.yaml` added unless it has a scene extension.
  package var outputPath: String? {
    output.map { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") ? $0 : $0 + ".yaml" }
  }

  /// Reads the log, and writes the scene or says why not.
  ///
  /// - Parameter context: Where messages (and, without `-o`, the scene) go.
  /// - Returns: ``ExitCode/success`` when the scene was written, else
  ///   ``ExitCode/invalidInput``.
  package func run(in context: CommandContext) -> ExitCode {
    var preset: Device?
    if let device {
      guard let named = Device.preset(named: device) else {
        return fail("unknown device '\(device)'", in: context)
      }
      preset = named
    }
    if let path = outputPath, FileSystem.kind(of: path, followsLinks: false) != nil {
      return fail("'\(path)' already exists; kbreplay import never overwrites a file", in: context)
    }
    if let layout { return runLayout(layout, device: preset, in: context) }
    guard let log, let bytes = read(log, as: .log, in: context) else { return .invalidInput }
    switch CaptureImporter.scene(
      fromLog: bytes, path: logName, device: preset, source: Self.source(of: log))
    {
    case .failure(let failure):
      context.console.write(failure.rendered(), to: .standardError)
      return .invalidInput
    case .success(let scene):
      for warning in scene.warnings {
        context.console.write(warning.rendered(path: logName), to: .standardError)
      }
      return write(scene, in: context)
    }
  }

  /// The log's name in diagnostics.
  var logName: String { Self.name(of: log ?? "") }

  /// A file's name in diagnostics: `<stdin>` for standard input (`-`).
  static func name(of path: String) -> String { path == "-" ? "<stdin>" : path }

  /// What import reads: a log or a view dump, each with its own words for a refusal.
  enum Input {
    case log, dump

    /// The input's noun in messages.
    var noun: String { self == .log ? "log" : "dump" }

    /// The error for an input of `size` bytes, past the limit.
    func tooLarge(_ size: Int) -> ImportDiagnostic {
      self == .log ? CaptureImporter.tooLarge(size) : LayoutImporter.tooLarge(size)
    }
  }

  /// The bytes of the log or dump at `path` (`-` for standard input), or nil when it is too
  /// large or cannot be read (said on standard error). A file larger than the limit is refused
  /// before it is read; standard input is read up to one byte past it.
  func read(_ path: String, as input: Input, in context: CommandContext) -> [UInt8]? {
    let read =
      path == "-"
      ? FileStore.readStandardInput(limit: CaptureLimits.maximumLogSize)
      : FileStore.read(path, limit: CaptureLimits.maximumLogSize)
    switch read {
    case .success(.bytes(let bytes)): return bytes
    case .success(.tooLarge(let size)):
      context.console.write(
        input.tooLarge(size).rendered(path: Self.name(of: path)), to: .standardError)
    case .failure(let error):
      context.console.writeLine(
        "\(Self.name(of: path)): error: cannot read the \(input.noun): \(error.reason)",
        to: .standardError)
    }
    return nil
  }

  /// Writes the scene to standard output, or to a new file with a note of what it holds.
  func write(_ scene: ImportedScene, in context: CommandContext) -> ExitCode {
    guard let path = outputPath else {
      context.console.write(scene.text, to: .standardOutput)
      return .success
    }
    if let problem = NewFile.makeFolders(for: path)
      ?? NewFile.create(path, contents: scene.text, by: .import)
    {
      return fail(problem, in: context)
    }
    let fields = scene.fieldIDs.count
    context.console.writeLine(
      "wrote \(path) from \(inputNames): \(Self.count(scene.keyboardEventCount, "keyboard event")), "
        + "\(Self.count(scene.focusEventCount, "focus change")), "
        + "\(Self.count(fields, "text field")) (device \(scene.deviceName))")
    context.console.writeLine(
      "Next: replay it with 'kbreplay run \(path)', and test it (recording its golden) "
        + "with 'kbreplay test \(path)'.")
    return .success
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  func fail(_ message: String, in context: CommandContext) -> ExitCode {
    context.console.writeLine("kbreplay: error: \(message)", to: .standardError)
    return .invalidInput
  }
}
