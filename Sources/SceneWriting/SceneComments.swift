/// Comment lines a caller puts into a written scene, each given without its `# `.
package struct SceneComments: Sendable, Equatable {
  /// The lines before the `scene:` key, at the start of the file.
  package var top: [String]
  /// The lines written just before an event, keyed by the event's index in
  /// ``SceneModel/Scene/events``.
  package var beforeEvent: [Int: [String]]
  /// The lines written after every event, at the end of the `events:` list (also after
  /// `events: []`).
  package var afterEvents: [String]
  /// The comment written at the end of an event's line, keyed by the event's index in
  /// ``SceneModel/Scene/events``.
  package var trailing: [Int: String]

  /// Creates comments; none by default.
  package init(
    top: [String] = [], beforeEvent: [Int: [String]] = [:], afterEvents: [String] = [],
    trailing: [Int: String] = [:]
  ) {
    self.trailing = trailing
    self.top = top
    self.beforeEvent = beforeEvent
    self.afterEvents = afterEvents
  }
}
