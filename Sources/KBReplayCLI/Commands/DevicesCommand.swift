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
        "\(length(device.screen.width)) x \(length(device.screen.height))",
        "\(length(device.safeArea.top)) / \(length(device.safeArea.bottom))",
        length(device.keyboardHeight),
        length(device.accessoryHeight),
      ]
    }
    return TextTable.lines([header] + rows)
  }

  /// A length in points: whole numbers without decimals, others with up to two, rounded half
  /// away from zero, without a locale and never `-0`.
  static func length(_ value: Double) -> String {
    precondition(value.isFinite && abs(value) < 1e15, "device lengths are validated finite")
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    let magnitude = Int64(abs(hundredths))
    let sign = hundredths < 0 && magnitude != 0 ? "-" : ""
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 {
      return "\(sign)\(whole)"
    }
    let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    return "\(sign)\(whole).\(digits.hasSuffix("0") ? String(digits.dropLast()) : digits)"
  }
}
