@_spi(Formatting) import DecimalText
import KeyboardAvoidance
import SceneModel
import SceneWriting

/// The imported scene's YAML, written by ``SceneWriting/SceneWriter``: the keys in the order
/// docs/capture.md#what-the-scene-holds shows them, events one per line in flow style,
/// did-notifications as comments between them.
struct SceneText {
  var title: String
  var device: Device
  /// The log's screen line, whose screen and safe area the scene writes.
  var screen: CapturedScreen?
  var timeline: CaptureTimeline
  /// The comments the file starts with.
  var topComments: [String] = []
  /// A dump's layout, instead of a root holding a text field per focused id
  /// (docs/capture.md#a-layout-and-a-log).
  var layout: ViewNode?
  /// The layout's id of each id the log focuses, where the two differ.
  var focusIDs: [String: String] = [:]

  /// The scene file's text, ending with a newline.
  var text: String {
    var stated: SceneWriter.Stated = []
    var device = self.device
    if let screen {
      stated.insert(.screen)
      device.screen = screen.size
      if let insets = screen.safeArea {
        stated.insert(.safeArea)
        device.safeArea = insets
      }
    }
    let (scene, comments) = self.scene(on: device)
    return SceneWriter(stating: stated).text(scene, comments: comments)
  }

  /// The scene the timeline makes on `device`, and the did-notifications as comments before
  /// the events they precede (after the last event, those that follow it).
  private func scene(on device: Device) -> (Scene, SceneComments) {
    var events: [SceneEvent] = []
    var comments = SceneComments(top: topComments)
    var pending: [String] = []
    for (index, event) in timeline.events.enumerated() {
      let action: SceneEvent.Action
      let time: Microseconds
      switch event {
      case .focus(let id, let at):
        (action, time) = (.focus(id.map { focusIDs[$0] ?? $0 }), at)
      case .keyboard(let frame, let duration, let curve, let at):
        (action, time) = (
          .keyboardFrame(frame, KeyboardAnimation(duration: duration, curve: curve)), at
        )
      case .comment(let name, let begin, let end, let at):
        pending.append(
          "\(SceneWriter.time(at)) \(name.rawValue) \(Self.compact(begin)) -> \(Self.compact(end))")
        continue
      }
      if !pending.isEmpty { comments.beforeEvent[events.count] = pending }
      if let remark = timeline.remarks[index] { comments.trailing[events.count] = remark }
      pending = []
      events.append(SceneEvent(at: time, action: action))
    }
    comments.afterEvents = pending
    let size = device.screen
    let root =
      layout
      ?? ViewNode(
        kind: .view, id: FocusID.root,
        frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
        children: timeline.fields.map { ViewNode(kind: .textField, id: $0.id, frame: $0.frame) })
    let scene = Scene(
      title: title, path: "", device: device, strategies: ["adaptive"], focusChangeNotifies: false,
      keyboardMode: .scripted, fps: 60,
      until: (timeline.lastTime ?? CaptureTimeline.start) + 1_000_000, root: root, events: events,
      expectations: [])
    return (scene, comments)
  }

  /// `x,y,width,height`, as a trace's log lines write frames.
  static func compact(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(DecimalFormat.wholeOrRoundTrip).joined(
      separator: ",")
  }
}
