import KeyboardAvoidance

/// The `gap` of one sample: the presented keyboard's top edge less the focused input's presented
/// bottom edge, or why the sample has none.
///
/// Not a column of the trace: it follows from what a sample keeps (the keyboard's presented
/// frame, the focused id and the presented paddings, which place the focused input as `covered`
/// placed it) and the scene's layout.
enum SampleGap: Equatable {
  /// The gap in points; negative when the input reaches below the keyboard's top edge.
  case value(Double)
  /// No input is focused.
  case noFocusedInput
  /// The keyboard's visible height is 0.
  case keyboardOffScreen

  /// The gap of `sample`, a sample of a run in `world`.
  init(of sample: TraceSample, in world: World) {
    guard let focus = sample.focus, let node = world.nodeIndexByID[focus] else {
      self = .noFocusedInput
      return
    }
    guard sample.keyboard > 0 else {
      self = .keyboardOffScreen
      return
    }
    let field = world.frame(
      of: node, padding: { sample.paddings[sample.paddings.startIndex + $0] },
      shift: { sample.safeAreaShifts[sample.safeAreaShifts.startIndex + $0] },
      offset: { sample.offsets[sample.offsets.startIndex + $0] })
    self = .value(sample.keyboardFrame.minY - field.maxY)
  }

  /// Why the gap is undefined, as a failure words it; nil when it is defined.
  var undefinedReason: String? {
    switch self {
    case .value: nil
    case .noFocusedInput: "no focused input"
    case .keyboardOffScreen: "the keyboard is not on screen"
    }
  }
}
