import SceneModel

/// One situation explore replays: the scene as written (``baselineName``) or the scene with one
/// change (docs/explore.md#the-variations).
package struct Variation: Sendable, Equatable {
  /// The name of the scene as written.
  package static let baselineName = "baseline"

  /// What was changed, such as `keyboard.height=398` or `events[2]+0.05`.
  package var name: String
  /// The scene with the change made.
  package var scene: Scene

  /// Creates a variation.
  ///
  /// - Parameters:
  ///   - name: What was changed.
  ///   - scene: The scene with the change made.
  package init(name: String, scene: Scene) {
    self.name = name
    self.scene = scene
  }
}
