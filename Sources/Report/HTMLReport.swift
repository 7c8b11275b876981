/// The HTML report: one self-contained file (inline CSS and SVG, nothing loaded, no script)
/// with a summary of the scenes, failing ones first, and a section per scene with a plot per
/// run and drawings of the screen at its settled moments.
///
/// The markup is XHTML-compatible, so XML tools can read it, and every function is a pure
/// function from values to text: the same input gives the same bytes. A long run writes the
/// document in pieces, as ``documentStart(title:)``, ``summary(_:)``, the sections and
/// ``documentEnd``, so that only the summary rows stay in memory.
package enum HTMLReport {
  /// The beginning of the document, up to and including its heading.
  ///
  /// - Parameter title: The document's title (escaped here).
  /// - Returns: The markup.
  package static func documentStart(title: String) -> String {
    let escaped = XMLText.escapedContent(title)
    return """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="generator" content="kbreplay"/>
      <title>\(escaped)</title>
      <style>
      \(ReportStyle.css)
      </style>
      </head>
      <body>
      <h1>\(escaped)</h1>

      """
  }

  /// The end of the document.
  package static let documentEnd = "</body>\n</html>\n"

  /// The summary: counts by result, how to read the plots, and a table with a row per scene
  /// linking to its section, failing scenes first.
  ///
  /// - Parameter summary: The scenes' rows.
  /// - Returns: The markup.
  package static func summary(_ summary: ReportSummary) -> String {
    var html = "<section id=\"summary\">\n<p class=\"counts\">"
    for status in SceneReport.Status.allCases {
      let count = summary.count(of: status)
      guard count > 0 || status == .passed || status == .failed else { continue }
      html += "<span class=\"status \(className(of: status))\">\(count) \(status.rawValue)</span>"
    }
    let passed =
      summary.count(of: .passed) + summary.count(of: .new)
      + summary.count(of: .updated)
    var total = "\(passed) passed, \(summary.count(of: .failed)) failed"
    let errors = summary.count(of: .error)
    if errors > 0 { total += ", \(errors) \(errors == 1 ? "error" : "errors")" }
    html += "<span class=\"total\">\(total)</span></p>\n"
    html += howToRead
    html += "<table class=\"summary\">\n<thead><tr><th>result</th><th>scene</th><th>title</th>"
    html += "<th>details</th></tr></thead>\n<tbody>\n"
    for row in summary.orderedRows {
      html += "<tr><td><span class=\"status \(className(of: row.status))\">"
      html += "\(row.status.rawValue)</span></td>"
      html += "<td><a href=\"#\(row.anchor)\">\(XMLText.escapedContent(row.path))</a></td>"
      html += "<td>\(XMLText.escapedContent(row.title ?? ""))</td>"
      html += "<td class=\"reason\">\(XMLText.escapedContent(shortened(row.reason ?? "")))</td>"
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  /// A whole document: the start, the summary of `scenes` and their sections, the end.
  ///
  /// - Parameters:
  ///   - title: The document's title.
  ///   - scenes: The scenes, in order.
  /// - Returns: The document.
  package static func document(title: String, scenes: [SceneReport]) -> String {
    var summary = ReportSummary()
    for scene in scenes { summary.append(scene.summaryRow) }
    var html = documentStart(title: title) + Self.summary(summary)
    for scene in scenes where scene.status.isFailing { html += section(scene) }
    for scene in scenes where !scene.status.isFailing { html += section(scene) }
    return html + documentEnd
  }

  /// The CSS class of a result's badge: `st-pass`, `st-fail`, `st-new`, `st-updated`,
  /// `st-error`.
  static func className(of status: SceneReport.Status) -> String {
    "st-" + status.rawValue.lowercased()
  }

  /// `text` cut to about 200 characters, for table cells.
  private static func shortened(_ text: String) -> String {
    text.count <= 200 ? text : String(text.prefix(199)) + "…"
  }

  private static let howToRead = """
    <p class="howto">Each run of a scene is plotted over time. Upper panel, in screen \
    coordinates (up is up on the phone): the keyboard&#8217;s top edge (blue) and the focused \
    field&#8217;s bottom edge as presented (orange); where the field is covered the panel is \
    shaded red. Lower panel: each adaptive container&#8217;s padding (green), and each scroll \
    view&#8217;s content offset (cyan) and content inset (pink, dashed). Ticks under the \
    time axis mark the events (taps, focus changes, keyboard notifications; grey ones are \
    did-notifications), with the log entries as tooltips; cyan bars span each drag from touch \
    to lift, a triangle at its end pointing where a released keyboard went (down: dismissed, \
    up: restored). For a golden that differs, the \
    golden&#8217;s keyboard edge and padding are dashed and the first divergence is marked in \
    purple. Numbered \
    dots mark the settled moments drawn beside the plot: the screen and its safe area (grey), \
    text inputs (blue), buttons (grey), adaptive containers (dashed green), scroll views (cyan \
    outline, their content clipped to it, the content inset a pink band), the keyboard (dark), \
    what it covers (red) and the focused input (orange outline).</p>

    """
}
