import KeyboardAvoidance
import SceneModel

extension SystemState {
  /// Whether the keyboard's end frame intersects the screen.
  func isKeyboardVisible(in world: World) -> Bool {
    keyboardEnd.isVisibleKeyboard(on: world.device.screen)
  }

  /// Where the keyboard docks now: full height, or only its bar with a hardware keyboard.
  func dockedKeyboardFrame(in world: World) -> Rect {
    let device = world.device
    return .dockedKeyboard(
      height: keyboardHeight, screen: device.screen,
      accessory: hasHardwareKeyboard ? device.accessoryHeight : nil)
  }

  /// Posts a new end frame: the keyboard starts animating towards it, the will-notifications
  /// are delivered to the strategies, and the posting is handed back to end later.
  mutating func post(
    to end: Rect, timing: AnimationTiming, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    let posting = KeyboardPosting(begin: keyboardEnd, end: end, timing: timing)
    keyboardEnd = end
    keyboard.set(end, at: time, timing: timing)
    lastKeyboardTiming = timing
    let names = posting.willNotificationNames(on: world.device.screen)
    deliver(posting.notification(names.first), at: time, in: world, output: &output)
    deliver(posting.notification(names.second), at: time, in: world, output: &output)
    output.post(posting)
  }

  /// Logs `note`, delivered at `time`, and lets the strategy react to it.
  mutating func deliver(
    _ note: KeyboardNotification, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    output.log(.notification(note), at: time)
    reactToPadding(trigger: .notification(note), at: time, in: world)
  }

  /// Lets the run's strategy recompute every container's padding, in document order, each
  /// container seeing the model frames the ones before it left; nothing when the strategy does
  /// not react to `trigger`.
  ///
  /// The test is inlined into the callers, since two calls in three end there (8,140 of 12,096
  /// on 500 scenes): as a call, with the strategy's test a call of its own and the trigger
  /// built for it, processing inputs counted 8.65 M instructions rather than 8.18 M.
  @inline(__always)
  mutating func reactToPadding(
    trigger: PaddingInput.Trigger, at time: Microseconds, in world: World
  ) {
    guard strategy.reacts(to: trigger) else { return }
    recomputePaddings(trigger: trigger, at: time, in: world)
  }

  /// Recomputes every container's padding for `trigger`, as ``reactToPadding(trigger:at:in:)``
  /// does once the strategy reacts to it.
  private mutating func recomputePaddings(
    trigger: PaddingInput.Trigger, at time: Microseconds, in world: World
  ) {
    for (index, container) in world.containers.enumerated() {
      let input = PaddingInput(
        trigger: trigger, keyboardEnd: keyboardEnd, container: container.frame,
        alignFactor: container.alignFactor, margin: container.margin, device: world.device,
        firstResponder: firstResponder(seenFrom: container, in: world))
      guard let padding = strategy.padding(for: input) else { continue }
      paddings[index].set(padding, at: time, timing: paddingTiming(for: container, in: world))
    }
  }

  private func firstResponder(
    seenFrom container: World.Container, in world: World
  ) -> PaddingInput.FirstResponder? {
    guard let focus else { return nil }
    return PaddingInput.FirstResponder(
      modelFrame: modelFrame(of: focus, in: world), layoutFrame: world.nodes[focus].layoutFrame,
      isInsideContainer: world.isDescendant(focus, of: container.node))
  }

  /// The container's override if it has one, else the strategy's own animation: none for
  /// `naive`, `easeOut` 0.16 s for `classic`, the keyboard's for `adaptive`. Nil means at once.
  private func paddingTiming(for container: World.Container, in world: World) -> AnimationTiming? {
    switch container.animation {
    case .immediate?:
      return nil
    case .curve(let curve, let duration)?:
      return duration > 0 ? AnimationTiming(curve: curve, duration: duration) : nil
    case .followKeyboard?:
      return lastKeyboardTiming
    case nil:
      switch strategy {
      case .none, .naive: return nil
      case .classic: return AnimationTiming(curve: .easeOut, duration: 160_000)
      case .adaptive: return lastKeyboardTiming
      }
    }
  }
}
