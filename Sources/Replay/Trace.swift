import KeyboardAvoidance

/// The result of replaying a scene: one run per strategy, in the scene's order.
public struct Trace: Sendable, Equatable {
  /// The scene's title.
  public var title: String
  /// The simulated device.
  public var device: Device
  /// Samples per second.
  public var fps: Int
  /// The time of the last possible sample.
  public var until: Microseconds
  /// The adaptive containers' ids, in document order; padding columns follow it.
  public var containerIDs: [String]
  /// The keyboard safe-area containers' ids, in document order; safe-area columns follow it.
  public var safeAreaIDs: [String]
  /// The scroll views' ids, in document order; offset and content-inset columns follow it.
  public var scrollViewIDs: [String]
  /// The runs, one per strategy.
  public var runs: [TraceRun]
  /// The scene's views, to place them on screen at any sample.
  public var layout: ViewLayout

  /// Creates a trace.
  public init(
    title: String, device: Device, fps: Int, until: Microseconds, containerIDs: [String],
    safeAreaIDs: [String] = [], scrollViewIDs: [String] = [], runs: [TraceRun],
    layout: ViewLayout = ViewLayout(views: [])
  ) {
    self.title = title
    self.device = device
    self.fps = fps
    self.until = until
    self.containerIDs = containerIDs
    self.safeAreaIDs = safeAreaIDs
    self.scrollViewIDs = scrollViewIDs
    self.runs = runs
    self.layout = layout
  }

  /// Whether every expectation of every run holds.
  public var passed: Bool {
    runs.allSatisfy { run in run.expectations.allSatisfy(\.passed) }
  }
}
