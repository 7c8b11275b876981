import KeyboardAvoidance

/// SwiftUI's keyboard safe area (docs/semantics.md#swiftuis-keyboard-safe-area): each
/// safe-area container's shift, and what an adaptive container that is also one sees of itself.
extension SystemState {
  /// Where the keyboard's top edge is for the safe area: the end frame's top when the keyboard
  /// is docked and on screen, else the screen's bottom edge (as for `adaptive`).
  static func keyboardTop(of end: Rect, screen: Size) -> Double {
    end.isShownDockedKeyboard(on: screen) ? end.minY : screen.height
  }

  /// Sets every safe-area container's shift `S = min(C.height, max(0, C.maxY - kTop))` for
  /// the keyboard's new end frame, animated like the keyboard by the posting's `timing`.
  ///
  /// Called at every posting, before the will-notifications reach the strategies.
  mutating func updateShifts(at time: Microseconds, timing: AnimationTiming, in world: World) {
    let keyboardTop = Self.keyboardTop(of: keyboardEnd, screen: world.device.screen)
    for index in world.safeAreas.indices {
      let frame = world.safeAreas[index].frame
      let shift = min(frame.height, max(0, frame.maxY - keyboardTop))
      shifts[index].set(shift, at: time, timing: timing)
    }
  }

  /// The geometry the code of an adaptive container at `frame` that is also a safe-area
  /// container sees, its model shift being `shift`: the frame shortened by the shift, the
  /// bottom inset reaching up to the keyboard.
  func safeAreaGeometry(of frame: Rect, shift: Double, in world: World) -> ContainerGeometry {
    let device = world.device
    let keyboardTop = Self.keyboardTop(of: keyboardEnd, screen: device.screen)
    return ContainerGeometry(
      container: frame, screen: device.screen, safeArea: device.safeArea, shift: shift,
      keyboardInset: device.screen.height - keyboardTop)
  }
}
