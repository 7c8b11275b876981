extension PlotMarks {
  /// What the padding panel draws besides the containers' paddings, for the legend.
  struct PaddingPanel {
    /// Whether the legend names the containers' paddings: when there are containers, and in a
    /// scene without scroll views (whose legend has always named them).
    var hasPadding = true
    /// Whether keyboard safe-area shifts are drawn.
    var hasShift = false
    /// The scroll views whose content offset and content inset are drawn, in order.
    var scrollViewIDs: [String] = []
  }

  /// The legend along the top: a swatch and a name per kind of line, and one per scroll view's
  /// offset and content inset (`offset.list`, `contentInset.list`). Scroll views' entries that
  /// do not fit are counted at their end (`and 2 more`), the names in its tooltip.
  ///
  /// - Parameters:
  ///   - hasGolden: Whether golden curves are drawn.
  ///   - hasDivergence: Whether a divergence is marked.
  ///   - panel: What the padding panel draws.
  /// - Returns: The markup.
  static func legend(
    hasGolden: Bool, hasDivergence: Bool, panel: PaddingPanel = PaddingPanel()
  ) -> String {
    var before: [LegendItem] = [
      ("kb", "keyboard top edge", nil), ("field", "focused field bottom", nil),
    ]
    if panel.hasPadding { before.append(("pad0", "padding", nil)) }
    if panel.hasShift { before.append(("shift", "safe-area shift", ReportStyle.shiftCurve)) }
    var after: [LegendItem] = [("covered", "covered", nil)]
    if hasGolden { after.append(("swatch-golden", "golden", nil)) }
    if hasDivergence { after.append(("div", "first divergence", nil)) }
    var scrolling: [LegendItem] = []
    for (index, id) in panel.scrollViewIDs.enumerated() {
      scrolling.append(("offset", "offset." + id, ReportStyle.offsetCurve(index)))
      scrolling.append(("inset", "contentInset." + id, ReportStyle.contentInsetCurve(index)))
    }
    let kept = fittingCount(of: scrolling, besides: before + after)
    var x = PlotLayout.left
    var svg = ""
    for item in before + scrolling.prefix(kept) {
      svg += legendEntry(item, x: x)
      x += width(of: item.name)
    }
    if kept < scrolling.count {
      let omitted = scrolling.suffix(from: kept).map(\.name).joined(separator: "\n")
      svg += "<g><title>\(XMLText.escapedContent(omitted))</title>"
      svg += SVGMarkup.text(
        moreText(scrolling.count - kept), x: x, y: PlotLayout.legendBaseline,
        className: "legend")
      svg += "</g>"
      x += countWidth(scrolling.count - kept)
    }
    for item in after {
      svg += legendEntry(item, x: x)
      x += width(of: item.name)
    }
    return svg
  }

  private typealias LegendItem = (className: String, name: String, attributes: String?)

  /// How many of `optional`'s first entries fit the legend's line beside all of `fixed`,
  /// leaving room for the count of the others when some are left out.
  private static func fittingCount(of optional: [LegendItem], besides fixed: [LegendItem]) -> Int {
    // Room for every entry's width, the last one's gap to the right edge included.
    let room = PlotLayout.width - 2 - PlotLayout.left + 12
    let needed = fixed.map { width(of: $0.name) }.reduce(0, +)
    var kept = optional.count
    while kept > 0 {
      let count = kept < optional.count ? countWidth(optional.count - kept) : 0
      if needed + optional.prefix(kept).map({ width(of: $0.name) }).reduce(0, +) + count <= room {
        break
      }
      kept -= 1
    }
    return kept
  }

  /// An entry's width: its swatch, its name and the gap after it.
  private static func width(of name: String) -> Double {
    19 + Double(name.count) * PlotLayout.characterWidth + 12
  }

  /// The width of the count of entries left out, which has no swatch.
  private static func countWidth(_ count: Int) -> Double {
    Double(moreText(count).count) * PlotLayout.characterWidth + 12
  }

  private static func moreText(_ count: Int) -> String {
    "and \(count) more"
  }

  /// One entry of the legend: its swatch (a line, or a patch for `covered`) and its name.
  private static func legendEntry(_ item: LegendItem, x: Double) -> String {
    let y = PlotLayout.legendBaseline - 4
    var swatch = PathBuilder()
    if item.className == "covered" {
      swatch.addRectangle(
        x: SVGNumber.tenths(x), y: SVGNumber.tenths(y - 5), width: 140, height: 100)
    } else {
      swatch.add(x: SVGNumber.tenths(x), y: SVGNumber.tenths(y))
      swatch.add(x: SVGNumber.tenths(x + 16), y: SVGNumber.tenths(y))
    }
    let className = item.className + " swatch"
    let data = swatch.finish()
    let svg =
      item.attributes.map { SVGMarkup.path(className, data, attributes: $0) }
      ?? SVGMarkup.path(className, data)
    return svg
      + SVGMarkup.text(item.name, x: x + 19, y: PlotLayout.legendBaseline, className: "legend")
  }
}
