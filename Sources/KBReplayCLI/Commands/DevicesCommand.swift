@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import Support

/// `kbreplay devices`: the device presets as an aligned table.
package struct DevicesCommand: Subcommand {
  /// Creates the command; it has no options.
  package init() {}

  static let interface = CommandInterface(
    name: .devices,
    abstract: "List the device presets a scene can name.",
    usage: "",
    maximumArgumentCount: 0,
    arguments: [],
    options: [],
    discussion: [
      [
        "A scene names one with 'device:' (default: \(Device.defaultPresetName)) and may",
        "override any value with 'screen:', 'safeArea:' and 'keyboard:'.",
      ]
    ]
  )

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init()
  }

  /// Prints the presets table to standard output.
  ///
  /// - Parameter context: Where the table goes.
  /// - Returns: ``ExitCode/success``.
  package func run(in context: CommandContext) -> ExitCode {
    for line in Self.table(Device.presets) {
      context.console.writeLine(line)
    }
    return .success
  }

  /// The table's lines: a header, then one row per device, in the given order.
  static func table(_ devices: [Device]) -> [String] {
    let header = ["preset", "screen", "safe area top/bottom", "keyboard", "accessory"]
    let rows = devices.map { device in
      [
        device.name,
        "\(DecimalFormat.compact(device.screen.width)) x \(DecimalFormat.compact(device.screen.height))",
        "\(DecimalFormat.compact(device.safeArea.top)) / \(DecimalFormat.compact(device.safeArea.bottom))",
        DecimalFormat.compact(device.keyboardHeight),
        DecimalFormat.compact(device.accessoryHeight),
      ]
    }
    return TextTable.lines([header] + rows)
  }
}
