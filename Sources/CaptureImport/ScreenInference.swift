@_spi(Formatting) import DecimalText
import KeyboardAvoidance

/// The screen a printed log's keyboard frames tell, and the device preset that has it
/// (docs/capture.md#what-import-infers).
///
/// A hidden keyboard's frame starts at the screen's bottom and a docked one ends there, so
/// among the frames at `x = 0` with a height, the most frequent top or bottom is the screen's
/// height, and the most frequent width its width (ties go to the larger value).
struct ScreenInference: Equatable {
  /// How the screen matched the presets.
  enum Match: Equatable {
    /// A preset has this screen.
    case preset
    /// A preset has this screen turned: the scene is that preset with its screen written out.
    case turned
    /// No preset has it: the scene is the default preset with its screen written out.
    case none
  }

  /// The device the scene names, with the screen inferred as its screen.
  var device: Device
  var match: Match

  /// The smallest screen an inference may give, either way up: anything smaller is no screen
  /// (frames of a floating keyboard, or too few frames).
  static let smallest = Size(width: 320, height: 480)

  /// The screen the frames tell; nil when none is at `x = 0` with a height above 0, or when
  /// they tell a screen smaller than ``smallest`` (its shorter side below 320, or its longer
  /// side below 480).
  init?(frames: [Rect]) {
    var heights: [Double: Int] = [:]
    var widths: [Double: Int] = [:]
    for frame in frames where frame.x == 0 && frame.height > 0 {
      heights[frame.y, default: 0] += 1
      heights[frame.y + frame.height, default: 0] += 1
      widths[frame.width, default: 0] += 1
    }
    // Either way up: a phone turned on its side is 852 x 393.
    guard let height = Self.mostFrequent(heights), let width = Self.mostFrequent(widths),
      min(width, height) >= Self.smallest.width, max(width, height) >= Self.smallest.height
    else { return nil }
    (device, match) = Self.device(for: Size(width: width, height: height))
  }

  /// The device a scene of `screen` names: the preset with that screen, else the preset with it
  /// turned, else the default preset; in the last two, with `screen` as its screen.
  static func device(for screen: Size) -> (device: Device, match: Match) {
    if let preset = Device.presets.first(where: { $0.screen == screen }) {
      return (preset, .preset)
    }
    let turned = Size(width: screen.height, height: screen.width)
    var (device, match) =
      Device.presets.first { $0.screen == turned }.map { ($0, Match.turned) }
      ?? (Device.defaultPreset, .none)
    device.screen = screen
    return (device, match)
  }

  /// The value counted most often; of those counted as often, the largest.
  private static func mostFrequent(_ counts: [Double: Int]) -> Double? {
    counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
  }

  /// The scene's comment on what was inferred.
  var comment: String {
    let screen = device.screen
    let size = "\(Self.number(screen.width)) x \(Self.number(screen.height))"
    let told = "Screen \(size), told by the keyboard frames"
    switch match {
    case .preset:
      return "\(told): device \(device.name) (--device chooses another)"
    case .turned:
      return
        "\(told): \(device.name) turned, whose safe area and keyboard metrics the scene keeps "
        + "(--device chooses another)"
    case .none:
      return
        "\(told), which no preset has: the scene keeps \(device.name)'s safe area and keyboard "
        + "metrics (--device chooses a preset)"
    }
  }

  private static func number(_ value: Double) -> String {
    DecimalFormat.wholeOrRoundTrip(value)
  }
}
