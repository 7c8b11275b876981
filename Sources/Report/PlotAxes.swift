@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay

/// The frame of a run's plot: panel borders, grid lines, tick labels, the panels' titles and
/// the reference lines of the screen's bottom edge and of the safe area's.
struct PlotAxes {
  let time: PlotScale
  let edges: PlotScale
  let padding: PlotScale
  let device: Device
  /// The lower panel's title, up the left margin.
  var paddingTitle = "padding, pt"

  /// The markup, drawn under the curves.
  func svg() -> String {
    var grid = PathBuilder()
    var axes = PathBuilder()
    var references = PathBuilder()
    var labels = ""
    let left = SVGNumber.tenths(PlotLayout.left)
    let right = SVGNumber.tenths(PlotLayout.right)
    for (scale, top, bottom) in [
      (edges, PlotLayout.edgesTop, PlotLayout.edgesBottom),
      (padding, PlotLayout.paddingTop, PlotLayout.paddingBottom),
    ] {
      axes.addRectangle(
        x: left, y: SVGNumber.tenths(top), width: right - left,
        height: SVGNumber.tenths(bottom) - SVGNumber.tenths(top))
      for value in scale.ticks() {
        let y = scale.pixel(value)
        grid.add(x: left, y: SVGNumber.tenths(y))
        grid.add(x: right, y: SVGNumber.tenths(y))
        grid.breakLine()
        labels += SVGMarkup.text(
          DecimalFormat.compact(value), x: PlotLayout.left - 4, y: y + 3.5, className: "tick",
          anchor: "end")
      }
      for value in time.ticks() {
        grid.addVertical(
          x: time.tenths(value), from: SVGNumber.tenths(top), to: SVGNumber.tenths(bottom))
      }
    }
    let ticks = time.ticks()
    for (index, value) in ticks.enumerated() {
      let microseconds = Int64((value * 1_000_000).rounded())
      var label = DecimalFormat.seconds(microseconds: microseconds, minimumDecimals: 0)
      if index == ticks.count - 1 { label += " s" }
      labels += SVGMarkup.text(
        label, x: time.pixel(value), y: PlotLayout.tickLabelBaseline, className: "tick",
        anchor: "middle")
    }
    let screenBottom = device.screen.height
    let safeBottom = screenBottom - device.safeArea.bottom
    // The screen's bottom edge is labelled under its line, the safe area's above its own.
    for (value, name, offset) in [
      (screenBottom, "screen bottom", 9.0), (safeBottom, "safe area", -2.5),
    ] where value >= edges.lower && value <= edges.upper {
      let y = edges.pixel(value)
      references.add(x: left, y: SVGNumber.tenths(y))
      references.add(x: right, y: SVGNumber.tenths(y))
      references.breakLine()
      labels += SVGMarkup.text(
        name, x: PlotLayout.right - 3, y: y + offset, className: "ref", anchor: "end")
    }
    // Axis titles, turned to run up the left margin, centred on their panels.
    for (name, top, bottom) in [
      ("y on screen, pt", PlotLayout.edgesTop, PlotLayout.edgesBottom),
      (paddingTitle, PlotLayout.paddingTop, PlotLayout.paddingBottom),
    ] {
      let middle = SVGNumber.text((top + bottom) / 2)
      labels += "<text class=\"ptitle\" transform=\"translate(11 \(middle)) rotate(-90)\" "
      labels += "text-anchor=\"middle\">\(name)</text>"
    }
    return SVGMarkup.path("grid", grid.finish()) + SVGMarkup.path("ref", references.finish())
      + SVGMarkup.path("axis", axes.finish()) + labels
  }
}
