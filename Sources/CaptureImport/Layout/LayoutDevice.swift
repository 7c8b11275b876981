import KeyboardAvoidance
import SceneWriting

/// The device a layout's scene names when the command names none: the preset whose screen is
/// the dump's window, else the one whose screen turned is, else `iphone-15` with the dump's
/// screen written out.
struct LayoutDevice {
  /// The device, its screen the dump's.
  var device: Device
  /// What the scene's comment says about the choice.
  var comment: String

  init(screen: Size) {
    let size = "\(SceneWriter.length(screen.width)) x \(SceneWriter.length(screen.height))"
    if let preset = Device.presets.first(where: { $0.screen == screen }) {
      device = preset
      comment =
        "The device is \(preset.name), the preset whose screen is the dump's window (\(size))"
      return
    }
    let turned = Size(width: screen.height, height: screen.width)
    let preset =
      Device.presets.first { $0.screen == turned }
      ?? Device.preset(named: Device.defaultPresetName) ?? Device.presets[0]
    device = preset
    device.screen = screen
    let reason =
      preset.screen == turned
      ? "the dump's window (\(size)) is \(preset.name)'s screen turned"
      : "no preset has the dump's window (\(size))"
    comment =
      "The device is \(preset.name) with the dump's screen: \(reason); its safe area and "
      + "keyboard metrics are \(preset.name)'s"
  }
}
