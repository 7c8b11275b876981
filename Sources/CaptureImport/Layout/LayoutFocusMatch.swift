import KeyboardAvoidance
import SceneModel

/// The text inputs a log's focus lines name in a dump's layout
/// (docs/capture.md#a-layout-and-a-log): the input of the same id, else the input whose frame
/// is the focus line's within half a point, else a text field added to the root at the
/// focus line's frame.
struct LayoutFocusMatch {
  /// The layout, with the text fields added.
  private(set) var root: ViewNode
  /// The scene's id for each id the log focuses.
  private(set) var ids: [String: String] = [:]
  /// How many log ids were matched by id, by frame, and added.
  private(set) var matchedByID = 0
  private(set) var matchedByFrame = 0
  private(set) var added = 0

  /// The largest difference, in points, between a focus line's frame and a matching input's,
  /// in each of x, y, width and height.
  static let tolerance = 0.5

  /// Matches each field of a log, in order of first appearance.
  init(fields: [CaptureTimeline.Field], layout root: ViewNode) {
    self.root = root
    let inputs = DumpLayout.textInputs(of: root)
    var taken = Set(DumpLayout.ids(of: root))
    for field in fields {
      if inputs.contains(where: { $0.id == field.id }) {
        ids[field.id] = field.id
        matchedByID += 1
      } else if let input = inputs.first(where: { Self.isClose($0.frame, field.frame) }) {
        ids[field.id] = input.id
        matchedByFrame += 1
      } else {
        var id = field.id
        var suffix = 2
        while taken.contains(id) {
          id = "\(field.id)-\(suffix)"
          suffix += 1
        }
        taken.insert(id)
        self.root.children.append(ViewNode(kind: .textField, id: id, frame: field.frame))
        ids[field.id] = id
        added += 1
      }
    }
  }

  /// What the scene's comment says of the matching.
  var comment: String {
    "The log's focused ids name the layout's text inputs: \(matchedByID) by id, "
      + "\(matchedByFrame) by frame, \(added) added as text fields"
  }

  static func isClose(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}
