import KeyboardAvoidance
import SceneModel
import Testing

@testable import CaptureImport

/// A log's focused ids against a dump's layout: the input of that id, else the input at that
/// frame within half a point, else a text field added at the log's frame.
@Suite struct LayoutFocusMatchTests {
  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  static let layout = ViewNode(
    kind: .view, id: "screen", frame: rect(0, 0, 393, 852),
    children: [
      ViewNode(
        kind: .view, id: "view-1", frame: rect(0, 100, 393, 400),
        children: [
          ViewNode(kind: .textField, id: "email", frame: rect(16, 140, 361, 44)),
          ViewNode(kind: .textField, id: "text-field-1", frame: rect(16, 200, 361, 44)),
          ViewNode(kind: .textEditor, id: "notes", frame: rect(16, 260, 361, 120)),
        ]),
      ViewNode(kind: .button, id: "button-1", frame: rect(16, 740, 361, 50)),
    ])

  @Test func idsThenFramesThenAddedFields() {
    let fields = [
      CaptureTimeline.Field(id: "email", frame: Self.rect(0, 0, 1, 1)),
      CaptureTimeline.Field(id: "password", frame: Self.rect(16.5, 199.5, 360.5, 44.5)),
      CaptureTimeline.Field(id: "code", frame: Self.rect(16, 260.6, 361, 120)),
      CaptureTimeline.Field(id: "button-1", frame: Self.rect(16, 800, 361, 44)),
      CaptureTimeline.Field(id: "again", frame: Self.rect(16, 140.25, 361, 44)),
    ]
    let match = LayoutFocusMatch(fields: fields, layout: Self.layout)
    #expect(
      match.ids == [
        "email": "email", "password": "text-field-1", "code": "code", "button-1": "button-1-2",
        "again": "email",
      ])
    #expect(match.matchedByID == 1 && match.matchedByFrame == 2 && match.added == 2)
    #expect(
      match.root.children.dropFirst(2).map { [$0.id: $0.frame] } == [
        ["code": Self.rect(16, 260.6, 361, 120)], ["button-1-2": Self.rect(16, 800, 361, 44)],
      ])
    #expect(match.root.children.dropFirst(2).allSatisfy { $0.kind == .textField })
  }
}
