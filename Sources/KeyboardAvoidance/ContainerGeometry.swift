/// What a `GeometryReader` filling an adaptive container reports: the container's frame in
/// global coordinates and the safe-area insets that reach into it.
///
/// For a container that is not a keyboard safe-area container the frame is the
/// container's own and the bottom inset is the part of the device's bottom safe area it
/// covers, which is what the copied `classic` code reads. A safe-area container shrinks by its
/// shift `S` while the keyboard is up, and its bottom inset grows to the keyboard (`K`).
public struct ContainerGeometry: Sendable, Equatable {
  /// The container's frame, shortened at the bottom by its keyboard safe-area shift.
  public var frame: Rect
  /// The safe-area insets measured inside ``frame``.
  public var safeAreaInsets: Insets

  /// Creates a geometry from its parts.
  @inlinable
  public init(frame: Rect, safeAreaInsets: Insets) {
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
  }

  /// The geometry of a container by the rules of docs/semantics.md#swiftuis-keyboard-safe-area.
  ///
  /// - Parameters:
  ///   - container: The container's layout frame `C`.
  ///   - screen: The device's screen (`W`, `H`).
  ///   - safeArea: The device's safe-area insets.
  ///   - shift: The container's model shift `S`, 0 for a container that is not a safe-area
  ///     container: the frame is `[C.x, C.y, C.width, C.height - S]`.
  ///   - keyboardInset: `K`, how far the keyboard's top edge is above the screen's bottom for a
  ///     safe-area container, 0 otherwise: the bottom inset is
  ///     `max(0, frame.maxY - (H - max(safeBottom, K)))`.
  @inlinable
  public init(
    container: Rect, screen: Size, safeArea: Insets, shift: Double = 0,
    keyboardInset: Double = 0
  ) {
    frame = Rect(
      x: container.x, y: container.y, width: container.width, height: container.height - shift)
    let bottomEdge = screen.height - max(safeArea.bottom, keyboardInset)
    safeAreaInsets = Insets(
      top: max(0, safeArea.top - container.minY),
      bottom: max(0, frame.maxY - bottomEdge),
      left: max(0, safeArea.left - container.minX),
      right: max(0, container.maxX - (screen.width - safeArea.right)))
  }
}
