import KeyboardAvoidance

extension Device {
  /// The preset a scene uses when it names none (``Device/defaultPresetName``).
  package static var defaultPreset: Device {
    Device.preset(named: Device.defaultPresetName) ?? Device.presets[0]
  }
}
