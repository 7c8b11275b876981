import KeyboardAvoidance
import Replay

/// The values a run's plot draws at each sample: where the keyboard's top edge and the focused
/// field's bottom edge are on screen, and the lengths of the padding panel.
struct EdgeSample {
  /// The keyboard's top edge on screen; the screen's bottom edge when it is not on screen.
  var keyboardTop: Double
  /// The focused input's presented bottom edge and its id; nil when nothing is focused (or
  /// the id is not a view of the layout).
  var field: (id: String, bottom: Double)?
  /// The padding panel's values: each container's padding, then each keyboard safe-area
  /// container's shift, each scroll view's content offset and each scroll view's content inset,
  /// nil where it is unknown (a golden without the column).
  var paddings: [Double?]
}

extension EdgeSample {
  /// What the replayed run shows at `sample`.
  ///
  /// - Parameters:
  ///   - sample: A sample of the run.
  ///   - layout: The trace's views.
  ///   - screen: The device's screen.
  init(_ sample: TraceSample, layout: ViewLayout, screen: Size) {
    keyboardTop = Self.keyboardTop(of: sample, screen: screen)
    if let focus = sample.focus, let index = layout.index(of: focus) {
      let frame = layout.frame(ofViewAt: index, at: sample)
      field = (focus, frame.maxY)
    }
    paddings =
      sample.paddings.map { $0 } + sample.safeAreaShifts.map { $0 } + sample.offsets.map { $0 }
      + sample.contentInsets.map { $0 }
  }

  /// The top of the keyboard's part on screen, or the screen's bottom edge when none is.
  static func keyboardTop(of sample: TraceSample, screen: Size) -> Double {
    sample.keyboard > 0 ? max(0, min(sample.keyboardFrame.minY, screen.height)) : screen.height
  }

  /// What the golden shows at one of its samples: the keyboard's edge and the padding panel's
  /// values, which it records, and no field edge, which it does not (placing the golden's
  /// focused input with today's layout would be wrong exactly when the layout is what changed).
  ///
  /// A golden records the keyboard's on-screen height, not its frame. Its top edge is drawn
  /// where the replayed keyboard's top edge is, moved by the difference between the two
  /// heights: for a docked keyboard that is the screen height minus the golden's height, and
  /// where the two heights agree the two edges coincide, whatever the keyboard's shape.
  ///
  /// - Parameters:
  ///   - golden: The golden's values at the sample.
  ///   - actual: The replayed run's sample at the same time, when there is one.
  ///   - screen: The device's screen.
  init(golden: GoldenRun.Sample, actual: TraceSample?, screen: Size) {
    let height = golden.keyboard ?? 0
    if let actual {
      keyboardTop = Self.keyboardTop(of: actual, screen: screen) + actual.keyboard - height
    } else {
      keyboardTop = screen.height - height
    }
    paddings = golden.paddings
  }
}
