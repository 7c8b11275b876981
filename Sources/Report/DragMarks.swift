import KeyboardAvoidance
import Replay

/// A run's drags as stretches in a row under the time axis (docs/report.md#what-it-shows): a band
/// from the finger's touch to its lift, `at` to `at + duration`, and at the lift of a drag that
/// held the keyboard (docs/semantics.md#drags-and-interactive-dismissal) a triangle pointing where
/// the keyboard goes, down for a dismissal and up for a restore.
///
/// Stretches that overlap or lie within ``mergeDistance`` pixels of each other are drawn as one, with
/// one tooltip listing their log entries, so a run of any number of drags costs a number of
/// elements bounded by the plot's width.
struct DragMarks {
  /// One band with its release marks and tooltip.
  struct Stretch: Equatable {
    /// The band's left edge, in pixels.
    var start: Double
    /// The band's right edge, in pixels (at least a pixel right of ``start``).
    var end: Double
    /// The band's path data.
    var band: String
    /// The path data of the dismissals' triangles (pointing down).
    var dismissals: String
    /// The path data of the restores' triangles (pointing up).
    var restorations: String
    /// The drags' and releases' entries as the trace prints them, one per line (at most a few).
    var tooltip: String
  }

  /// How close, in pixels, two stretches may come before they are drawn as one.
  static let mergeDistance = 2.0

  /// The stretches, left to right.
  private(set) var stretches: [Stretch] = []

  /// A drag or a release with the stretch of the axis it marks.
  private struct Group {
    var start: Double
    var end: Double
    var entries: [TraceEvent]
    var releases: [(x: Double, result: TraceEvent.Release)]
  }

  /// Lays out the drags and releases of `events` along `time`.
  ///
  /// A release belongs to the latest drag that lifts at its time; one without such a drag (not
  /// in a replayed log) is marked alone.
  ///
  /// - Parameters:
  ///   - events: The run's event log, in order of time.
  ///   - viewIDs: The ids the events' view indices name (the run's `viewIDs`).
  ///   - time: The time axis (seconds to pixels).
  ///   - row: The top of the drags' row; bands sit 1 to 4 pixels below it, marks 0 to 5.
  init(_ events: [TraceEvent], viewIDs: [String], time: PlotScale, row: Double) {
    let (lowest, highest) = (min(time.start, time.end), max(time.start, time.end))
    func pixel(_ microseconds: Microseconds) -> Double {
      min(max(time.pixel(Double(microseconds) / 1_000_000), lowest), highest)
    }
    var groups: [Group] = []
    var groupByLift: [Microseconds: Int] = [:]
    for event in events {
      switch event.kind {
      case .drag(_, _, let duration, _):
        let (lift, overflow) = event.time.addingReportingOverflow(duration)
        let end = overflow ? Microseconds.max : lift
        groupByLift[end] = groups.count
        groups.append(
          Group(start: pixel(event.time), end: pixel(end), entries: [event], releases: []))
      case .release(let result):
        let x = pixel(event.time)
        if let index = groupByLift.removeValue(forKey: event.time) {
          groups[index].entries.append(event)
          groups[index].releases.append((x, result))
        } else {
          groups.append(Group(start: x, end: x, entries: [event], releases: [(x, result)]))
        }
      default:
        continue
      }
    }
    var merged: [Group] = []
    for group in groups {
      if var last = merged.last, group.start <= last.end + Self.mergeDistance {
        last.end = max(last.end, group.end)
        last.entries += group.entries
        last.releases += group.releases
        merged[merged.count - 1] = last
      } else {
        merged.append(group)
      }
    }
    stretches = merged.map { Self.stretch(of: $0, viewIDs: viewIDs, row: row) }
  }

  private static func stretch(of group: Group, viewIDs: [String], row: Double) -> Stretch {
    let end = max(group.end, group.start + 1)
    var band = PathBuilder()
    let left = SVGNumber.tenths(group.start)
    band.addRectangle(
      x: left, y: SVGNumber.tenths(row + 1), width: SVGNumber.tenths(end) - left, height: 30)
    var dismissals = PathBuilder()
    var restorations = PathBuilder()
    for (x, result) in group.releases {
      switch result {
      case .dismiss:
        dismissals.addTriangle(
          x: SVGNumber.tenths(x), base: SVGNumber.tenths(row), halfWidth: 30, height: 50)
      case .restore:
        restorations.addTriangle(
          x: SVGNumber.tenths(x), base: SVGNumber.tenths(row + 5), halfWidth: 30, height: -50)
      }
    }
    // Entries merged from overlapping drags come back into the log's order.
    let entries = group.entries.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    return Stretch(
      start: group.start, end: end, band: band.finish(), dismissals: dismissals.finish(),
      restorations: restorations.finish(),
      tooltip: EventMarks.tooltip(for: entries[...], viewIDs: viewIDs))
  }
}
