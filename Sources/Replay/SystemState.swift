import KeyboardAvoidance
import SceneModel

/// The simulated system during one run: first responder, keyboard, paddings, keyboard safe-area
/// shifts, and scroll views' offsets and insets.
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
  /// Each keyboard safe-area container's shift `S`, in the order of ``World/safeAreas``; empty
  /// in a scene without such containers.
  var shifts: [AnimatedValue] = []
  /// Each scroll view's content offset `O`, in the order of ``World/scrollViews``; empty in a
  /// scene without scroll views.
  var offsets: [AnimatedValue] = []
  /// Each scroll view's bottom content inset `I` (not animated), in the same order.
  var insets: [Double] = []
  /// How many drags have held the keyboard so far: the number of the latest hold, which its
  /// release names.
  var holdCount = 0
  /// The first padding or inset the strategy returned that was not finite, if any: it was not
  /// applied, and the replay ends with an error.
  var nonFiniteValue: NonFiniteValue?

  /// The state before the first event: nothing focused, the keyboard just below the screen.
  ///
  /// The keyboard records its changes and drops for later runs when `recordsKeyboard`, and
  /// follows `keyboardReference`, the first run's record, when there is one (see
  /// ``RunKeyboard``).
  init(
    world: borrowing World, strategy: any AvoidanceStrategy, recordsKeyboard: Bool = false,
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
    if !world.safeAreas.isEmpty {
      shifts.reserveCapacity(world.safeAreas.count)
      for _ in world.safeAreas { shifts.append(AnimatedValue(0)) }
    }
    if !world.scrollViews.isEmpty {
      offsets = Array(repeating: AnimatedValue(0), count: world.scrollViews.count)
      insets = Array(repeating: 0, count: world.scrollViews.count)
    }
  }

  /// The node's frame as UIKit reports it: moved up by its container's model padding and
  /// keyboard safe-area shift, and by its scroll view's model offset.
  func modelFrame(of node: Int, in world: World) -> Rect {
    world.frame(
      of: node, padding: { paddings[$0].model }, shift: { shifts[$0].model },
      offset: { offsets[$0].model })
  }

  /// The node's frame as shown at `instant`: moved up by its container's presented padding and
  /// keyboard safe-area shift, and by its scroll view's presented offset.
  func presentedFrame(of node: Int, at instant: Instant, in world: World) -> Rect {
    world.frame(
      of: node, padding: { paddings[$0].presented(at: instant) },
      shift: { shifts[$0].presented(at: instant) }, offset: { offsets[$0].presented(at: instant) })
  }

  /// The deepest node whose presented frame contains `point`, later siblings first, or nil when
  /// the point is outside the root.
  func hitTest(_ point: Point, at instant: Instant, in world: World) -> Int? {
    // The nodes of a container all move by its presented padding, which is evaluated once for a
    // run of such nodes rather than once for each node passed.
    var last: (container: Int, padding: Double)?
    func contains(_ node: Int) -> Bool {
      let frame = world.frame(
        of: node,
        padding: { container in
          if let last, last.container == container { return last.padding }
          let padding = paddings[container].presented(at: instant)
          last = (container, padding)
          return padding
        }, shift: { shifts[$0].presented(at: instant) },
        offset: { offsets[$0].presented(at: instant) })
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

  /// Whether every padding, every keyboard safe-area shift, every content offset and the
  /// keyboard frame are at rest at `instant`, and no finger holds the keyboard.
  func isSettled(at instant: Instant) -> Bool {
    keyboard.isSettled(at: instant) && paddings.allSatisfy { $0.isSettled(at: instant) }
      && shifts.allSatisfy { $0.isSettled(at: instant) }
      && offsets.allSatisfy { $0.isSettled(at: instant) }
  }
}
