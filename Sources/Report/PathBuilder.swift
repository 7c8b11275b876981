/// Builds the `d` attribute of one SVG path from points given in order of x, in tenths of a
/// pixel, keeping only the points that change what is drawn.
///
/// Two steps thin the points as they come, so a curve of any number of samples costs a path
/// bounded by the plot's width:
/// - **Per pixel column**, only the first, lowest, highest and last points are kept, in the
///   order they came (more points inside one column draw nothing more).
/// - **Collinear points** are dropped: a point on the straight line from the last kept point
///   through the next, going the same way, adds nothing. Constant stretches and linear ramps
///   become single segments.
///
/// A gap (``breakLine()``) narrower than a pixel is bridged rather than drawn: it could not be
/// seen, and a curve that breaks and resumes at every sample of a long run would otherwise cost
/// a subpath per sample.
///
/// Lines are written with `M`, `L`, `H` and `V`, a letter only when it changes.
struct PathBuilder {
  private struct Point: Equatable {
    var x: Int
    var y: Int
  }

  /// The points of the pixel column being collected, in the order they came.
  private struct Column {
    var pixel: Int
    var first: Point
    var lowest: (point: Point, order: Int)
    var highest: (point: Point, order: Int)
    var last: Point
    var count = 1

    init(_ point: Point) {
      pixel = Column.pixel(of: point.x)
      first = point
      lowest = (point, 0)
      highest = (point, 0)
      last = point
    }

    static func pixel(of x: Int) -> Int {
      x >= 0 ? x / 10 : -((-x + 9) / 10)
    }

    mutating func add(_ point: Point) {
      if point.y < lowest.point.y { lowest = (point, count) }
      if point.y > highest.point.y { highest = (point, count) }
      last = point
      count += 1
    }

    /// The kept points in the order they came, without repeats.
    var points: [Point] {
      var kept = [first]
      let extremes = lowest.order <= highest.order ? [lowest, highest] : [highest, lowest]
      for (point, order) in extremes where order > 0 && order < count - 1 {
        kept.append(point)
      }
      if count > 1 { kept.append(last) }
      return kept
    }
  }

  private(set) var text = ""
  private var column: Column?
  /// The last point written, and the point after it that may still be replaced.
  private var anchor: Point?
  private var tip: Point?
  private var command: Character = " "
  /// The pixel column of the last point added, and whether a gap was asked for after it.
  private var lastPixel: Int?
  private var isBreakPending = false

  /// Whether nothing has been drawn.
  var isEmpty: Bool { text.isEmpty && column == nil }

  /// Adds a point to the current line, or starts a line there after ``breakLine()``.
  ///
  /// - Parameters:
  ///   - x: Tenths of a pixel; not less than the previous point's.
  ///   - y: Tenths of a pixel.
  mutating func add(x: Int, y: Int) {
    let point = Point(x: x, y: y)
    let pixel = Column.pixel(of: x)
    if isBreakPending {
      isBreakPending = false
      if let lastPixel, pixel >= lastPixel, pixel <= lastPixel + 1 {
        // Too narrow a gap to see: the line goes on.
      } else {
        endLine()
      }
    }
    lastPixel = pixel
    if var current = column, current.pixel == pixel {
      current.add(point)
      column = current
      return
    }
    flushColumn()
    column = Column(point)
  }

  /// Ends the current line; the next point starts a new one (a gap in the curve), unless it
  /// lies in the same pixel column as the last point or the next one.
  mutating func breakLine() {
    isBreakPending = lastPixel != nil
  }

  /// Ends the current line now.
  private mutating func endLine() {
    isBreakPending = false
    flushColumn()
    if let tip { write(tip) }
    anchor = nil
    tip = nil
  }

