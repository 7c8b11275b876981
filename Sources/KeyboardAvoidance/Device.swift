/// The screen, safe area and keyboard of the simulated device.
public struct Device: Sendable, Equatable, Hashable {
  /// The preset name the device started from, such as `iphone-15`.
  public var name: String
  /// The screen size in points (portrait).
  public var screen: Size
  /// The safe-area insets.
  public var safeArea: Insets
  /// The docked software keyboard's height, QuickType bar included.
  public var keyboardHeight: Double
  /// The height of the bar that stays visible when a hardware keyboard is attached.
  public var accessoryHeight: Double

  /// Creates a device description.
  public init(
    name: String, screen: Size, safeArea: Insets, keyboardHeight: Double,
    accessoryHeight: Double
  ) {
    self.name = name
    self.screen = screen
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
    self.accessoryHeight = accessoryHeight
  }

  /// The presets, in the order `kbreplay devices` lists them.
  public static let presets: [Device] = [
    preset("iphone-se", 375, 667, top: 20, bottom: 0, keyboard: 260),
    preset("iphone-13-mini", 375, 812, top: 50, bottom: 34, keyboard: 336),
    preset("iphone-11", 414, 896, top: 48, bottom: 34, keyboard: 346),
    preset("iphone-15", 393, 852, top: 59, bottom: 34, keyboard: 336),
    preset("iphone-15-pro-max", 430, 932, top: 59, bottom: 34, keyboard: 346),
    preset("ipad", 768, 1024, top: 20, bottom: 0, keyboard: 313),
  ]

  /// The preset a scene uses when it names none.
  public static let defaultPresetName = "iphone-15"

  /// The preset with the given name, if there is one.
  public static func preset(named name: String) -> Device? {
    presets.first { $0.name == name }
  }

  private static func preset(
    _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
    keyboard: Double
  ) -> Device {
    Device(
      name: name, screen: Size(width: width, height: height),
      safeArea: Insets(top: top, bottom: bottom), keyboardHeight: keyboard,
      accessoryHeight: 55)
  }
}
