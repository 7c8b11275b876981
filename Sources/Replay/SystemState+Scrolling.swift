import KeyboardAvoidance
import SceneModel

/// Scroll views (docs/semantics.md#scroll-views-and-drags): content offsets and insets,
/// scrolling the focused input into view, drags, and the finger that holds the keyboard during an
/// interactive dismissal.
extension SystemState {
  /// How a focused input scrolls into view when no posting gives the animation.
  static let scrollIntoViewTiming = AnimationTiming(curve: .easeInOut, duration: 300_000)

  /// Scroll view `index`'s viewport as its code sees it: its frame moved with its container's
  /// model padding and shift, its bottom raised by its own keyboard safe-area shift.
  func viewport(of index: Int, in world: World) -> Rect {
    var viewport = modelFrame(of: world.scrollViews[index].node, in: world)
    viewport.height -= ownShift(of: index, in: world)
    return viewport
  }

  /// The part of scroll view `index`'s viewport where content can be seen, from its top to its
  /// bottom raised by its own shift and its content inset (model values).
  func visibleRegion(of index: Int, in world: World) -> (top: Double, bottom: Double) {
    let viewport = viewport(of: index, in: world)
    return (viewport.minY, viewport.maxY - insets[index])
  }

  /// The largest content offset of scroll view `index`: the content's height less the visible
  /// region's, and never below 0.
  func maxOffset(of index: Int, in world: World) -> Double {
    let scrollView = world.scrollViews[index]
    let visible = scrollView.frame.height - ownShift(of: index, in: world) - insets[index]
    return max(0, scrollView.contentHeight - visible)
  }

  /// The model shift `S_own` of scroll view `index` itself; 0 without `keyboardSafeArea`.
  private func ownShift(of index: Int, in world: World) -> Double {
    world.scrollViews[index].safeArea.map { shifts[$0].model } ?? 0
  }

  /// Brings every content offset above its scroll view's largest down to it, animated with
  /// `timing`; at a posting after the shifts change, and after each inset change.
  mutating func clampOffsets(at time: Microseconds, timing: AnimationTiming, in world: World) {
    for index in offsets.indices {
      clampOffset(of: index, at: time, timing: timing, in: world)
    }
  }

  private mutating func clampOffset(
    of index: Int, at time: Microseconds, timing: AnimationTiming, in world: World
  ) {
    let largest = maxOffset(of: index, in: world)
    if offsets[index].model > largest { offsets[index].set(largest, at: time, timing: timing) }
  }

  /// Lets the run's strategy recompute every scroll view's content inset at `note`, in document
  /// order, clamping each offset after its inset changes.
  ///
  /// A value that is not finite is not applied: the first one is kept in ``nonFiniteValue``.
  mutating func reactToInsets(
    _ note: KeyboardNotification, at time: Microseconds, in world: World
  ) {
    for index in world.scrollViews.indices {
      let input = ScrollInput(
        trigger: .notification(note), keyboardEnd: keyboardEnd,
        viewport: viewport(of: index, in: world), screen: world.device.screen,
        safeArea: world.device.safeArea, contentInset: insets[index],
        firstResponder: firstResponder(seenFrom: world.scrollViews[index].node, in: world))
      guard let inset = strategy.strategy.contentInset(for: input) else { continue }
      guard inset.isFinite else {
        if nonFiniteValue == nil {
          nonFiniteValue = NonFiniteValue(value: inset, target: .scrollView(index), time: time)
        }
        continue
      }
      insets[index] = inset
      clampOffset(of: index, at: time, timing: note.timing, in: world)
    }
  }