  /// Appends a closed rectangle as its own subpath (for shading and markers).
  ///
  /// - Parameters:
  ///   - x: The left edge, in tenths.
  ///   - y: The top edge, in tenths.
  ///   - width: The width, in tenths.
  ///   - height: The height, in tenths.
  mutating func addRectangle(x: Int, y: Int, width: Int, height: Int) {
    endLine()
    text += "M"
    SVGNumber.append(tenths: x, to: &text)
    text += " "
    SVGNumber.append(tenths: y, to: &text)
    text += "h"
    SVGNumber.append(tenths: width, to: &text)
    text += "v"
    SVGNumber.append(tenths: height, to: &text)
    text += "h"
    SVGNumber.append(tenths: -width, to: &text)
    text += "z"
    command = "z"
  }

  /// Appends a closed triangle as its own subpath (for markers): a base `2 * halfWidth` wide
  /// centred on `x` at row `base`, and the apex at `base + height`, below the base for a
  /// positive height and above it for a negative one.
  ///
  /// - Parameters:
  ///   - x: The horizontal position of the apex, in tenths.
  ///   - base: The row of the base, in tenths.
  ///   - halfWidth: Half the base's width, in tenths.
  ///   - height: From the base to the apex, in tenths.
  mutating func addTriangle(x: Int, base: Int, halfWidth: Int, height: Int) {
    endLine()
    text += "M"
    SVGNumber.append(tenths: x - halfWidth, to: &text)
    text += " "
    SVGNumber.append(tenths: base, to: &text)
    text += "h"
    SVGNumber.append(tenths: 2 * halfWidth, to: &text)
    text += "l"
    SVGNumber.append(tenths: -halfWidth, to: &text)
    text += " "
    SVGNumber.append(tenths: height, to: &text)
    text += "z"
    command = "z"
  }

  /// Appends a vertical segment as its own subpath (for ticks and markers).
  ///
  /// - Parameters:
  ///   - x: The horizontal position, in tenths.
  ///   - top: The upper end, in tenths.
  ///   - bottom: The lower end, in tenths.
  mutating func addVertical(x: Int, from top: Int, to bottom: Int) {
    endLine()
    write(Point(x: x, y: top))
    write(Point(x: x, y: bottom))
    anchor = nil
  }

  /// The finished `d` attribute.
  mutating func finish() -> String {
    endLine()
    return text
  }

  private mutating func flushColumn() {
    guard let current = column else { return }
    column = nil
    for point in current.points {
      reduce(point)
    }
  }

  /// Feeds the line reducer: `tip` is replaced while the line stays straight and goes on.
  private mutating func reduce(_ point: Point) {
    guard let tip else {
      tip = point
      return
    }
    if point == tip { return }
    if let anchor, Self.continuesStraight(anchor, tip, point) {
      self.tip = point
      return
    }
    write(tip)
    self.tip = point
  }

  private static func continuesStraight(_ a: Point, _ b: Point, _ c: Point) -> Bool {
    let (dx1, dy1) = (b.x - a.x, b.y - a.y)
    let (dx2, dy2) = (c.x - b.x, c.y - b.y)
    return dx1 * dy2 == dy1 * dx2 && dx1 * dx2 + dy1 * dy2 > 0
  }

  /// Writes `point` as the next vertex: a move when it starts a line, else a line to it.
  private mutating func write(_ point: Point) {
    guard let anchor else {
      text += "M"
      SVGNumber.append(tenths: point.x, to: &text)
      text += " "
      SVGNumber.append(tenths: point.y, to: &text)
      command = "M"
      self.anchor = point
      return
    }
    if point.y == anchor.y {
      emit("H", point.x)
    } else if point.x == anchor.x {
      emit("V", point.y)
    } else {
      if command != "L" {
        text += "L"
      } else {
        text += " "
      }
      command = "L"
      SVGNumber.append(tenths: point.x, to: &text)
      text += " "
      SVGNumber.append(tenths: point.y, to: &text)
    }
    self.anchor = point
  }

  private mutating func emit(_ letter: Character, _ value: Int) {
    if command != letter {
      text.append(letter)
    } else {
      text += " "
    }
    command = letter
    SVGNumber.append(tenths: value, to: &text)
  }
}
