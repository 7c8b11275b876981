import KeyboardAvoidance
import SceneModel

extension SystemState {
  /// Whether the keyboard's end frame intersects the screen.
  func isKeyboardVisible(in world: World) -> Bool {
    keyboardEnd.isVisibleKeyboard(on: world.device.screen)
  }

  /// Where the keyboard docks now: full height, or only its bar with a hardware keyboard, with
  /// the focused input's toolbar on top.
  func dockedKeyboardFrame(in world: World) -> Rect {
    let device = world.device
    return .dockedKeyboard(
      height: keyboardHeight, screen: device.screen,
      accessory: hasHardwareKeyboard ? device.accessoryHeight : nil,
      toolbar: toolbarHeight(in: world))
  }

  /// The height of the focused input's keyboard toolbar; 0 with nothing focused.
  func toolbarHeight(in world: World) -> Double {
    focus.map { world.nodes[$0].toolbar } ?? 0
  }

  /// Posts a new end frame: the keyboard starts animating towards it (from `begin` when given,
  /// else from where it is), the keyboard safe-area shifts follow it and the content offsets
  /// are clamped to them, the will-notifications are delivered to the strategies, and the
  /// posting is handed back to end later.
  mutating func post(
    to end: Rect, from begin: Rect? = nil, timing: AnimationTiming, at time: Microseconds,
    in world: World, output: inout StepOutput
  ) {
    let posting = KeyboardPosting(begin: begin ?? keyboardEnd, end: end, timing: timing)
    keyboardEnd = end
    if let begin { keyboard.set(begin, at: time, timing: .immediate) }
    keyboard.set(end, at: time, timing: timing)
    lastKeyboardTiming = timing
    if !shifts.isEmpty { updateShifts(at: time, timing: timing, in: world) }
    if !offsets.isEmpty { clampOffsets(at: time, timing: timing, in: world) }
    let names = posting.willNotificationNames(on: world.device.screen)
    deliver(posting.notification(names.first), at: time, in: world, output: &output)
    deliver(posting.notification(names.second), at: time, in: world, output: &output)
    output.post(posting)
  }

  /// Makes a posting that a rule of the system asks for: focus changes, keyboard heights and
  /// hardware keyboards (docs/semantics.md#the-keyboard), toolbars
  /// (docs/semantics.md#keyboard-toolbars) and interactive releases
  /// (docs/semantics.md#drags-and-interactive-dismissal). A scripted keyboard
  /// (docs/semantics.md#scripted-keyboards) takes no part in them: only `keyboard: {frame}`
  /// events move it, so the rule's posting is not made, and what caused it (a focus change, a
  /// stored height) stands alone.
  mutating func postBySystem(
    to end: Rect, from begin: Rect? = nil, timing: AnimationTiming = .keyboardDefault,
    at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    switch world.keyboardMode {
    case .model:
      post(to: end, from: begin, timing: timing, at: time, in: world, output: &output)
    case .scripted:
      break
    }
  }

  /// Logs `note`, delivered at `time`, and lets the strategy react to it: the containers'
  /// paddings first, then the scroll views' insets.
  mutating func deliver(
    _ note: KeyboardNotification, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    output.log(.notification(note), at: time)
    reactToPadding(trigger: .notification(note), at: time, in: world)
    if !offsets.isEmpty { reactToInsets(note, at: time, in: world) }
  }

  /// Lets the run's strategy recompute every container's padding, in document order, each
  /// container seeing the model frames the ones before it left.
  ///
  /// A value that is not finite is not applied: the first one is kept in
  /// ``nonFiniteValue``, which ends the replay with an error.
  mutating func reactToPadding(
    trigger: PaddingInput.Trigger, at time: Microseconds, in world: World
  ) {
    // Most triggers find no reaction; the strategy says so before any input is made.
    guard strategy.strategy.reacts(to: trigger) else { return }
    for (index, container) in world.containers.enumerated() {
      let shift = container.safeArea.map { shifts[$0].model } ?? 0
      let input = PaddingInput(
        trigger: trigger, keyboardEnd: keyboardEnd, container: container.frame,
        alignFactor: container.alignFactor, margin: container.margin, device: world.device,
        firstResponder: firstResponder(seenFrom: container.node, in: world),
        geometry: container.safeArea.map { _ in
          safeAreaGeometry(of: container.frame, shift: shift, in: world)
        }, keyboardSafeAreaShift: shift)
      guard let padding = strategy.strategy.padding(for: input) else { continue }
      guard padding.isFinite else {
        if nonFiniteValue == nil {
          nonFiniteValue = NonFiniteValue(value: padding, target: .container(index), time: time)
        }
        continue
      }
      paddings[index].set(padding, at: time, timing: paddingTiming(for: container))
    }
  }

  /// The focused input as the code of the container or scroll view at `node` sees it.
  func firstResponder(seenFrom node: Int, in world: World) -> PaddingInput.FirstResponder? {
    guard let focus else { return nil }
    return PaddingInput.FirstResponder(
      modelFrame: modelFrame(of: focus, in: world), layoutFrame: world.nodes[focus].layoutFrame,
      isInsideContainer: world.isDescendant(focus, of: node),
      isInsideScrollView: world.nodes[focus].scrollView != nil)
  }

  /// The container's override if it has one, else the strategy's own animation; nil means at
  /// once.
  private func paddingTiming(for container: World.Container) -> AnimationTiming? {
    (container.animation ?? strategy.animation).timing(followingKeyboard: lastKeyboardTiming)
  }
}
