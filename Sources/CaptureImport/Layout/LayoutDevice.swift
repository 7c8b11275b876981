import KeyboardAvoidance
import SceneWriting

/// The device a layout's scene names when the command names none: the preset whose screen is
/// the dump's window, else the one whose screen turned is, else `iphone-15` with the dump's
/// screen written out.
struct LayoutDevice {
  /// The device, its screen the dump's.
  var device: Device
  /// How the dump's window matched the presets; the screen is written out unless a preset has it.
  var match: ScreenInference.Match
  /// What the scene's comment says about the choice.
  var comment: String

  init(screen: Size) {
    let size = "\(SceneWriter.length(screen.width)) x \(SceneWriter.length(screen.height))"
    (device, match) = ScreenInference.device(for: screen)
    let name = device.name
    let reason: String
    switch match {
    case .preset:
      comment = "The device is \(name), the preset whose screen is the dump's window (\(size))"
      return
    case .turned: reason = "the dump's window (\(size)) is \(name)'s screen turned"
    case .none: reason = "no preset has the dump's window (\(size))"
    }
    comment =
      "The device is \(name) with the dump's screen: \(reason); its safe area and "
      + "keyboard metrics are \(name)'s"
  }
}
