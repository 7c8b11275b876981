import KeyboardAvoidance

/// A validated scene: a screen, its view tree and a timeline, ready to replay.
public struct Scene: Sendable, Equatable {
  /// The title from the `scene:` key.
  public var title: String
  /// The path the scene was loaded from, as given to the loader.
  public var path: String
  /// The device after applying the scene's overrides to its preset.
  public var device: Device
  /// The names of the strategies to replay, in the scene's order, without duplicates.
  public var strategies: [String]
  /// Whether focus moving between inputs posts a keyboard notification (`system.focusChangeNotifies`).
  public var focusChangeNotifies: Bool
  /// Whether the system's rules post or only the scene's `keyboard: {frame}` events do
  /// (`system.keyboard`).
  public var keyboardMode: KeyboardMode
  /// Samples per second.
  public var fps: Int
  /// The time of the last sample, explicit or derived from the last event.
  public var until: Microseconds
  /// The root of the view tree.
  public var root: ViewNode
  /// The authored events, in file order (the replay sorts them stably by time).
  public var events: [SceneEvent]
  /// The expectations, in file order.
  public var expectations: [SceneExpectation]

  /// Creates a scene.
  public init(
    title: String, path: String, device: Device, strategies: [String],
    focusChangeNotifies: Bool, keyboardMode: KeyboardMode = .model, fps: Int,
    until: Microseconds, root: ViewNode, events: [SceneEvent], expectations: [SceneExpectation]
  ) {
    self.title = title
    self.path = path
    self.device = device
    self.strategies = strategies
    self.focusChangeNotifies = focusChangeNotifies
    self.keyboardMode = keyboardMode
    self.fps = fps
    self.until = until
    self.root = root
    self.events = events
    self.expectations = expectations
  }
}
