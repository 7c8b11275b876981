import Golden
import KeyboardAvoidance
import Replay

/// The plot of one run over time: the keyboard's top edge and the focused field's bottom edge
/// on screen (upper panel, screen coordinates: up is up), each container's padding, each
/// keyboard safe-area container's shift and each scroll view's content offset and content inset
/// (lower panel), the stretches where the focused field is covered shaded, the events marked
/// under the time axis with the drags' spans, and the settled moments numbered as their
/// drawings are. For a run whose golden differs, the golden's keyboard edge and lower panel are
/// drawn dashed under the replayed curves (a golden records no field position) and the first
/// divergence is marked.
///
/// Each curve is one `path`; see ``PathBuilder`` for how samples are thinned.
struct RunPlot {
  let trace: Trace
  let run: TraceRun
  /// The golden's run of the same strategy, for a run whose golden differs.
  let golden: GoldenRun?
  /// The first divergence, when it lies in this run.
  let divergence: Divergence?
  /// The settled moments drawn beside the plot.
  let moments: SettledMoments

  /// The seconds spanned by the time axis: up to `until`, or the golden's end if later.
  private var duration: Double {
    var seconds = Double(trace.until) / 1_000_000
    if let golden {
      seconds = max(seconds, Double(golden.sampleCount - 1) / Double(golden.fps))
    }
    return seconds > 0 ? seconds : 1
  }

  /// The plot as an `svg` element.
  func svg() -> String {
    let time = PlotScale(
      lower: 0, upper: duration, start: PlotLayout.left, end: PlotLayout.right,
      tickStep: PlotScale.roundStep(atLeast: duration / 8, minimum: 0.001))
    let (edges, padding) = scales()
    let (curves, covered) = actualCurves(time: time, edges: edges, padding: padding)
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 "
      + "\(SVGNumber.text(PlotLayout.width)) \(SVGNumber.text(PlotLayout.height))\" "
      + "width=\"\(SVGNumber.text(PlotLayout.width))\" "
      + "height=\"\(SVGNumber.text(PlotLayout.height))\">"
      + "<title>\(XMLText.escapedContent(title))</title>"
    svg += PlotAxes(
      time: time, edges: edges, padding: padding, device: trace.device,
      paddingTitle: paddingTitle
    ).svg()
    svg += SVGMarkup.path("covered", covered)
    if let golden {
      svg += markup(
        goldenCurves(golden, time: time, edges: edges, padding: padding), suffix: " golden")
    }
    svg += markup(curves, suffix: "")
    svg += PlotMarks.drags(run.events, viewIDs: run.viewIDs, time: time)
    svg += PlotMarks.events(run.events, viewIDs: run.viewIDs, time: time)
    svg += PlotMarks.moments(moments.indices, fps: trace.fps, time: time)
    if let divergence { svg += PlotMarks.divergence(divergence, time: time) }
    svg += PlotMarks.legend(
      hasGolden: golden != nil, hasDivergence: divergence != nil,
      panel: PlotMarks.PaddingPanel(
        hasPadding: !trace.containerIDs.isEmpty || trace.scrollViewIDs.isEmpty,
        hasShift: !trace.safeAreaIDs.isEmpty, scrollViewIDs: trace.scrollViewIDs))
    return svg + "</svg>"
  }

  /// The replayed run's curves, and the shading of the stretches where the field is covered
  /// (a sample's value holds until the next sample; stretches less than a pixel apart merge).
  private func actualCurves(
    time: PlotScale, edges: PlotScale, padding: PlotScale
  ) -> (CurveSet.Paths, covered: String) {
    var curves = CurveSet(paddingPanelCount: paddingPanelCount)
    var covered = PathBuilder()
    var band: (start: Int, end: Int)?
    let top = SVGNumber.tenths(PlotLayout.edgesTop)
    let height = SVGNumber.tenths(PlotLayout.edgesBottom) - top
    func shade(_ band: (start: Int, end: Int)) {
      covered.addRectangle(
        x: band.start, y: top, width: max(10, band.end - band.start), height: height)
    }
    for index in run.samples.indices {
      let sample = run.samples[index]
      let x = time.tenths(seconds(index, fps: trace.fps))
      curves.add(
        EdgeSample(sample, layout: trace.layout, screen: trace.device.screen), x: x,
        edges: edges, padding: padding)
      guard sample.covered > 0 else { continue }
      let end = min(time.tenths(seconds(index + 1, fps: trace.fps)), time.tenths(duration))
      if let current = band, x <= current.end + 10 {
        band = (current.start, end)
      } else {
        if let current = band { shade(current) }
        band = (x, end)
      }
    }
    if let band { shade(band) }
    return (curves.finish(), covered.finish())
  }

  /// The golden's curves, over the same scales.
  private func goldenCurves(
    _ golden: GoldenRun, time: PlotScale, edges: PlotScale, padding: PlotScale
  ) -> CurveSet.Paths {
    var curves = CurveSet(paddingPanelCount: paddingPanelCount)
    forEachGoldenSample(golden) { index, sample in
      curves.add(
        sample, x: time.tenths(seconds(index, fps: golden.fps)), edges: edges, padding: padding)
    }
    return curves.finish()
  }

