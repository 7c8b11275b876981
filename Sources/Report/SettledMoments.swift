import Replay

/// The moments of a run worth drawing: each settled sample that shows something new.
///
/// A settled sample (no padding, keyboard or scrolling animation running, no finger holding the
/// keyboard) is a moment when the keyboard frame, a padding, a content offset or inset or the
/// focus differs from the last moment's, so a run that shows the keyboard and hides it again
/// has three: before, shown, hidden. The first ``limit`` are kept; the rest are only counted.
struct SettledMoments {
  /// The most moments drawn per run.
  static let limit = 8

  /// The sample indices of the moments kept, in order.
  private(set) var indices: [Int] = []
  /// How many more moments there were.
  private(set) var omitted = 0

  /// Finds the moments of `samples`.
  ///
  /// - Parameters:
  ///   - samples: A run's samples.
  ///   - limit: The most moments kept.
  /// - Complexity: O(samples).
  init(_ samples: SampleTable, limit: Int = Self.limit) {
    var last: TraceSample?
    for index in samples.indices {
      let sample = samples[index]
      guard sample.isSettled else { continue }
      if let last, Self.looksTheSame(last, sample) { continue }
      last = sample
      if indices.count < limit {
        indices.append(index)
      } else {
        omitted += 1
      }
    }
  }

  private static func looksTheSame(_ lhs: TraceSample, _ rhs: TraceSample) -> Bool {
    lhs.keyboardFrame == rhs.keyboardFrame && lhs.focus == rhs.focus
      && lhs.paddings.elementsEqual(rhs.paddings) && lhs.offsets.elementsEqual(rhs.offsets)
      && lhs.contentInsets.elementsEqual(rhs.contentInsets)
  }
}
