/// The tool's help texts, generated from the command interfaces so they cannot drift apart.
enum HelpText {
  /// What `kbreplay --help` prints.
  static func overview() -> String {
    let commands = CommandName.allCases.map { name in
      let interface = name.interface
      let usage = interface.usage.isEmpty ? name.rawValue : "\(name.rawValue) \(interface.usage)"
      return [usage, interface.abstract]
    }
    let options = CommandLineParser.toolOptions.flatMap { rows(label: $0.helpLabel, help: $0.help) }
    let sections = [
      [
        "OVERVIEW: Replay scenes of iOS screens through a model of SwiftUI keyboard",
        "avoidance, and check what the keyboard covers.",
      ],
      [
        "USAGE: kbreplay <command> [<arguments>]",
        "       kbreplay \(OptionDefinition.help.name) | \(OptionDefinition.version.name)",
      ],
      ["COMMANDS:"] + TextTable.lines(commands, indent: 2, gap: 3),
      ["OPTIONS:"] + TextTable.lines(options, indent: 2, gap: 3),
      ["Run 'kbreplay help <command>' for a command's details."],
    ]
    return render(sections)
  }

  /// What `kbreplay COMMAND --help` prints.
  ///
  /// - Parameter interface: The command's interface.
  /// - Returns: The help text, ending with a newline.
  static func help(for interface: CommandInterface) -> String {
    let name = interface.name.rawValue
    let usage = interface.usage.isEmpty ? name : "\(name) \(interface.usage)"
    var sections = [["OVERVIEW: \(interface.abstract)"], ["USAGE: kbreplay \(usage)"]]
    if !interface.arguments.isEmpty {
      let arguments = interface.arguments.flatMap { rows(label: $0.label, help: $0.help) }
      sections.append(["ARGUMENTS:"] + TextTable.lines(arguments, indent: 2, gap: 3))
    }
    let options = interface.allOptions.flatMap { rows(label: $0.helpLabel, help: $0.help) }
    sections.append(["OPTIONS:"] + TextTable.lines(options, indent: 2, gap: 3))
    sections += interface.discussion
    return render(sections)
  }

  /// A labelled entry whose help spans several lines: the label on the first row only.
  private static func rows(label: String, help: [String]) -> [[String]] {
    help.enumerated().map { index, line in [index == 0 ? label : "", line] }
  }

  /// Sections separated by blank lines, ending with a newline.
  private static func render(_ sections: [[String]]) -> String {
    sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }
}