  /// How many curves the padding panel has: paddings, shifts, offsets and content insets.
  private var paddingPanelCount: Int {
    trace.containerIDs.count + trace.safeAreaIDs.count + 2 * trace.scrollViewIDs.count
  }

  /// A path per curve; `suffix` adds a class (` golden`). In the padding panel the paddings are
  /// followed by the keyboard safe-area shifts (`shift` curves), then the scroll views' content
  /// offsets (`offset`) and their content insets (`inset`).
  private func markup(_ curves: CurveSet.Paths, suffix: String) -> String {
    var svg = SVGMarkup.path("kb" + suffix, curves.keyboard)
    svg += SVGMarkup.path("field" + suffix, curves.field)
    let shiftStart = trace.containerIDs.count
    let offsetStart = shiftStart + trace.safeAreaIDs.count
    let insetStart = offsetStart + trace.scrollViewIDs.count
    for (index, data) in curves.paddings.enumerated() {
      let path =
        switch index {
        case ..<shiftStart: SVGMarkup.path("pad\(index % 3)" + suffix, data)
        case ..<offsetStart:
          SVGMarkup.path("shift" + suffix, data, attributes: ReportStyle.shiftCurve)
        case ..<insetStart:
          SVGMarkup.path(
            "offset" + suffix, data, attributes: ReportStyle.offsetCurve(index - offsetStart))
        default:
          SVGMarkup.path(
            "inset" + suffix, data, attributes: ReportStyle.contentInsetCurve(index - insetStart))
        }
      svg += path
    }
    return svg
  }

  /// The title of the padding panel: what it mostly shows.
  private var paddingTitle: String {
    guard !trace.scrollViewIDs.isEmpty else { return "padding, pt" }
    return trace.containerIDs.isEmpty ? "offset, pt" : "pt"
  }

  private var title: String {
    var lengths = ["padding"]
    if !trace.safeAreaIDs.isEmpty { lengths.append("safe-area shift") }
    if !trace.scrollViewIDs.isEmpty { lengths += ["content offset", "content inset"] }
    let last = lengths.removeLast()
    let list = lengths.isEmpty ? last : lengths.joined(separator: ", ") + " and " + last
    var text = "\(run.strategy): keyboard top edge, focused field bottom edge and \(list) over time"
    if golden != nil { text += ", with the golden dashed" }
    return text
  }

  private func seconds(_ index: Int, fps: Int) -> Double {
    Double(index) / Double(fps)
  }

  /// The golden's samples, placed with the replayed run's keyboard where the two share a time.
  private func forEachGoldenSample(_ golden: GoldenRun, _ body: (Int, EdgeSample) -> Void) {
    let sameClock = golden.fps == trace.fps
    golden.forEachSample { index, values in
      let actual = sameClock && index < run.samples.count ? run.samples[index] : nil
      body(
        index,
        EdgeSample(golden: values, actual: actual, screen: trace.device.screen))
    }
  }

  /// The scales of the two panels, fitted to every value drawn (the golden's too).
  ///
  /// The edges panel always reaches the screen's bottom edge and spans at least 40 points; the
  /// padding panel always shows 0. Both leave a small margin around the curves.
  private func scales() -> (edges: PlotScale, padding: PlotScale) {
    var edgeRange = ValueRange()
    var paddingRange = ValueRange()
    let screen = trace.device.screen
    edgeRange.include(screen.height)
    paddingRange.include(0)
    for sample in run.samples {
      ValueRange.include(
        EdgeSample(sample, layout: trace.layout, screen: screen), edges: &edgeRange,
        paddings: &paddingRange)
    }
    if let golden {
      forEachGoldenSample(golden) { _, sample in
        ValueRange.include(sample, edges: &edgeRange, paddings: &paddingRange)
      }
    }
    // A little room above and below the curves; ticks fall on round values inside.
    let edgeLower = min(edgeRange.lower, edgeRange.upper - 40)
    // Below the screen's bottom edge, room for its label.
    let edgeSpan = edgeRange.upper - edgeLower
    let (top, bottom) = (edgeLower - edgeSpan * 0.04, edgeRange.upper + edgeSpan * 0.09)
    let edgeStep = PlotScale.roundStep(atLeast: (bottom - top) / 5)
    let paddingUpper = max(paddingRange.upper, paddingRange.lower + 10)
    let paddingMargin = (paddingUpper - paddingRange.lower) * 0.06
    let (low, high) = (paddingRange.lower - paddingMargin, paddingUpper + paddingMargin)
    let paddingStep = PlotScale.roundStep(atLeast: (high - low) / 3)
    return (
      PlotScale(
        lower: top, upper: bottom, start: PlotLayout.edgesTop, end: PlotLayout.edgesBottom,
        tickStep: edgeStep),
      PlotScale(
        lower: low, upper: high, start: PlotLayout.paddingBottom, end: PlotLayout.paddingTop,
        tickStep: paddingStep)
    )
  }
}