  /// After an input and every reaction to it, whose effects are in `output`: when the focused
  /// input sits in a scroll view and scrolls into view, and it gained focus by this input (it
  /// was not `focusBefore`) or the input made a posting, scrolls so that its model frame is
  /// inside the visible region, its top first when it is taller than the region.
  mutating func scrollFocusIntoView(
    focusBefore: Int?, after output: StepOutput, at time: Microseconds, in world: World
  ) {
    let postingTiming = output.posting?.timing
    guard let focus, let index = world.nodes[focus].scrollView, world.nodes[focus].scrollsIntoView,
      focus != focusBefore || postingTiming != nil
    else { return }
    let field = modelFrame(of: focus, in: world)
    let region = visibleRegion(of: index, in: world)
    let down = max(0, field.maxY - region.bottom)
    let back = max(0, region.top - (field.minY - down))
    let target = min(max(0, offsets[index].model + down - back), maxOffset(of: index, in: world))
    offsets[index].set(
      target, at: time, timing: postingTiming ?? Self.scrollIntoViewTiming)
  }

  /// A finger drags from `from` to `to` over `duration` at `time`: the content of the scroll
  /// view it starts in follows it, and that scroll view's `keyboardDismissMode` acts.
  mutating func drag(
    from: Point, to: Point, duration: Microseconds, at time: Microseconds, in world: World,
    output: inout StepOutput
  ) {
    let instant = Instant(microseconds: time)
    let scrollView = Self.scrollView(
      hit: hitsKeyboard(from, at: instant, in: world) ? nil : hitTest(from, at: instant, in: world),
      in: world)
    output.log(
      .drag(
        from: from, to: to, duration: duration,
        scrollView: scrollView.map { world.scrollViews[$0].node }), at: time)
    keyboard.endHold()
    guard let scrollView else { return }
    let target = min(
      max(0, offsets[scrollView].model + from.y - to.y), maxOffset(of: scrollView, in: world))
    offsets[scrollView].set(
      target, at: time, timing: AnimationTiming(curve: .linear, duration: duration))
    switch world.scrollViews[scrollView].dismissMode {
    case .never:
      break
    case .onDrag:
      changeFocus(to: nil, at: time, in: world, output: &output)
    case .interactive:
      guard keyboardEnd.isShownDockedKeyboard(on: world.device.screen), to.y > keyboardEnd.minY
      else { return }
      holdCount += 1
      keyboard.begin(
        KeyboardHold(
          number: holdCount, start: time, duration: duration, fromY: from.y, toY: to.y,
          end: keyboardEnd), at: time)
      let (release, overflow) = time.addingReportingOverflow(duration)
      output.scheduleRelease(of: holdCount, at: overflow ? .max : release)
    }
  }

  /// The finger of hold `number` lets go at `time`; nothing happens when that hold has ended.
  /// Below the keyboard's middle it dismisses the keyboard, above it the keyboard returns; either
  /// posting starts from where the finger left the keyboard.
  mutating func release(
    hold number: Int, at time: Microseconds, in world: World, output: inout StepOutput
  ) {
    guard let hold = keyboard.hold, hold.number == number else { return }
    keyboard.endHold()
    let dismisses = hold.toY > hold.end.minY + hold.end.height / 2
    output.log(.release(dismisses ? .dismiss : .restore), at: time)
    guard dismisses else {
      postBySystem(
        to: dockedKeyboardFrame(in: world), from: hold.releasedFrame, at: time, in: world,
        output: &output)
      return
    }
    let toolbar = toolbarHeight(in: world)
    let hadFocus = focus != nil
    if hadFocus {
      focus = nil
      output.log(.focus(nil), at: time)
    }
    postBySystem(
      to: .hiddenKeyboard(height: keyboardHeight + toolbar, screen: world.device.screen),
      from: hold.releasedFrame, at: time, in: world, output: &output)
    if hadFocus { reactToPadding(trigger: .focusChange, at: time, in: world) }
  }

  /// The scroll view a drag starting on node `hit` moves: the hit view's own, or the one it
  /// is inside; nil for none (and for a drag that starts on the keyboard or outside the root).
  private static func scrollView(hit: Int?, in world: World) -> Int? {
    guard let hit else { return nil }
    if world.nodes[hit].kind == .scrollView {
      return world.scrollViews.firstIndex { $0.node == hit }
    }
    return world.nodes[hit].scrollView
  }
}
