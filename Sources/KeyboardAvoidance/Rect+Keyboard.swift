extension Rect {
  /// The whole screen of the given size, at the origin.
  @inlinable
  public init(screen: Size) {
    self.init(x: 0, y: 0, width: screen.width, height: screen.height)
  }

  /// Whether the two rectangles overlap with a positive area (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    min(maxX, other.maxX) > max(minX, other.minX) && min(maxY, other.maxY) > max(minY, other.minY)
  }

  /// Whether a keyboard with this frame is visible: it intersects the screen.
  public func isVisibleKeyboard(on screen: Size) -> Bool {
    intersects(Rect(screen: screen))
  }

  /// Whether a keyboard with this frame is docked: it spans the screen's width and reaches
  /// its bottom edge (it may reach below it, as a hardware keyboard's bar-only frame does).
  public func isDockedKeyboard(on screen: Size) -> Bool {
    minX <= 0 && maxX >= screen.width && maxY >= screen.height
  }

  /// Whether a keyboard with this frame is docked and on screen, which is what
  /// `keyboardWillShow` announces (anything else is announced as a hide).
  public func isShownDockedKeyboard(on screen: Size) -> Bool {
    isDockedKeyboard(on: screen) && minY < screen.height
  }

  /// The height of the part of this rectangle that is on screen; 0 when it is off screen.
  ///
  /// Inlinable, and ``overlapHeight(with:)`` always inlined: a replay asks it for every sample.
  /// `Scripts/bench/bench.sh` (`test --jobs 1`, long corpus) guards it.
  @inlinable
  public func visibleHeight(on screen: Size) -> Double {
    overlapHeight(with: Rect(screen: screen))
  }

  /// The docked keyboard frame of height `height` with a toolbar of height `toolbar` on top:
  /// `[0, H - (height + toolbar), W, height + toolbar]`, or with a hardware keyboard
  /// `[0, H - (accessory + toolbar), W, height + toolbar]`, whose bar and toolbar alone are on
  /// screen. Without a toolbar these are `[0, H - height, W, height]` and
  /// `[0, H - accessory, W, height]`.
  ///
  /// - Parameters:
  ///   - height: The software keyboard's height.
  ///   - screen: The screen size.
  ///   - accessory: The visible bar's height when a hardware keyboard is attached, else nil.
  ///   - toolbar: The focused input's keyboard toolbar (input accessory view); 0 for none.
  /// - Returns: The keyboard's end frame when docked.
  public static func dockedKeyboard(
    height: Double, screen: Size, accessory: Double?, toolbar: Double = 0
  ) -> Rect {
    let top = screen.height - ((accessory ?? height) + toolbar)
    return Rect(x: 0, y: top, width: screen.width, height: height + toolbar)
  }

  /// The hidden keyboard frame, just below the screen: `[0, H, W, height]`.
  public static func hiddenKeyboard(height: Double, screen: Size) -> Rect {
    Rect(x: 0, y: screen.height, width: screen.width, height: height)
  }
}
