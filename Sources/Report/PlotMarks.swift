import Golden
import Replay
import TraceFormat

/// What is marked on a run's plot besides the curves: events, settled moments, the first
/// divergence from the golden, and the legend.
enum PlotMarks {
  /// Event ticks under the time axis and the labels that fit.
  ///
  /// - Parameters:
  ///   - events: The run's event log.
  ///   - viewIDs: The ids the events' view indices name (the run's `viewIDs`).
  ///   - time: The time axis.
  /// - Returns: The markup.
  static func events(_ events: [TraceEvent], viewIDs: [String], time: PlotScale) -> String {
    let marks = EventMarks(
      events, viewIDs: viewIDs, time: time, axis: PlotLayout.paddingBottom)
    var svg = SVGMarkup.path("ev", marks.majorTicks)
    svg += SVGMarkup.path("ev-did", marks.minorTicks)
    for label in marks.labels {
      svg += "<g><title>\(XMLText.escapedContent(label.tooltip))</title>"
      svg += SVGMarkup.text(
        label.text, x: label.x, y: label.y, className: "ev",
        anchor: label.isAnchoredAtEnd ? "end" : nil)
      svg += "</g>"
    }
    return svg
  }

  /// A numbered dot above the edges panel for each settled moment drawn.
  ///
  /// - Parameters:
  ///   - indices: The moments' sample indices.
  ///   - fps: Samples per second.
  ///   - time: The time axis.
  /// - Returns: The markup.
  static func moments(_ indices: [Int], fps: Int, time: PlotScale) -> String {
    var svg = ""
    for (number, index) in indices.enumerated() {
      let x = time.pixel(Double(index) / Double(fps))
      let y = PlotLayout.markerRow
      svg += "<circle class=\"moment\" cx=\"\(SVGNumber.text(x))\" cy=\"\(SVGNumber.text(y))\" "
      svg += "r=\"6\"/>"
      svg += SVGMarkup.text(
        String(number + 1), x: x, y: y + 3, className: "moment", anchor: "middle")
    }
    return svg
  }

  /// A line across both panels at the first divergence, with what differs.
  ///
  /// - Parameters:
  ///   - divergence: The first divergence; drawn only when it has a time.
  ///   - time: The time axis.
  /// - Returns: The markup.
  static func divergence(_ divergence: Divergence, time: PlotScale) -> String {
    guard let printed = divergence.time, let seconds = TraceNumber(printed)?.doubleValue else {
      return ""
    }
    let x = time.pixel(seconds)
    var line = PathBuilder()
    line.addVertical(
      x: SVGNumber.tenths(x), from: SVGNumber.tenths(PlotLayout.edgesTop),
      to: SVGNumber.tenths(PlotLayout.paddingBottom))
    line.addVertical(
      x: SVGNumber.tenths(x), from: SVGNumber.tenths(PlotLayout.markerRow - 6),
      to: SVGNumber.tenths(PlotLayout.markerRow + 6))
    let label = "first divergence \(printed) s"
    let atEnd = x > (PlotLayout.left + PlotLayout.right) / 2
    return SVGMarkup.path("div", line.finish())
      + SVGMarkup.text(
        label, x: atEnd ? x - 9 : x + 9, y: PlotLayout.markerRow + 3.5, className: "div",
        anchor: atEnd ? "end" : nil)
  }

  /// The legend along the top: a swatch and a name per kind of line.
  ///
  /// - Parameters:
  ///   - hasGolden: Whether golden curves are drawn.
  ///   - hasDivergence: Whether a divergence is marked.
  ///   - hasShift: Whether keyboard safe-area shifts are drawn.
  /// - Returns: The markup.
  static func legend(hasGolden: Bool, hasDivergence: Bool, hasShift: Bool = false) -> String {
    var items = [
      ("kb", "keyboard top edge"), ("field", "focused field bottom"), ("pad0", "padding"),
      ("covered", "covered"),
    ]
    if hasShift { items.insert(("shift", "safe-area shift"), at: 3) }
    if hasGolden { items.append(("swatch-golden", "golden")) }
    if hasDivergence { items.append(("div", "first divergence")) }
    var x = PlotLayout.left
    var svg = ""
    let y = PlotLayout.legendBaseline - 4
    for (className, name) in items {
      var swatch = PathBuilder()
      if className == "covered" {
        swatch.addRectangle(
          x: SVGNumber.tenths(x), y: SVGNumber.tenths(y - 5), width: 140, height: 100)
      } else {
        swatch.add(x: SVGNumber.tenths(x), y: SVGNumber.tenths(y))
        swatch.add(x: SVGNumber.tenths(x + 16), y: SVGNumber.tenths(y))
      }
      svg +=
        className == "shift"
        ? SVGMarkup.path("shift swatch", swatch.finish(), attributes: ReportStyle.shiftCurve)
        : SVGMarkup.path(className + " swatch", swatch.finish())
      svg += SVGMarkup.text(name, x: x + 19, y: PlotLayout.legendBaseline, className: "legend")
      x += 19 + Double(name.count) * PlotLayout.characterWidth + 12
    }
    return svg
  }
}
