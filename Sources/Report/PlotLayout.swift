/// Where the parts of a run's plot go, in pixels.
///
/// From the top: the legend; a row for the numbers of the settled moments and the label of the
/// first divergence; the edges panel (the keyboard's top edge and the focused field's
/// bottom edge, in screen coordinates, so up is up on the phone too); the padding panel; the
/// time axis with its labels; a thin row for the drags' spans; then up to three lanes of event
/// labels.
enum PlotLayout {
  static let width = 720.0
  static let height = 314.0
  static let left = 52.0
  static let right = 704.0
  static let legendBaseline = 13.0
  static let markerRow = 28.0
  static let edgesTop = 38.0
  static let edgesBottom = 198.0
  static let paddingTop = 208.0
  static let paddingBottom = 258.0
  static let tickLabelBaseline = 270.0
  /// The top of the drags' row: spans 3 pixels high from 1 pixel below it, release marks the
  /// row's whole 5 pixels.
  static let dragRow = 271.0
  /// The baselines of the event label lanes.
  static let eventLanes = [284.0, 296.0, 308.0]
  /// The approximate advance of one character of the 10 px labels, to keep labels apart.
  static let characterWidth = 6.2
}
