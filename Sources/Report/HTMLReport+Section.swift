@_spi(Formatting) import DecimalText
import Golden
import KeyboardAvoidance
@_spi(Formatting) import Replay

extension HTMLReport {
  /// A scene's section: its result and title, the device, the details printed under its
  /// result, then for every run a plot, the settled moments drawn and the expectations.
  ///
  /// Rendering a section needs the scene's trace only while it runs; what it returns is text
  /// whose size grows with the runs and the width of the plot, not with the samples.
  ///
  /// - Parameter scene: The scene's report.
  /// - Returns: The markup, a `section` element with the id `scene.anchor`.
  package static func section(_ scene: SceneReport) -> String {
    let status = className(of: scene.status)
    var html = "<section class=\"scene\" id=\"\(scene.anchor)\">\n"
    html += "<h2><span class=\"status \(status)\">\(scene.status.rawValue)</span> "
    html += XMLText.escapedContent(scene.trace?.title ?? scene.path) + "</h2>\n"
    html += "<p class=\"meta\"><code>\(XMLText.escapedContent(scene.path))</code>"
    if let trace = scene.trace { html += " · " + XMLText.escapedContent(deviceLine(trace)) }
    html += " · <a href=\"#summary\">summary</a></p>\n"
    if !scene.details.isEmpty {
      let details = scene.details.joined(separator: "\n")
      html += "<pre class=\"details\">\(XMLText.escapedContent(details))</pre>\n"
    }
    guard let trace = scene.trace else { return html + "</section>\n" }
    for run in trace.runs {
      html += runSection(run, of: trace, scene: scene)
    }
    return html + "</section>\n"
  }

  /// `iphone-15 393×852, safe area 59/34, keyboard 336 · 60 fps, 1.1 s`.
  private static func deviceLine(_ trace: Trace) -> String {
    let device = trace.device
    let safe = device.safeArea
    return "\(device.name) \(DecimalFormat.compact(device.screen.width))×"
      + "\(DecimalFormat.compact(device.screen.height)), safe area "
      + "\(DecimalFormat.compact(safe.top))/\(DecimalFormat.compact(safe.bottom)), keyboard "
      + "\(DecimalFormat.compact(device.keyboardHeight)) · \(trace.fps) fps, "
      + "\(DecimalFormat.seconds(microseconds: trace.until, minimumDecimals: 0)) s"
  }

  private static func runSection(_ run: TraceRun, of trace: Trace, scene: SceneReport) -> String {
    let strategy = run.strategy
    var golden: GoldenRun?
    var divergence: Divergence?
    if let comparison = scene.comparison {
      golden = GoldenRun(
        comparison.golden, strategy: strategy, containerIDs: trace.containerIDs,
        safeAreaIDs: trace.safeAreaIDs, scrollViewIDs: trace.scrollViewIDs)
      let first = comparison.mismatch.firstDivergence
      if first.run == strategy { divergence = first }
    }
    let moments = SettledMoments(run.samples)
    var html = "<section class=\"run\" id=\"\(scene.anchor)-\(strategy)\">\n"
    html += "<h3>\(strategy)"
    if let note = runNote(run, divergence: divergence, comparison: scene.comparison) {
      html += " <span class=\"note\">\(XMLText.escapedContent(note))</span>"
    }
    html += "</h3>\n<div class=\"run-body\">\n"
    html +=
      RunPlot(
        trace: trace, run: run, golden: golden, divergence: divergence, moments: moments
      ).svg() + "\n"
    html += "<div class=\"screens\">\n"
    for (number, index) in moments.indices.enumerated() {
      html += figure(run.samples[index], number: number + 1, trace: trace)
    }
    if moments.omitted > 0 {
      html += "<p class=\"more\">and \(moments.omitted) more settled "
      html += moments.omitted == 1 ? "moment</p>\n" : "moments</p>\n"
    }
    html += "</div>\n</div>\n"
    if !run.expectations.isEmpty {
      html += "<ul class=\"expectations\">\n"
      for result in run.expectations {
        let mark = result.passed ? "ok" : "bad"
        let text =
          "\(result.passed ? "✓" : "✗") line \(result.location.line): \(result.message)"
        html += "<li class=\"\(mark)\">\(XMLText.escapedContent(text))</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  /// What the heading says beside the strategy: how the expectations and the golden fared.
  private static func runNote(
    _ run: TraceRun, divergence: Divergence?, comparison: SceneReport.Comparison?
  ) -> String? {
    var parts: [String] = []
    let failed = run.expectations.count { !$0.passed }
    if failed > 0 {
      parts.append(failed == 1 ? "1 expectation fails" : "\(failed) expectations fail")
    } else if !run.expectations.isEmpty {
      parts.append("expectations hold")
    }
    if let divergence {
      parts.append(
        "golden differs from \(divergence.time.map { $0 + " s" } ?? "the start") ("
          + "\(divergence.column): golden \(divergence.expected), replayed \(divergence.actual))"
      )
    } else if let comparison {
      let run = comparison.mismatch.firstDivergence.run
      parts.append(
        "golden dashed; it first differs in " + (run.map { "run " + $0 } ?? "its header"))
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// A settled moment's drawing with its caption: number, time, focus and values (of the first
  /// three containers, safe-area containers and scroll views).
  private static func figure(_ sample: TraceSample, number: Int, trace: Trace) -> String {
    var html = "<figure>"
    html += ScreenDrawing.svg(
      of: sample, layout: trace.layout, device: trace.device, number: number)
    html += "<figcaption><b>\(number)</b> \(DecimalFormat.time(sample.instant)) s<br/>"
    html += "focus \(XMLText.escapedContent(sample.focus ?? "none"))<br/>"
    html += "keyboard \(DecimalFormat.fixed(sample.keyboard, decimals: 2)), covered "
    html += "\(DecimalFormat.fixed(sample.covered, decimals: 2))"
    let shown = min(trace.containerIDs.count, 3)
    for (id, padding) in zip(trace.containerIDs.prefix(shown), sample.paddings) {
      html += "<br/>padding.\(XMLText.escapedContent(id)) "
      html += DecimalFormat.fixed(padding, decimals: 2)
    }
    if trace.containerIDs.count > shown {
      html += "<br/>and \(trace.containerIDs.count - shown) more paddings"
    }
    for (id, shift) in zip(trace.safeAreaIDs.prefix(3), sample.safeAreaShifts) {
      html += "<br/>safeArea.\(XMLText.escapedContent(id)) "
      html += DecimalFormat.fixed(shift, decimals: 2)
    }
    let scrollViews = zip(trace.scrollViewIDs.prefix(3), zip(sample.offsets, sample.contentInsets))
    for (id, (offset, inset)) in scrollViews {
      let name = XMLText.escapedContent(id)
      html += "<br/>offset.\(name) \(DecimalFormat.fixed(offset, decimals: 2))"
      html += "<br/>contentInset.\(name) \(DecimalFormat.fixed(inset, decimals: 2))"
    }
    return html + "</figcaption></figure>\n"
  }
}
