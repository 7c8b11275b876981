@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel

/// The `events` timeline and the resolution of `until`.
extension SceneDecoder {
  /// The events, and where each one's time was written, for the check against `until`: kept
  /// apart, so that the events go into the scene as they are, without a copy of each.
  struct DecodedEvents {
    var events: [SceneEvent] = []
    /// `timeLocations[i]` is where the time of `events[i]` is written.
    var timeLocations: [SourcePosition] = []
    /// The drags' releases, in file order; empty (and never allocated) without drags.
    var releases: [DragRelease] = []
  }

  /// When a drag's finger lifts (`at + duration`), which counts for `until`
  /// (docs/scene-format.md#drag), and where its duration is written (the drag's mapping when the
  /// duration is the default's).
  struct DragRelease {
    /// The drag's index in ``DecodedEvents/events``.
    var event: Int
    var time: Microseconds
    var location: SourcePosition
  }

  private static let actions: SceneKey.Allowed = [
    .tap, .focus, .keyboard, .hardwareKeyboard, .key, .drag,
  ]
  private static let eventKeys = SceneKey.Allowed([.at] + actions.keys)
  private static let dragKeys: SceneKey.Allowed = [.from, .to, .duration]
  /// How long a drag lasts when its `duration` is not written.
  private static let defaultDragDuration: Microseconds = 300_000

