/// Where the keyboard's postings come from: `system.keyboard`
/// (docs/semantics.md#scripted-keyboards).
public enum KeyboardMode: String, Sendable, Equatable, CaseIterable {
  /// The system's rules post by themselves: focus changes show and hide the keyboard, height
  /// and hardware-keyboard changes move it, and interactive releases dismiss or restore it.
  case model
  /// Only `keyboard: {frame}` events post, as a capture from a device replays them; every
  /// other change (focus, height, hardware keyboard, drags) posts nothing.
  case scripted
}
