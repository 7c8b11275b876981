import KBReplay
import KeyboardAvoidance
import SceneLoading
import Support

/// `kbreplay new NAME [--device D] [--swiftui]`: writes a commented starter scene, never over
/// a file.
package struct NewCommand: Subcommand {
  /// Where the JSON Schema for scenes lives in kbreplay's repository, from its root.
  static let schemaPath = "Schema/scene.schema.json"

  /// The file to write, as given; ``path`` adds the extension.
  package var name: String
  /// The device preset the scene names.
  package var device: String
  /// Whether the starter is laid out in SwiftUI's keyboard safe area (`keyboardSafeArea`)
  /// rather than padded by `keyboardAdaptive()`.
  package var isSwiftUI: Bool

  /// Creates a new-scene command.
  ///
  /// - Parameters:
  ///   - name: The file to write; `.yaml` is added unless it ends in `.yaml` or `.yml`.
  ///   - device: A preset name (see ``Device/presets``).
  ///   - isSwiftUI: Whether to write the `--swiftui` starter.
  package init(name: String, device: String = Device.defaultPresetName, isSwiftUI: Bool = false) {
    self.name = name
    self.device = device
    self.isSwiftUI = isSwiftUI
  }

  static let interface = CommandInterface(
    name: .new,
    abstract: "Write a commented starter scene to edit.",
    usage: "NAME",
    maximumArgumentCount: 1,
    arguments: [
      CommandInterface.Argument(
        label: "NAME",
        help: [
          "The scene file to write; '.yaml' is added unless NAME ends in .yaml",
          "or .yml. Missing folders are created.",
        ])
    ],
    options: [Options.device.definition, Options.swiftUI],
    discussion: [
      [
        "The starter is a sign-in form sized for the device, with a timeline and",
        "expectations; it is valid as written. With --swiftui the form is laid",
        "out in SwiftUI's keyboard safe area (keyboardSafeArea: true) instead.",
        "When the file exists nothing is written: kbreplay new never overwrites.",
      ],
      [
        "Exit status: 0 when the file was written; 2 when it exists or cannot be",
        "written, or for a usage error.",
      ],
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let name = arguments.positionals.first else {
      throw UsageError(.missingArgument("NAME"), in: .new)
    }
    self.init(
      name: name.text,
      device: try arguments.value(of: Options.device, in: .new) ?? Device.defaultPresetName,
      isSwiftUI: try arguments.occurrence(of: Options.swiftUI, in: .new) != nil)
  }

  /// The options `new` declares.
  enum Options {
    /// `--device NAME`, one of the presets.
    static let device = ValueOption<String>.choice(
      "--device", valueName: "device",
      help: [
        "The device preset (default: \(Device.defaultPresetName)); see", "'kbreplay devices'.",
      ],
      among: { _ in Device.presets.map(\.name) })

    /// `--swiftui`, a flag: the starter uses SwiftUI's keyboard safe area.
    static let swiftUI = OptionDefinition(
      name: "--swiftui", shortName: nil, valueName: nil,
      help: [
        "A SwiftUI starter: the form in the keyboard safe",
        "area (keyboardSafeArea: true, iOS 14 and later).",
      ])
  }

  /// The file written: ``name`` with `.yaml` added unless it has a scene extension.
  package var path: String {
    name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? name : name + ".yaml"
  }

  /// Writes the starter scene and says where, or says why nothing was written.
  ///
  /// - Parameter context: Where messages go.
  /// - Returns: ``ExitCode/success`` when the file was written, else ``ExitCode/invalidInput``.
  package func run(in context: CommandContext) -> ExitCode {
    let file = path
    guard let preset = Device.preset(named: device), !name.isEmpty, !name.hasSuffix("/") else {
      return fail("NAME must name a file, not a folder: '\(name)'", in: context)
    }
    if let problem = NewFile.makeFolders(for: file) { return fail(problem, in: context) }
    let folder = NewFile.folder(of: file)
    let title = StarterScene.title(forFileNamed: file)
    let schema = Self.schemaReference(from: folder)
    let text =
      isSwiftUI
      ? StarterScene.swiftUIText(title: title, device: preset, schema: schema)
      : StarterScene.text(title: title, device: preset, schema: schema)
    if let problem = NewFile.create(file, contents: text, by: .new) {
      return fail(problem, in: context)
    }
    context.console.writeLine("wrote \(file) (device \(device))")
    context.console.writeLine(
      "Next: edit it, replay it with 'kbreplay run \(file)', and test it (recording its "
        + "golden) with 'kbreplay test \(file)'.")
    return .success
  }

  private func fail(_ message: String, in context: CommandContext) -> ExitCode {
    context.console.writeLine("kbreplay: error: \(message)", to: .standardError)
    return .invalidInput
  }

  /// The schema's path relative to `folder`, found in `folder` or the nearest folder above it
  /// that has `Schema/scene.schema.json`; links are resolved first, as editors see the file.
  ///
  /// - Parameter folder: The scene's folder; empty for the current folder.
  /// - Returns: The relative path, or ``StarterScene/SchemaReference/notFound``.
  static func schemaReference(from folder: String) -> StarterScene.SchemaReference {
    guard let resolved = FileSystem.resolvedPath(folder) else { return .notFound }
    var components = resolved.split(separator: "/").map(String.init)
    var levelsUp = 0
    while true {
      let candidate = "/" + (components + [schemaPath]).joined(separator: "/")
      if FileSystem.kind(of: candidate, followsLinks: true) == .file {
        return .relativePath(String(repeating: "../", count: levelsUp) + schemaPath)
      }
      guard !components.isEmpty else { return .notFound }
      components.removeLast()
      levelsUp += 1
    }
  }
}
