@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay

/// A small picture of the screen at one sample: the screen and its safe area, the views where
/// they are presented (text inputs, buttons, plain views and adaptive containers drawn
/// differently), each keyboard safe-area container's frame as SwiftUI has shrunk it, each scroll
/// view's viewport outlined with its content clipped to it and its content inset as a band at
/// its bottom, the keyboard (with the focused input's toolbar as its top band), what of the
/// inputs and buttons it covers, and the focused input outlined on top.
///
/// The picture is drawn in the screen's own points (its `viewBox` is the screen), one path per
/// kind of shape, so a scene of any number of views costs a handful of elements.
enum ScreenDrawing {
  /// The picture's width in pixels; the height follows the screen's proportions.
  static let width = 116.0

  /// The picture as an `svg` element.
  ///
  /// - Parameters:
  ///   - sample: The moment to draw.
  ///   - layout: The trace's views.
  ///   - device: The device, for the screen and the safe area.
  ///   - number: The moment's number, as the plot marks it.
  /// - Returns: The markup.
  static func svg(
    of sample: TraceSample, layout: ViewLayout, device: Device, number: Int
  ) -> String {
    let screen = Rect(screen: device.screen)
    var paths = Paths()
    paths.add(.background, screen)
    let safe = device.safeArea
    for strip in [
      Rect(x: 0, y: 0, width: screen.width, height: safe.top),
      Rect(x: 0, y: screen.height - safe.bottom, width: screen.width, height: safe.bottom),
      Rect(x: 0, y: 0, width: safe.left, height: screen.height),
      Rect(x: screen.width - safe.right, y: 0, width: safe.right, height: screen.height),
    ] where strip.width > 0 && strip.height > 0 {
      paths.add(.safeArea, strip)
    }
    let keyboard = intersection(sample.keyboardFrame, screen)
    let focus = sample.focus.flatMap(layout.index(of:))
    addViews(of: layout, at: sample, keyboard: keyboard, focus: focus, to: &paths)
    if let keyboard {
      paths.add(.keyboard, keyboard)
      if let focus, layout.views[focus].toolbar > 0 {
        var band = sample.keyboardFrame
        band.height = min(band.height, layout.views[focus].toolbar)
        if let toolbar = intersection(band, screen) { paths.add(.toolbar, toolbar) }
      }
    }
    let height = (width * screen.height / max(screen.width, 1)).rounded()
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\" viewBox=\"0 0 "
      + "\(SVGNumber.text(screen.width)) \(SVGNumber.text(screen.height))\" "
      + "width=\"\(SVGNumber.text(width))\" height=\"\(SVGNumber.text(height))\">"
      + "<title>\(XMLText.escapedContent(title(of: sample, number: number)))</title>"
    for shape in Shape.allCases where !paths.data[shape.rawValue].isEmpty {
      let attributes: String? =
        switch shape {
        case .shrunk: ReportStyle.shrunkFrame
        case .toolbar: ReportStyle.toolbar
        case .viewport: ReportStyle.viewport
        case .contentInset: ReportStyle.contentInsetBand
        default: nil
        }
      svg +=
        attributes.map {
          SVGMarkup.path(shape.className, paths.data[shape.rawValue], attributes: $0)
        } ?? "<path class=\"\(shape.className)\" d=\"\(paths.data[shape.rawValue])\"/>"
    }
    return svg + "</svg>"
  }

  /// The kinds of shape, in drawing order: later ones on top.
  private enum Shape: Int, CaseIterable {
    case background, safeArea, plainView, viewport, shrunk, container, button, input
    case contentInset, keyboard, toolbar, covered, focus

    var className: String {
      switch self {
      case .background: "s-bg"
      case .safeArea: "s-safe"
      case .plainView: "s-view"
      case .viewport: "s-scroll"
      case .shrunk: "s-shift"
      case .container: "s-container"
      case .button: "s-button"
      case .input: "s-input"
      case .contentInset: "s-inset"
      case .keyboard: "s-kb"
      case .toolbar: "s-toolbar"
      case .covered: "s-covered"
      case .focus: "s-focus"
      }
    }
  }