  /// The list of events, in file order.
  mutating func events(_ node: YAMLNode) -> DecodedEvents {
    guard case .sequence(let items) = document.content(of: node) else {
      reportType(of: node, expected: "a list of events")
      return DecodedEvents()
    }
    if items.count > SceneLimits.maximumEvents {
      report(
        "a scene has at most \(SceneLimits.maximumEvents) events; this one has \(items.count)",
        at: node.location)
      return DecodedEvents()
    }
    var decoded = DecodedEvents()
    decoded.events.reserveCapacity(items.count)
    decoded.timeLocations.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      descend(.index(index)) { $0.event(item, into: &decoded) }
    }
    return decoded
  }

  /// Appends the event that `node` describes to `decoded`, unless it is invalid.
  private mutating func event(_ node: YAMLNode, into decoded: inout DecodedEvents) {
    guard let fields = fields(of: node, allowed: Self.eventKeys, what: "an event") else {
      return
    }
    let chosen = exclusiveEntry(of: fields, among: Self.actions) {
      "an event has one action; this one already has '\($0.name)'"
    }
    require([.at], in: fields, what: "an event")
    if chosen == nil && !isTruncated {
      report(
        "an event needs one action: tap, focus, keyboard, hardwareKeyboard, key or drag",
        at: node.location)
    }
    let at = field(.at, of: fields) { $0.time($1) }
    guard let chosen else { return }
    let action = descend(.key(chosen.key)) { $0.action(chosen.key, chosen.value) }
    guard let at, let action, let timeLocation = fields[.at]?.location else { return }
    if case .drag(_, _, let duration) = action {
      decoded.releases.append(
        DragRelease(
          event: decoded.events.count, time: at + duration,
          location: durationLocation(inDrag: chosen.value)))
    }
    decoded.events.append(SceneEvent(at: at, action: action, location: node.location))
    decoded.timeLocations.append(timeLocation)
  }

  private mutating func action(_ name: SceneKey, _ node: YAMLNode) -> SceneEvent.Action? {
    switch name {
    case .tap: return tap(node)
    case .focus: return focus(node)
    case .keyboard: return keyboardChange(node)
    case .key: return keyPress(node)
    case .drag: return drag(node)
    default: return bool(node).map { .hardwareKeyboard($0) }
    }
  }

  private mutating func tap(_ node: YAMLNode) -> SceneEvent.Action? {
    if case .sequence = document.content(of: node) {
      return point(node, expected: "a view id or a point [x, y]").map { .tapPoint($0) }
    }
    guard case .scalar = document.content(of: node) else {
      reportType(of: node, expected: "a view id or a point [x, y]")
      return nil
    }
    return knownView(node).map { .tapView($0.id) }
  }

  private mutating func focus(_ node: YAMLNode) -> SceneEvent.Action? {
    if document.isScalar(node, spelling: "none") { return .focus(nil) }
    guard let (id, view) = knownView(node) else { return nil }
    guard view.kind.isTextInput else {
      report(
        "focus needs a text input; '\(id)' is a \(view.kind.rawValue)", at: node.location)
      return nil
    }
    return .focus(id)
  }

  /// `key: return`, the one key an event presses.
  private mutating func keyPress(_ node: YAMLNode) -> SceneEvent.Action? {
    guard document.isScalar(node, spelling: "return") else {
      reportType(of: node, expected: "return (the one key an event can press)")
      return nil
    }
    return .returnKey
  }

  /// A point `[x, y]` of two finite numbers, each read in its step of the key path; anything
  /// else is reported as not being `expected`.
  private mutating func point(_ node: YAMLNode, expected: String) -> Point? {
    guard case .sequence(let items) = document.content(of: node), items.count == 2 else {
      reportType(of: node, expected: expected)
      return nil
    }
    let x = descend(.index(0)) { $0.number(items[0]) }
    let y = descend(.index(1)) { $0.number(items[1]) }
    guard let x, let y else { return nil }
    return Point(x: x, y: y)
  }

  /// `drag: {from: [x, y], to: [x, y], duration: D}`, D above 0 (default 0.3 s).
  private mutating func drag(_ node: YAMLNode) -> SceneEvent.Action? {
    guard let fields = fields(of: node, allowed: Self.dragKeys, what: "a drag") else {
      return nil
    }
    require([.from, .to], in: fields, what: "a drag")
    let from = field(.from, of: fields) { $0.point($1, expected: "a point [x, y]") }
    let to = field(.to, of: fields) { $0.point($1, expected: "a point [x, y]") }
    let duration = field(.duration, of: fields) { $0.dragDuration($1) }
    guard let from, let to, duration != nil || !fields.has(.duration) else { return nil }
    return .drag(from: from, to: to, duration: duration ?? Self.defaultDragDuration)
  }

  /// A time above 0: a finger that lifts as it lands makes no drag.
  private mutating func dragDuration(_ node: YAMLNode) -> Microseconds? {
    if let value = Self.validNumber(node), value <= 0 {
      report(
        "\(keyPath) must be more than 0; found \(document.scalarText(of: node) ?? "")",
        at: node.location)
      return nil
    }
    return time(node)
  }

  /// Where a valid drag's release is reported: at its `duration`, or at the drag's mapping when
  /// the duration is the default's.
  private func durationLocation(inDrag node: YAMLNode) -> SourcePosition {
    guard case .mapping(let entries) = document.content(of: node),
      let index = entries.firstIndex(ofKey: .duration)
    else { return node.location }
    return entries.value(at: index).location
  }

  /// A reference to a declared view, with a suggestion when the id is unknown.
  mutating func knownView(_ node: YAMLNode) -> (id: String, view: DeclaredView)? {
    guard node.kind == .scalar else {
      reportType(of: node, expected: "a view id")
      return nil
    }
    if let found = document.withScalarBytes(of: node, { declaredViews.view(writtenAs: $0) }) {
      return found
    }
    guard !isTruncated else { return nil }
    let id = document.scalarText(of: node) ?? ""
    report("unknown id '\(id)'", at: node.location, suggesting: id, among: viewIDsInOrder())
    return nil
  }

  /// `keyboard: {height | frame, duration, curve}`.
  private mutating func keyboardChange(_ node: YAMLNode) -> SceneEvent.Action? {
    let allowed: SceneKey.Allowed = [.height, .frame, .duration, .curve]
    guard let fields = fields(of: node, allowed: allowed, what: "a keyboard change") else {
      return nil
    }
    let height = field(.height, of: fields) { $0.number($1, atLeast: 0) }
    let frame = field(.frame, of: fields) { $0.frame($1) }
    let duration = field(.duration, of: fields) { $0.time($1) }
    let curve = field(.curve, of: fields) { $0.uikitCurve($1) }
    if fields.has(.height) && fields.has(.frame) {
      report(
        "a keyboard change has either height or frame, not both",
        at: fields.entry(.frame)?.key.location ?? node.location)
      return nil
    }
    let animation = KeyboardAnimation(
      duration: duration ?? 250_000, curve: curve ?? .keyboardSpring)
    if let height { return .keyboardHeight(height, animation) }
    if let frame { return .keyboardFrame(frame, animation) }
    if !fields.has(.height) && !fields.has(.frame) {
      report("a keyboard change needs height or frame", at: node.location)
    }
    return nil
  }

  private mutating func uikitCurve(_ node: YAMLNode) -> AnimationCurve? {
    guard let value = integer(node, in: 0...Int(UInt8.max)) else { return nil }
    guard let curve = AnimationCurve(uikitRawValue: value) else {
      report(
        "\(keyPath) must be a UIKit curve: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear or "
          + "7 keyboard; found \(value)", at: node.location)
      return nil
    }
    return curve
  }

  /// The explicit `until`, or the last event's time plus one second (a drag's time being its
  /// release's); checks every event, and every drag's release, against it.
  mutating func resolveUntil(_ explicit: Microseconds?, events decoded: DecodedEvents)
    -> Microseconds?
  {
    let maximum = Int64(SceneLimits.maximumUntilSeconds) * microsecondsPerSecond
    let events = decoded.events
    // The first latest event, found by index: `max(by:)` over the events would copy each
    // candidate, retaining and releasing what its action holds.
    let latest = events.indices.max { events[$0].at < events[$1].at }
    guard let until = explicit else {
      var last = latest.map {
        (time: events[$0].at, location: decoded.timeLocations[$0], isRelease: false)
      }
      for release in decoded.releases where release.time > (last?.time ?? 0) {
        last = (release.time, release.location, true)
      }
      let derived = (last?.time ?? 0) + microsecondsPerSecond
      if derived > maximum, let last {
        let what = last.isRelease ? "last drag's release" : "last event"
        report(
          "the default until (\(what) + 1 s = \(DecimalFormat.seconds(microseconds: derived, minimumDecimals: 0)) s) is beyond the "
            + "\(SceneLimits.maximumUntilSeconds) s limit; set sampling.until",
          at: last.location)
        return nil
      }
      return derived
    }
    for index in events.indices where events[index].at > until {
      report(
        "this event at \(DecimalFormat.seconds(microseconds: events[index].at, minimumDecimals: 0)) s is after until "
          + "(\(DecimalFormat.seconds(microseconds: until, minimumDecimals: 0)) s)",
        at: decoded.timeLocations[index])
    }
    for release in decoded.releases
    where release.time > until && events[release.event].at <= until {
      report(
        "this drag's release (at + duration = \(DecimalFormat.seconds(microseconds: release.time, minimumDecimals: 0)) s) is after until "
          + "(\(DecimalFormat.seconds(microseconds: until, minimumDecimals: 0)) s)",
        at: release.location)
    }
    return until
  }
}
