/// The curves of one series (the replayed run, or its golden) as path data: the keyboard's top
/// edge, the focused field's bottom edge and one per value of the padding panel (each
/// container's padding, safe-area shift, scroll view's content offset and content inset).
struct CurveSet {
  /// The finished path data: keyboard, field, then one per value of the padding panel (empty
  /// when nothing was drawn).
  typealias Paths = (keyboard: String, field: String, paddings: [String])

  private var keyboard = PathBuilder()
  private var field = PathBuilder()
  private var paddings: [PathBuilder]
  private var fieldID: String?

  /// Creates empty curves.
  ///
  /// - Parameter paddingPanelCount: How many curves the padding panel has.
  init(paddingPanelCount: Int) {
    paddings = Array(repeating: PathBuilder(), count: paddingPanelCount)
  }

  /// Adds the values at one sample.
  ///
  /// The field's curve breaks where nothing is focused and where focus moves to another
  /// input, so that no line joins two different fields.
  ///
  /// - Parameters:
  ///   - sample: The values.
  ///   - x: The sample's horizontal position, in tenths of a pixel.
  ///   - edges: The scale of the edges panel.
  ///   - padding: The scale of the padding panel.
  mutating func add(_ sample: EdgeSample, x: Int, edges: PlotScale, padding: PlotScale) {
    keyboard.add(x: x, y: edges.tenths(sample.keyboardTop))
    if let (id, bottom) = sample.field {
      if id != fieldID { field.breakLine() }
      field.add(x: x, y: edges.tenths(bottom))
      fieldID = id
    } else if fieldID != nil {
      field.breakLine()
      fieldID = nil
    }
    for index in paddings.indices {
      if index < sample.paddings.count, let value = sample.paddings[index] {
        paddings[index].add(x: x, y: padding.tenths(value))
      } else {
        paddings[index].breakLine()
      }
    }
  }

  /// The path data.
  mutating func finish() -> Paths {
    (keyboard.finish(), field.finish(), paddings.indices.map { paddings[$0].finish() })
  }
}

/// The smallest and largest of the values seen.
struct ValueRange {
  private(set) var lower = Double.infinity
  private(set) var upper = -Double.infinity

  /// Whether no value was seen.
  var isEmpty: Bool { lower > upper }

  /// Takes `value` into the range.
  mutating func include(_ value: Double) {
    guard value.isFinite else { return }
    lower = min(lower, value)
    upper = max(upper, value)
  }

  /// Takes an edge sample's positions (edges) and padding panel values into the ranges.
  static func include(
    _ sample: EdgeSample, edges: inout ValueRange, paddings: inout ValueRange
  ) {
    edges.include(sample.keyboardTop)
    if let field = sample.field { edges.include(field.bottom) }
    for case let padding? in sample.paddings {
      paddings.include(padding)
    }
  }
}
