import KeyboardAvoidance
import Replay

extension TraceParser {
  /// One event line: `T  tap X,Y -> HIT`, `T  focus ID`, `T  return ID`,
  /// `T  drag X,Y -> X,Y DURATION -> ID`, `T  release dismiss|restore` or
  /// `T  NOTIFICATION X,Y,W,H -> X,Y,W,H DURATION curve RAW`.
  static func event(_ line: TraceLine) throws(TraceParseError) -> TraceDocument.Event {
    guard line.indentation >= 2 else {
      throw line.error("an event line starts with two spaces")
    }
    let time = try line.number(at: 0, naming: "the event time")
    guard time.units >= 0 else { throw line.error("the event time is negative", at: 0) }
    guard line.words.count > 1 else { throw line.error("missing the event after its time", at: 1) }
    let name = String(line.words[1].text)
    let fields: [TraceDocument.Field]
    switch name {
    case "tap": fields = try tap(line)
    case "focus": fields = try focus(line)
    case "return": fields = try returnKey(line)
    case "drag": fields = try drag(line)
    case "release": fields = try release(line)
    case _ where KeyboardNotification.Name(rawValue: name) != nil: fields = try notification(line)
    default:
      throw line.error(
        "unknown event '\(name)'; expected tap, focus, return, drag, release or a keyboard "
          + "notification", at: 1)
    }
    return TraceDocument.Event(line: line.number, time: time, name: name, fields: fields)
  }

  private static func tap(_ line: TraceLine) throws(TraceParseError) -> [TraceDocument.Field] {
    let point = try list(line, at: 2, separator: ",", count: 2, naming: "the tap's point X,Y")
    try line.expect("->", at: 3, after: "the tap's point")
    let hit = try line.identifier(at: 4, naming: "what the tap hit")
    try line.expectEnd(after: 5, of: "what the tap hit")
    return [length("x", point[0]), length("y", point[1]), text("hit", hit)]
  }

  private static func focus(_ line: TraceLine) throws(TraceParseError) -> [TraceDocument.Field] {
    let id = try line.identifier(at: 2, naming: "the focused id")
    try line.expectEnd(after: 3, of: "the focused id")
    return [text("id", id)]
  }

  /// `return ID|none`: the input focused when the return key was pressed.
  private static func returnKey(_ line: TraceLine) throws(TraceParseError)
    -> [TraceDocument.Field]
  {
    let id = try line.identifier(at: 2, naming: "the focused id")
    try line.expectEnd(after: 3, of: "the focused id")
    return [text("id", id)]
  }

  /// `drag X,Y -> X,Y DURATION -> ID|none`: the finger's path and the scroll view it moved.
  private static func drag(_ line: TraceLine) throws(TraceParseError) -> [TraceDocument.Field] {
    let from = try list(line, at: 2, separator: ",", count: 2, naming: "the drag's start X,Y")
    try line.expect("->", at: 3, after: "the drag's start")
    let to = try list(line, at: 4, separator: ",", count: 2, naming: "the drag's end X,Y")
    let duration = try line.number(at: 5, naming: "the duration")
    guard duration.units > 0 else { throw line.error("the duration is not positive", at: 5) }
    try line.expect("->", at: 6, after: "the duration")
    let scrollView = try line.identifier(at: 7, naming: "the scroll view")
    try line.expectEnd(after: 8, of: "the scroll view")
    return [
      length("from.x", from[0]), length("from.y", from[1]), length("to.x", to[0]),
      length("to.y", to[1]),
      TraceDocument.Field(label: "duration", value: .number(duration), isLength: false),
      text("scrollView", scrollView),
    ]
  }

  /// `release dismiss|restore`: what the finger's release did to the keyboard.
  private static func release(_ line: TraceLine) throws(TraceParseError)
    -> [TraceDocument.Field]
  {
    let result = try line.identifier(at: 2, naming: "the release's result")
    guard TraceEvent.Release(rawValue: result) != nil else {
      throw line.error("a release is 'dismiss' or 'restore'; found '\(result)'", at: 2)
    }
    try line.expectEnd(after: 3, of: "the release's result")
    return [text("result", result)]
  }

  private static func notification(_ line: TraceLine) throws(TraceParseError)
    -> [TraceDocument.Field]
  {
    let begin = try list(line, at: 2, separator: ",", count: 4, naming: "the begin frame X,Y,W,H")
    try line.expect("->", at: 3, after: "the begin frame")
    let end = try list(line, at: 4, separator: ",", count: 4, naming: "the end frame X,Y,W,H")
    let duration = try line.number(at: 5, naming: "the duration")
    guard duration.units >= 0 else { throw line.error("the duration is negative", at: 5) }
    try line.expect("curve", at: 6, after: "the duration")
    let curve = try line.number(at: 7, naming: "the curve")
    guard curve.decimals == 0, AnimationCurve(uikitRawValue: Int(curve.units)) != nil else {
      throw line.error("the curve must be 0, 1, 2, 3 or 7; found '\(curve)'", at: 7)
    }
    try line.expectEnd(after: 8, of: "the curve")
    let parts = ["x", "y", "width", "height"]
    return zip(parts, begin).map { length("begin.\($0)", $1) }
      + zip(parts, end).map { length("end.\($0)", $1) }
      + [
        TraceDocument.Field(label: "duration", value: .number(duration), isLength: false),
        TraceDocument.Field(label: "curve", value: .number(curve), isLength: false),
      ]
  }

  private static func length(_ label: String, _ value: TraceNumber) -> TraceDocument.Field {
    TraceDocument.Field(label: label, value: .number(value), isLength: true)
  }

  private static func text(_ label: String, _ value: String) -> TraceDocument.Field {
    TraceDocument.Field(label: label, value: .text(value), isLength: false)
  }
}
