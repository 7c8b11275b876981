import KeyboardAvoidance
import SceneModel

extension SystemState {
  /// Applies one input at `time`, appending what to log and which postings to finish later to
  /// `output`.
  ///
  /// Inputs that name an unknown id, or focus a view that is not a text input, change nothing:
  /// the loader rejects such scenes, and a replay should not trap on a hand-built one.
  mutating func step(
    _ input: SystemInput, at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    switch input {
    case .postingEnded(let posting):
      for note in posting.didNotifications(on: world.device.screen) {
        output.log(.notification(note), at: time)
        reactToPadding(trigger: .notification(note), at: time, in: world)
      }
    case .authored(let action):
      apply(action, at: time, in: world, output: &output)
    }
  }

  private mutating func apply(
    _ action: SceneEvent.Action, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    let instant = Instant(microseconds: time)
    switch action {
    case .tapView(let id):
      guard let node = world.nodeIndexByID[id] else { return }
      let point = presentedFrame(of: node, at: instant, in: world).center
      tap(at: point, time: time, in: world, output: &output)
    case .tapPoint(let point):
      tap(at: point, time: time, in: world, output: &output)
    case .focus(let id):
      guard let id else { return changeFocus(to: nil, at: time, in: world, output: &output) }
      guard let node = world.nodeIndexByID[id], world.nodes[node].kind.isTextInput else { return }
      changeFocus(to: node, at: time, in: world, output: &output)
    case .keyboardHeight(let height, let animation):
      keyboardHeight = height
      guard isKeyboardVisible(in: world), keyboardEnd.isDockedKeyboard(on: world.device.screen)
      else { return }
      post(
        to: dockedKeyboardFrame(in: world), timing: animation.timing, at: time, in: world,
        output: &output)
    case .keyboardFrame(let frame, let animation):
      post(to: frame, timing: animation.timing, at: time, in: world, output: &output)
    case .hardwareKeyboard(let isAttached):
      guard isAttached != hasHardwareKeyboard else { return }
      hasHardwareKeyboard = isAttached
      guard isKeyboardVisible(in: world) else { return }
      post(
        to: dockedKeyboardFrame(in: world), timing: .keyboardDefault, at: time, in: world,
        output: &output)
    }
  }

  /// A user tap: the keyboard swallows it; otherwise hit testing and the tap rules decide.
  private mutating func tap(
    at point: Point, time: Microseconds, in world: World, output: inout StepOutput
  ) {
    let instant = Instant(microseconds: time)
    let screen = Rect(screen: world.device.screen)
    if screen.contains(point), keyboard.frame.presented(at: instant).contains(point) {
      output.log(.tap(point, hit: .keyboard), at: time)
      return
    }
    let hit = hitTest(point, at: instant, in: world)
    output.log(.tap(point, hit: hit.map { .view(world.nodes[$0].id) } ?? .nothing), at: time)
    switch TapOutcome(target: tapTarget(hit, in: world)) {
    case .nothing: break
    case .focusHitInput: changeFocus(to: hit, at: time, in: world, output: &output)
    case .resign: changeFocus(to: nil, at: time, in: world, output: &output)
    }
  }

  private func tapTarget(_ hit: Int?, in world: World) -> TapOutcome.Target {
    guard let hit else { return .inert }
    let node = world.nodes[hit]
    switch node.kind {
    case .textField, .textEditor:
      return .textInput(isFocused: focus == hit, hidesKeyboardOnTap: node.hidesKeyboardOnTap)
    case .button:
      return .button
    case .view:
      return .view(hidesKeyboardOnTap: world.hidesKeyboardInChain(hit))
    }
  }

  /// Moves focus, then makes the posting the change causes, then lets strategies that watch
  /// focus react, in the contract's order.
  private mutating func changeFocus(
    to node: Int?, at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    guard node != focus else { return }
    focus = node
    output.log(.focus(node.map { world.nodes[$0].id }), at: time)
    let rule = FocusPostingRule(
      hasFocus: node != nil, isKeyboardVisible: isKeyboardVisible(in: world),
      focusChangeNotifies: world.focusChangeNotifies)
    let screen = world.device.screen
    switch rule {
    case .none: break
    case .show:
      post(
        to: dockedKeyboardFrame(in: world), timing: .keyboardDefault, at: time, in: world,
        output: &output)
    case .hide:
      post(
        to: .hiddenKeyboard(height: keyboardHeight, screen: screen), timing: .keyboardDefault,
        at: time, in: world, output: &output)
    case .repeatCurrent:
      post(to: keyboardEnd, timing: .keyboardDefault, at: time, in: world, output: &output)
    }
    reactToPadding(trigger: .focusChange, at: time, in: world)
  }
}

extension KeyboardAnimation {
  /// The same animation as the core's timing value.
  var timing: AnimationTiming { AnimationTiming(curve: curve, duration: duration) }
}
