import Golden
import Replay
import TraceFormat

/// What is marked on a run's plot besides the curves: events, drags, settled moments, the first
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

  /// The drags' stretches and the releases' marks in their row under the time axis, each stretch with
  /// its log entries as its tooltip.
  ///
  /// - Parameters:
  ///   - events: The run's event log.
  ///   - viewIDs: The ids the events' view indices name (the run's `viewIDs`).
  ///   - time: The time axis.
  /// - Returns: The markup; empty for a run without drags.
  static func drags(_ events: [TraceEvent], viewIDs: [String], time: PlotScale) -> String {
    let marks = DragMarks(events, viewIDs: viewIDs, time: time, row: PlotLayout.dragRow)
    var svg = ""
    for stretch in marks.stretches {
      svg += "<g><title>\(XMLText.escapedContent(stretch.tooltip))</title>"
      svg += SVGMarkup.path("drag", stretch.band, attributes: ReportStyle.dragSpan)
      svg += SVGMarkup.path(
        "release dismiss", stretch.dismissals, attributes: ReportStyle.releaseMark)
      svg += SVGMarkup.path(
        "release restore", stretch.restorations, attributes: ReportStyle.releaseMark)
      svg += "</g>"
    }
    return svg
  }
}
