import KeyboardAvoidance
import Replay

/// A small picture of the screen at one sample: the screen and its safe area, the views where
/// they are presented (text inputs, buttons, plain views and adaptive containers drawn
/// differently), each keyboard safe-area container's frame as SwiftUI has shrunk it, the
/// keyboard (with the focused input's toolbar as its top band), what of the inputs and buttons
/// it covers, and the focused input outlined on top.
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
    for index in layout.views.indices {
      let view = layout.views[index]
      let frame = layout.frame(ofViewAt: index, at: sample)
      paths.add(kind(of: view), frame)
      if view.isSafeAreaContainer, let shift = safeAreaShift(of: index, in: layout, sample) {
        var shrunk = frame
        shrunk.height = max(0, frame.height - shift)
        paths.add(.shrunk, shrunk)
      }
      if view.kind != .view, let keyboard, let hidden = intersection(frame, keyboard) {
        paths.add(.covered, hidden)
      }
      if index == focus { paths.add(.focus, frame) }
    }
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
    case background, safeArea, plainView, shrunk, container, button, input, keyboard, toolbar
    case covered, focus

    var className: String {
      switch self {
      case .background: "s-bg"
      case .safeArea: "s-safe"
      case .plainView: "s-view"
      case .shrunk: "s-shift"
      case .container: "s-container"
      case .button: "s-button"
      case .input: "s-input"
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

  private static func kind(of view: ViewLayout.View) -> Shape {
    if view.isContainer { return .container }
    switch view.kind {
    case .view: return .plainView
    case .button: return .button
    case .textField, .textEditor: return .input
    case .scrollView: return .plainView
    }
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
