/// The settings of a `keyboardSafeArea` container: a view whose content SwiftUI lays out in the
/// keyboard safe area, so that it moves up (by the container's shift) while the keyboard is
/// shown (docs/semantics.md#swiftuis-keyboard-safe-area).
public struct SafeAreaContainer: Sendable, Equatable {
  /// How content moves when the container shrinks: the node's own `align`, or, on an adaptive
  /// container, that container's `keyboardAdaptive.align`.
  public var align: AdaptiveContainer.Alignment

  /// Creates container settings.
  public init(align: AdaptiveContainer.Alignment = .bottom) {
    self.align = align
  }
}
