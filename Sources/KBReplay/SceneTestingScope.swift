/// The record mode and tolerance that ``withSceneTesting(record:tolerance:operation:)`` (or the
/// `.sceneTesting` trait of `KBReplayTesting`) sets for the `verifyScene` and `assertScene`
/// calls inside it: a task-local value, so it holds on the task that set it and its child tasks,
/// and nowhere else.
package struct SceneTestingScope: Sendable, Equatable {
  /// The record mode every call in the scope uses unless it passes its own; nil leaves it to
  /// `KBREPLAY_RECORD`, else `auto`.
  package var record: RecordMode?
  /// The tolerance every call in the scope uses unless it passes its own; nil leaves it to the
  /// default, 0.01. Kept as given: it is checked when a scene is verified, as a call's is.
  package var tolerance: Double?

  /// Creates a scope's settings.
  ///
  /// - Parameters:
  ///   - record: The record mode, or nil to set none.
  ///   - tolerance: The tolerance in points, or nil to set none.
  package init(record: RecordMode? = nil, tolerance: Double? = nil) {
    self.record = record
    self.tolerance = tolerance
  }

  /// The settings of the innermost scope around the running code; outside every scope, none.
  @TaskLocal package static var current = SceneTestingScope()

  /// The settings of a scope opened inside this one: each value it sets replaces this one's,
  /// and each it leaves nil keeps this one's.
  ///
  /// - Parameters:
  ///   - record: The inner scope's record mode, or nil.
  ///   - tolerance: The inner scope's tolerance, or nil.
  /// - Returns: The settings in force inside the inner scope.
  package func nested(record: RecordMode?, tolerance: Double?) -> SceneTestingScope {
    SceneTestingScope(record: record ?? self.record, tolerance: tolerance ?? self.tolerance)
  }
}