  /// One path's data per shape.
  private struct Paths {
    var data = Array(repeating: "", count: Shape.allCases.count)

    mutating func add(_ shape: Shape, _ rect: Rect) {
      var builder = PathBuilder()
      builder.addRectangle(
        x: SVGNumber.tenths(rect.x), y: SVGNumber.tenths(rect.y),
        width: SVGNumber.tenths(rect.width), height: SVGNumber.tenths(rect.height))
      data[shape.rawValue] += builder.finish()
    }
  }

  /// Adds every view where it is presented: a scroll view's content cut to its viewport
  /// (raised by the scroll view's own shift) and left out where scrolled wholly out of it, the
  /// viewport's content inset as a band at its bottom, what the keyboard covers of inputs and
  /// buttons, and the focused input's outline.
  private static func addViews(
    of layout: ViewLayout, at sample: TraceSample, keyboard: Rect?, focus: Int?,
    to paths: inout Paths
  ) {
    // Each scroll view's viewport as presented, in the order of the trace's scroll views.
    var viewports: [Rect] = []
    for index in layout.views.indices {
      let view = layout.views[index]
      var frame = layout.frame(ofViewAt: index, at: sample)
      if let scrollView = view.scrollView {
        // Content is seen only through its viewport; what is scrolled out of it is not drawn.
        guard viewports.indices.contains(scrollView),
          let visible = intersection(frame, viewports[scrollView])
        else { continue }
        frame = visible
      }
      paths.add(kind(of: view), frame)
      let shift = view.isSafeAreaContainer ? safeAreaShift(of: index, in: layout, sample) : nil
      if let shift {
        var shrunk = frame
        shrunk.height = max(0, frame.height - shift)
        paths.add(.shrunk, shrunk)
      }
      if view.kind == .scrollView {
        var viewport = frame
        viewport.height = max(0, frame.height - (shift ?? 0))
        viewports.append(viewport)
        if let band = contentInsetBand(of: viewports.count - 1, viewport: viewport, sample) {
          paths.add(.contentInset, band)
        }
      }
      if view.kind == .button || view.kind.isTextInput, let keyboard,
        let hidden = intersection(frame, keyboard)
      {
        paths.add(.covered, hidden)
      }
      if index == focus { paths.add(.focus, frame) }
    }
  }

  private static func kind(of view: ViewLayout.View) -> Shape {
    if view.isContainer { return .container }
    switch view.kind {
    case .view: return .plainView
    case .button: return .button
    case .textField, .textEditor: return .input
    case .scrollView: return .viewport
    }
  }

  /// Scroll view `order`'s content inset as a band at the bottom of its `viewport`, as far as
  /// it reaches into it; nil without an inset.
  private static func contentInsetBand(
    of order: Int, viewport: Rect, _ sample: TraceSample
  ) -> Rect? {
    guard order < sample.contentInsets.count else { return nil }
    let inset = sample.contentInsets[sample.contentInsets.startIndex + order]
    guard inset > 0 else { return nil }
    let band = Rect(x: viewport.x, y: viewport.maxY - inset, width: viewport.width, height: inset)
    return intersection(band, viewport)
  }

  /// The presented shift of the safe-area container at view `index`: its index among the
  /// safe-area containers is the number of them before it in document order.
  private static func safeAreaShift(
    of index: Int, in layout: ViewLayout, _ sample: TraceSample
  ) -> Double? {
    let order = layout.views[..<index].count { $0.isSafeAreaContainer }
    guard order < sample.safeAreaShifts.count else { return nil }
    return sample.safeAreaShifts[sample.safeAreaShifts.startIndex + order]
  }

  /// The overlap of two rectangles, when it has an area.
  private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let left = max(a.minX, b.minX)
    let top = max(a.minY, b.minY)
    let right = min(a.maxX, b.maxX)
    let bottom = min(a.maxY, b.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  private static func title(of sample: TraceSample, number: Int) -> String {
    "Screen \(number) at \(DecimalFormat.time(sample.instant)) s"
  }
}
