/// A point in window (global) coordinates, in points; y grows downwards.
public struct Point: Sendable, Equatable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in points.
public struct Size: Sendable, Equatable, Hashable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Insets from the edges of the screen, in points.
public struct Insets: Sendable, Equatable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets; left and right default to zero, as on every iPhone in portrait.
  public init(top: Double, bottom: Double, left: Double = 0, right: Double = 0) {
    self.top = top
    self.bottom = bottom
    self.left = left
    self.right = right
  }
}

/// An axis-aligned rectangle `[x, y, width, height]` in window coordinates.
///
/// What the replay computes for every sample (an overlap, a frame moved by a padding) is
/// inlinable.
public struct Rect: Sendable, Equatable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The horizontal extent, never negative.
  public var width: Double
  /// The vertical extent, never negative.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left edge.
  @inlinable
  public var minX: Double { x }
  /// The top edge.
  @inlinable
  public var minY: Double { y }
  /// The right edge.
  @inlinable
  public var maxX: Double { x + width }
  /// The bottom edge.
  @inlinable
  public var maxY: Double { y + height }
  /// The centre point.
  public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

  /// Whether the point lies inside, min edges inclusive and max edges exclusive (UIKit's rule).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle moved by `dy` points along the y axis.
  @inlinable
  public func offsetBy(dy: Double) -> Rect {
    Rect(x: x, y: y + dy, width: width, height: height)
  }

  /// The height of the overlap with `other`; 0 unless the two overlap in both directions.
  ///
  /// Always inlined: a replay asks it for every sample it records (the covered height and the
  /// keyboard's visible height), where a call would cost more than the comparisons it makes.
  /// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards it.
  @inlinable @inline(__always)
  public func overlapHeight(with other: Rect) -> Double {
    let width = min(maxX, other.maxX) - max(minX, other.minX)
    let height = min(maxY, other.maxY) - max(minY, other.minY)
    return width > 0 && height > 0 ? height : 0
  }
}
