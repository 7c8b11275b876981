import KeyboardAvoidance
import SceneModel

/// An authored event as the runs of a replay use it: its view ids resolved to node indices and
/// its animation to a timing, once per replay rather than once per run.
///
/// Holding no string, it is a plain value: a run queues, copies and drops its events without
/// retaining or releasing anything, and finds a tapped or focused view without comparing ids.
struct TimelineEvent: Sendable, Equatable {
  /// What happens, with ids resolved.
  enum Action: Sendable, Equatable {
    /// A tap at the centre of this node, as presented at the time.
    case tapNode(Int)
    /// A tap at a point.
    case tapPoint(Point)
    /// A programmatic focus change to this text input's node, or to nothing.
    case focus(Int?)
    /// The docked software keyboard changes height, announced with this timing.
    case keyboardHeight(Double, AnimationTiming)
    /// The keyboard moves to a frame, announced with this timing.
    case keyboardFrame(Rect, AnimationTiming)
    /// A hardware keyboard is attached (true) or detached (false).
    case hardwareKeyboard(Bool)
    /// The return key is pressed.
    case returnKey
    /// A finger drags from one point to another over a duration.
    case drag(from: Point, to: Point, duration: Microseconds)
    /// An event that changes nothing: a tap on an unknown id, or a focus change to an unknown
    /// id or to a view that is not a text input (which only a hand-built scene has).
    case nothing
  }

  /// When it happens.
  var at: Microseconds
  /// What happens.
  var action: Action

  /// The scene's events in the order the system sees them, sorted stably by time, with the ids
  /// they name looked up in `index` and the focus targets' kinds in `nodes`.
  static func timeline(
    of events: [SceneEvent], index: IDIndex, nodes: [World.Node]
  ) -> [TimelineEvent] {
    // Authored events are nearly always in time order already; then they are used as they are.
    let isSorted = events.indices.dropFirst().allSatisfy { events[$0 - 1].at <= events[$0].at }
    let ordered =
      isSorted
      ? events
      : events.enumerated()
        .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
        .map(\.element)
    return ordered.map { event in
      TimelineEvent(at: event.at, action: action(of: event.action, index: index, nodes: nodes))
    }
  }

  /// The action with its ids resolved by the rules of the replay.
  private static func action(
    of action: SceneEvent.Action, index: IDIndex, nodes: [World.Node]
  ) -> Action {
    switch action {
    case .tapView(let id):
      return index[id].map { .tapNode($0) } ?? .nothing
    case .tapPoint(let point):
      return .tapPoint(point)
    case .focus(nil):
      return .focus(nil)
    case .focus(let id?):
      guard let node = index[id], nodes[node].kind.isTextInput else { return .nothing }
      return .focus(node)
    case .keyboardHeight(let height, let animation):
      return .keyboardHeight(height, animation.timing)
    case .keyboardFrame(let frame, let animation):
      return .keyboardFrame(frame, animation.timing)
    case .hardwareKeyboard(let isAttached):
      return .hardwareKeyboard(isAttached)
    case .returnKey:
      return .returnKey
    case .drag(let from, let to, let duration):
      return .drag(from: from, to: to, duration: duration)
    }
  }
}

extension KeyboardAnimation {
  /// The same animation as the core's timing value.
  var timing: AnimationTiming { AnimationTiming(curve: curve, duration: duration) }
}
