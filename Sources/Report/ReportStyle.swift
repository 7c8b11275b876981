/// The report's style sheet, inline so the file stands alone.
///
/// XHTML-safe: no `<` or `&` in it.
enum ReportStyle {
  static let css = """
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,\
    sans-serif;margin:24px;color:#111827;background:#fff}
    h1{font-size:22px;margin:0 0 8px}
    h2{font-size:17px;margin:0 0 4px}
    h3{font-size:14px;margin:14px 0 4px}
    h3 .note{font-weight:normal;color:#6b7280}
    a{color:#1d4ed8}
    code{font-size:13px}
    .status{display:inline-block;min-width:64px;text-align:center;color:#fff;\
    font:bold 12px/20px ui-monospace,monospace;border-radius:4px;padding:0 6px}
    .st-pass{background:#16a34a}
    .st-fail{background:#dc2626}
    .st-new{background:#2563eb}
    .st-updated{background:#7c3aed}
    .st-error{background:#b45309}
    .counts .status{margin-right:6px}
    .howto{color:#4b5563;max-width:920px;font-size:13px}
    table.summary{border-collapse:collapse;margin-top:8px;font-size:13px}
    table.summary td,table.summary th{padding:2px 10px 2px 0;text-align:left;vertical-align:top;\
    border-bottom:1px solid #f3f4f6}
    table.summary td.reason{color:#4b5563;max-width:560px}
    section.scene{border-top:2px solid #e5e7eb;margin-top:20px;padding-top:14px}
    .meta{color:#6b7280;margin:0 0 8px;font-size:13px}
    pre.details{background:#f9fafb;border:1px solid #e5e7eb;padding:8px;overflow-x:auto;\
    font-size:12px;max-width:1100px;max-height:15em}
    .run-body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .screens{display:flex;flex-wrap:wrap;gap:10px;max-width:520px}
    figure{margin:0;width:120px;font-size:11px;line-height:1.35;color:#374151}
    figure b{display:inline-block;min-width:14px;border-radius:7px;background:#374151;color:#fff;\
    text-align:center;font-size:10px}
    p.more{font-size:12px;color:#6b7280;margin:0}
    ul.expectations{margin:6px 0;padding-left:18px;font-size:12px}
    li.ok{color:#166534}
    li.bad{color:#b91c1c}
    svg.plot{flex:none}
    svg.plot text{font:10px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;\
    fill:#4b5563;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
    svg.plot path{fill:none;stroke-linejoin:round;stroke-linecap:round}
    svg.plot path.grid{stroke:#eef0f3}
    svg.plot path.axis{stroke:#9ca3af}
    svg.plot path.ref{stroke:#9ca3af;stroke-dasharray:2 3}
    svg.plot text.ref{fill:#9ca3af}
    svg.plot text.ptitle{fill:#6b7280;font-style:italic}
    svg.plot text.legend{fill:#374151}
    svg.plot path.kb{stroke:#2563eb;stroke-width:2}
    svg.plot path.field{stroke:#ea580c;stroke-width:2}
    svg.plot path.pad0{stroke:#16a34a;stroke-width:2}
    svg.plot path.pad1{stroke:#0d9488;stroke-width:2}
    svg.plot path.pad2{stroke:#65a30d;stroke-width:2}
    svg.plot path.golden{stroke-width:1.5;stroke-dasharray:5 3;opacity:.8}
    svg.plot path.swatch-golden{stroke:#374151;stroke-width:1.5;stroke-dasharray:5 3}
    svg.plot path.covered{fill:#dc2626;fill-opacity:.14;stroke:none}
    svg.plot path.ev{stroke:#374151}
    svg.plot path.ev-did{stroke:#9ca3af}
    svg.plot text.ev{fill:#374151}
    svg.plot path.div{stroke:#c026d3;stroke-width:1.5}
    svg.plot text.div{fill:#a21caf;font-weight:bold}
    svg.plot circle.moment{fill:#374151}
    svg.plot text.moment{fill:#fff;stroke:none;font-size:9px;font-weight:bold}
    svg.screen{display:block;margin-bottom:3px}
    svg.screen path{vector-effect:non-scaling-stroke}
    svg.screen .s-bg{fill:#fff;stroke:#6b7280}
    svg.screen .s-safe{fill:#f3f4f6}
    svg.screen .s-view{fill:none;stroke:#d1d5db}
    svg.screen .s-container{fill:none;stroke:#16a34a;stroke-dasharray:3 2}
    svg.screen .s-button{fill:#e5e7eb;stroke:#6b7280}
    svg.screen .s-input{fill:#dbeafe;stroke:#2563eb}
    svg.screen .s-kb{fill:#1f2937;fill-opacity:.6}
    svg.screen .s-covered{fill:#dc2626;fill-opacity:.8}
    svg.screen .s-focus{fill:none;stroke:#ea580c;stroke-width:2.5}
    """

  /// How a keyboard safe-area shift's curve is drawn: presentation attributes rather than rules
  /// of ``css``, so that reports of scenes without safe-area containers keep their bytes (and
  /// a golden's `.golden` rule still dashes it).
  static let shiftCurve = "stroke=\"#7c3aed\" stroke-width=\"2\" stroke-dasharray=\"1 3\""

  /// How the focused input's keyboard toolbar is drawn on a screen: the top band of the
  /// keyboard, darker, as an attribute so that reports without toolbars keep their bytes.
  static let toolbar = "fill=\"#334155\" fill-opacity=\".9\""

  /// How a safe-area container's shrunk frame is drawn on a screen, likewise.
  static let shrunkFrame =
    "fill=\"#7c3aed\" fill-opacity=\".08\" stroke=\"#7c3aed\" stroke-dasharray=\"1 2\""

  /// How scroll view `index`'s content offset curve is drawn (docs/report.md#what-it-shows):
  /// cyan, solid, in three shades that repeat; attributes, likewise, so that a golden's curve is
  /// still dashed.
  static func offsetCurve(_ index: Int) -> String {
    let shades = ["#0891b2", "#155e75", "#22d3ee"]
    return "stroke=\"\(shades[index % shades.count])\" stroke-width=\"2\""
  }

  /// How scroll view `index`'s content inset curve is drawn: pink, in three shades, with long
  /// dashes (a golden's shorter dashes win over them).
  static func contentInsetCurve(_ index: Int) -> String {
    let shades = ["#db2777", "#9d174d", "#f472b6"]
    return "stroke=\"\(shades[index % shades.count])\" stroke-width=\"2\" stroke-dasharray=\"7 2\""
  }

  /// How a drag's span under the time axis is filled. A `style` attribute, as the sheet's rule
  /// for every plot path (`fill:none`) would win over a `fill` attribute.
  static let dragSpan = "style=\"fill:#0891b2;fill-opacity:.55;stroke:none\""

  /// How the mark of a release (a triangle pointing the way the keyboard goes) is filled.
  static let releaseMark = "style=\"fill:#1f2937;stroke:none\""

  /// How a scroll view's viewport is outlined on a screen.
  static let viewport = "fill=\"none\" stroke=\"#0891b2\" stroke-width=\"1.5\""

  /// How a scroll view's content inset is drawn on a screen: a band at its viewport's bottom.
  static let contentInsetBand = "fill=\"#db2777\" fill-opacity=\".25\" stroke=\"none\""
}
