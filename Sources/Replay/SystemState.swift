import KeyboardAvoidance
import SceneModel

/// The simulated system during one run: first responder, keyboard and paddings.
///
/// The state changes only through ``step(_:at:in:)``, a reducer that returns its effects as
/// data; reading presented values at an instant never changes it.
struct SystemState: Sendable {
  /// The strategy of the run, which sets the paddings.
  let strategy: RunStrategy
  /// The focused text input's node index.
  var focus: Int?
  /// The keyboard's end frame, that of the last posting.
  var keyboardEnd: Rect
  /// The keyboard frame as animated on screen; its model is ``keyboardEnd``.
  var keyboard: RunKeyboard
  /// The docked software keyboard's height, used for the next show.
  var keyboardHeight: Double
  /// Whether a hardware keyboard is attached.
  var hasHardwareKeyboard = false
  /// The animation of the last notification; the keyboard spring before any.
  var lastKeyboardTiming = AnimationTiming.keyboardDefault
  /// Each adaptive container's bottom padding, in container order.
  var paddings: [AnimatedValue]
  /// The first padding the strategy returned that was not finite, if any: it was not applied,
  /// and the replay ends with an error.
  var nonFinitePadding: NonFinitePadding?

  /// The state before the first event: nothing focused, the keyboard just below the screen.
  ///
  /// The keyboard records its changes and drops for later runs when `recordsKeyboard`, and
  /// follows `keyboardReference`, the first run's record, when there is one (see
  /// ``RunKeyboard``).
  init(
    world: World, strategy: any AvoidanceStrategy, recordsKeyboard: Bool = false,
    keyboardReference: KeyboardRecord? = nil
  ) {
    self.strategy = RunStrategy(strategy)
    let device = world.device
    keyboardHeight = device.keyboardHeight
    keyboardEnd = .hiddenKeyboard(height: device.keyboardHeight, screen: device.screen)
    keyboard = RunKeyboard(
      keyboardEnd, isRecording: recordsKeyboard, following: keyboardReference)
    // Appended rather than `Array(repeating:count:)`, whose unspecialised allocation and
    // copies cost several times as much for the container or two of a scene.
    paddings = []
    paddings.reserveCapacity(world.containers.count)
    for _ in world.containers { paddings.append(AnimatedValue(0)) }
  }

  /// The node's frame as UIKit reports it: moved up by its container's model padding.
  func modelFrame(of node: Int, in world: World) -> Rect {
    world.frame(of: node) { paddings[$0].model }
  }

  /// The node's frame as shown at `instant`: moved up by its container's presented padding.
  func presentedFrame(of node: Int, at instant: Instant, in world: World) -> Rect {
    world.frame(of: node) { paddings[$0].presented(at: instant) }
  }

  /// The deepest node whose presented frame contains `point`, later siblings first, or nil when
  /// the point is outside the root.
  func hitTest(_ point: Point, at instant: Instant, in world: World) -> Int? {
    // The nodes of a container all move by its presented padding, which is evaluated once for a
    // run of such nodes rather than once for each node passed.
    var last: (container: Int, padding: Double)?
    func contains(_ node: Int) -> Bool {
      let frame = world.frame(of: node) { container in
        if let last, last.container == container { return last.padding }
        let padding = paddings[container].presented(at: instant)
        last = (container, padding)
        return padding
      }
      return frame.contains(point)
    }
    guard !world.nodes.isEmpty, contains(0) else { return nil }
    var current = 0
    descending: while true {
      var child = world.nodes[current].lastChild
      while let candidate = child {
        if contains(candidate) {
          current = candidate
          continue descending
        }
        child = world.nodes[candidate].previousSibling
      }
      return current
    }
  }

  /// Whether every padding and the keyboard frame are at rest at `instant`.
  func isSettled(at instant: Instant) -> Bool {
    keyboard.frame.isSettled(at: instant) && paddings.allSatisfy { $0.isSettled(at: instant) }
  }
}
