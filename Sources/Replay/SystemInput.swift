import KeyboardAvoidance
import SceneModel

/// Something the simulated system reacts to.
enum SystemInput: Sendable, Equatable {
  /// An authored event of the timeline.
  case authored(SceneEvent.Action)
  /// The animation time of a posting is over: deliver its did-notifications.
  case postingEnded(KeyboardPosting)
}
