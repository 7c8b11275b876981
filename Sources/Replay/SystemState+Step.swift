import KeyboardAvoidance

extension SystemState {
  /// Applies one input at `time`, appending what to log and the posting to finish later to
  /// `output`.
  ///
  /// Inputs that name an unknown id, or focus a view that is not a text input, change nothing
  /// (they arrive as ``TimelineEvent/Action/nothing``): the loader rejects such scenes, and a
  /// replay should not trap on a hand-built one.
  mutating func step(
    _ input: SystemInput, at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    switch input {
    case .postingEnded(let posting):
      let names = posting.didNotificationNames(on: world.device.screen)
      deliver(posting.notification(names.first), at: time, in: world, output: &output)
      deliver(posting.notification(names.second), at: time, in: world, output: &output)
    case .authored(let action):
      let focusBefore = focus
      apply(action, at: time, in: world, output: &output)
      scrollFocusIntoView(focusBefore: focusBefore, after: output, at: time, in: world)
    case .released(let hold):
      let focusBefore = focus
      release(hold: hold, at: time, in: world, output: &output)
      scrollFocusIntoView(focusBefore: focusBefore, after: output, at: time, in: world)
    }
  }

  private mutating func apply(
    _ action: TimelineEvent.Action, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    switch action {
    case .tapNode(let node):
      let point = presentedFrame(of: node, at: Instant(microseconds: time), in: world).center
      tap(at: point, time: time, in: world, output: &output)
    case .tapPoint(let point):
      tap(at: point, time: time, in: world, output: &output)
    case .focus(let node):
      changeFocus(to: node, at: time, in: world, output: &output)
    case .keyboardHeight(let height, let timing):
      keyboardHeight = height
      guard isKeyboardVisible(in: world), keyboardEnd.isDockedKeyboard(on: world.device.screen)
      else { return }
      postBySystem(
        to: dockedKeyboardFrame(in: world), timing: timing, at: time, in: world,
        output: &output)
    case .keyboardFrame(let frame, let timing):
      post(to: frame, timing: timing, at: time, in: world, output: &output)
    case .hardwareKeyboard(let isAttached):
      guard isAttached != hasHardwareKeyboard else { return }
      hasHardwareKeyboard = isAttached
      guard isKeyboardVisible(in: world) else { return }
      postBySystem(to: dockedKeyboardFrame(in: world), at: time, in: world, output: &output)
    case .returnKey:
      pressReturn(at: time, in: world, output: &output)
    case .drag(let from, let to, let duration):
      drag(from: from, to: to, duration: duration, at: time, in: world, output: &output)
    case .nothing:
      break
    }
  }

  /// The return key: logged with the focused input, then that input's `returnKey` acts as the
  /// focus change it stands for; with nothing focused, nothing else happens.
  private mutating func pressReturn(
    at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    output.log(.returnKey(focus), at: time)
    guard let focus else { return }
    switch world.nodes[focus].returnKey {
    case .dismiss: changeFocus(to: nil, at: time, in: world, output: &output)
    case .newline: break
    case .focus(let target): changeFocus(to: target, at: time, in: world, output: &output)
    }
  }

  /// A user tap: the keyboard swallows it; otherwise hit testing and the tap rules decide.
  private mutating func tap(
    at point: Point, time: Microseconds, in world: World, output: inout StepOutput
  ) {
    let instant = Instant(microseconds: time)
    if hitsKeyboard(point, at: instant, in: world) {
      output.log(.tap(point, hit: .keyboard), at: time)
      return
    }
    let hit = hitTest(point, at: instant, in: world)
    output.log(.tap(point, hit: hit.map { .view($0) } ?? .nothing), at: time)
    switch TapOutcome(target: Self.tapTarget(hit, focus: focus, in: world)) {
    case .nothing: break
    case .focusHitInput: changeFocus(to: hit, at: time, in: world, output: &output)
    case .resign: changeFocus(to: nil, at: time, in: world, output: &output)
    }
  }

  /// Whether `point` is on the part of the keyboard on screen at `instant`, where a tap or a
  /// drag hits the keyboard rather than a view.
  func hitsKeyboard(_ point: Point, at instant: Instant, in world: World) -> Bool {
    Rect(screen: world.device.screen).contains(point)
      && keyboard.presented(at: instant).contains(point)
  }

  /// What the tap rules see of node `hit` while `focus` is focused.
  ///
  /// Static, so that a tap, which mutates the state, need not copy it to ask.
  private static func tapTarget(_ hit: Int?, focus: Int?, in world: World) -> TapOutcome.Target {
    guard let hit else { return .inert }
    let node = world.nodes[hit]
    switch node.kind {
    case .textField, .textEditor:
      return .textInput(isFocused: focus == hit, hidesKeyboardOnTap: node.hidesKeyboardOnTap)
    case .button:
      return .button
    case .view, .scrollView:
      return .view(hidesKeyboardOnTap: world.hidesKeyboardInChain(hit))
    }
  }

  /// Moves focus, then makes the posting the change causes (none under a scripted keyboard),
  /// then lets strategies that watch focus react, in the order docs/semantics.md#the-keyboard
  /// gives.
  mutating func changeFocus(
    to node: Int?, at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    guard node != focus else { return }
    // The toolbar of the input that had focus: the keyboard it leaves is that much taller.
    let previousToolbar = toolbarHeight(in: world)
    focus = node
    output.log(.focus(node), at: time)
    let screen = world.device.screen
    let isVisible = isKeyboardVisible(in: world)
    let rule = FocusPostingRule(
      hasFocus: node != nil, isKeyboardVisible: isVisible,
      focusChangeNotifies: world.focusChangeNotifies,
      changesDockedToolbar: isVisible && keyboardEnd.isDockedKeyboard(on: screen)
        && toolbarHeight(in: world) != previousToolbar)
    switch rule {
    case .none: break
    case .show:
      postBySystem(to: dockedKeyboardFrame(in: world), at: time, in: world, output: &output)
    case .hide:
      postBySystem(
        to: .hiddenKeyboard(height: keyboardHeight + previousToolbar, screen: screen), at: time,
        in: world, output: &output)
    case .repeatCurrent:
      postBySystem(to: keyboardEnd, at: time, in: world, output: &output)
    }
    reactToPadding(trigger: .focusChange, at: time, in: world)
  }
}
