@_spi(Formatting) import DecimalText
import KeyboardAvoidance
@_spi(Formatting) import Replay
import TraceFormat

/// A run's event log as marks under the time axis: a tick at every time something happened,
/// and, where there is room, a short label with the whole log entries of that time as its
/// tooltip.
///
/// Ticks are one path each for the will-notifications, taps, return keys and focus changes, and
/// for the did-notifications (fainter), so a long log costs two elements and a bounded number of
/// labels.
struct EventMarks {
  /// A label for the events at one time.
  struct Label: Equatable {
    /// The left end of the text (or its right end when ``isAnchoredAtEnd``), in pixels.
    var x: Double
    /// The baseline.
    var y: Double
    /// Whether the text ends at ``x`` (near the right edge of the plot).
    var isAnchoredAtEnd: Bool
    /// The short text: `tap password`, `return email`, `focus none`, `show`, `hide`, `frame`.
    var text: String
    /// Every entry at that time as the trace prints it, one per line (at most a few).
    var tooltip: String
  }

  /// The most entries a tooltip lists before saying how many more there are.
  static let tooltipLimit = 6

  /// The path of the taps', return keys', focus changes' and will-notifications' ticks.
  private(set) var majorTicks = ""
  /// The path of the did-notifications' ticks.
  private(set) var minorTicks = ""
  /// The labels that fit.
  private(set) var labels: [Label] = []

  /// Lays out the marks of `events` along `time`.
  ///
  /// - Parameters:
  ///   - events: The run's event log, in order of time.
  ///   - viewIDs: The ids the events' view indices name (the run's `viewIDs`).
  ///   - time: The time axis (seconds to pixels).
  ///   - axis: The pixel row of the time axis; ticks hang below it.
  init(_ events: [TraceEvent], viewIDs: [String], time: PlotScale, axis: Double) {
    var major = PathBuilder()
    var minor = PathBuilder()
    var laneEnds = PlotLayout.eventLanes.map { _ in -Double.infinity }
    var lastMajor: Int?
    var lastMinor: Int?
    var start = events.startIndex
    while start < events.endIndex {
      let time0 = events[start].time
      var end = start
      while end < events.endIndex, events[end].time == time0 { end += 1 }
      let group = events[start..<end]
      start = end
      let x = time.pixel(Double(time0) / 1_000_000)
      let tenths = SVGNumber.tenths(x)
      let pixel = tenths / 10
      guard let text = Self.label(for: group, viewIDs: viewIDs) else {
        if lastMinor != pixel {
          minor.addVertical(
            x: tenths, from: SVGNumber.tenths(axis), to: SVGNumber.tenths(axis + 4))
          lastMinor = pixel
        }
        continue
      }
      if lastMajor != pixel {
        major.addVertical(x: tenths, from: SVGNumber.tenths(axis), to: SVGNumber.tenths(axis + 7))
        lastMajor = pixel
      }
      let width = Double(text.count) * PlotLayout.characterWidth
      let atEnd = x + 2 + width > PlotLayout.width - 2
      let left = atEnd ? x - 2 - width : x + 2
      guard let lane = laneEnds.firstIndex(where: { $0 + 8 <= left }) else { continue }
      laneEnds[lane] = left + width
      labels.append(
        Label(
          x: atEnd ? x - 2 : x + 2, y: PlotLayout.eventLanes[lane], isAnchoredAtEnd: atEnd,
          text: text, tooltip: Self.tooltip(for: group, viewIDs: viewIDs)))
    }
    majorTicks = major.finish()
    minorTicks = minor.finish()
  }

  /// The label of the events at one time, the most telling first; nil when they are only
  /// did-notifications. Views are named by `viewIDs`.
  static func label(for group: ArraySlice<TraceEvent>, viewIDs: [String]) -> String? {
    var best: (rank: Int, text: String)?
    for event in group {
      let candidate: (Int, String)?
      switch event.kind {
      case .tap(_, let hit):
        switch hit {
        case .view(let view): candidate = (0, "tap " + viewIDs[view])
        case .keyboard: candidate = (0, "tap keyboard")
        case .nothing: candidate = (0, "tap nothing")
        }
      case .focus(let view):
        candidate = (1, "focus " + (view.map { viewIDs[$0] } ?? "none"))
      case .returnKey(let view):
        candidate = (0, "return " + (view.map { viewIDs[$0] } ?? "none"))
      case .drag(_, _, _, let scrollView):
        candidate = (0, "drag " + (scrollView.map { viewIDs[$0] } ?? "none"))
      case .release(let release):
        candidate = (0, "release " + release.rawValue)
      case .notification(let note):
        switch note.name {
        case .keyboardWillShow: candidate = (2, "show")
        case .keyboardWillHide: candidate = (2, "hide")
        case .keyboardWillChangeFrame: candidate = (3, "frame")
        default: candidate = nil
        }
      }
      if let candidate, candidate.0 < (best?.rank ?? Int.max) { best = candidate }
    }
    return best?.text
  }

  /// The entries at one time as the trace prints them, at most ``tooltipLimit``; views are
  /// named by `viewIDs`.
  static func tooltip(for group: ArraySlice<TraceEvent>, viewIDs: [String]) -> String {
    var lines = group.prefix(tooltipLimit).map { event in
      DecimalFormat.seconds(microseconds: event.time) + "  "
        + event.kind.description(viewIDs: viewIDs)
    }
    if group.count > tooltipLimit {
      lines.append("and \(group.count - tooltipLimit) more")
    }
    return lines.joined(separator: "\n")
  }
}
