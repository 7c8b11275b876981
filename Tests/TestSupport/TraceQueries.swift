import KeyboardAvoidance
import Replay
import Testing

extension Trace {
  /// The run of `strategy`, recording an issue when there is none.
  public func run(
    _ strategy: BuiltInStrategy, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> TraceRun {
    try #require(runs.first { $0.strategy == strategy.name }, sourceLocation: sourceLocation)
  }
}

extension TraceRun {
  /// The sample at `seconds`, which must be a whole number of frames at 60 fps.
  public func sample(atFrame frame: Int) -> TraceSample {
    samples[frame]
  }

  /// The last sample's single padding value.
  public var finalPadding: Double? {
    samples.last?.paddings.first
  }

  /// The log rendered compactly, one string per entry, for exact comparisons; views are
  /// named by their ids, a view hit as `view("id")`.
  public var eventSummary: [String] {
    events.map { event in
      let kind: String
      switch event.kind {
      case .tap(let point, .view(let view)):
        kind = "tap \(point.x),\(point.y) -> view(\"\(viewIDs[view])\")"
      case .tap(let point, let hit):
        kind = "tap \(point.x),\(point.y) -> \(hit)"
      case .focus(let view):
        kind = "focus \(view.map { viewIDs[$0] } ?? "none")"
      case .returnKey(let view):
        kind = "return \(view.map { viewIDs[$0] } ?? "none")"
      case .notification(let note):
        kind = note.name.rawValue
      case .drag(let from, let to, let duration, let scrollView):
        kind =
          "drag \(from.x),\(from.y) -> \(to.x),\(to.y) \(duration) -> "
          + (scrollView.map { viewIDs[$0] } ?? "none")
      case .release(let release):
        kind = "release \(release.rawValue)"
      }
      return "\(event.time) \(kind)"
    }
  }
}
