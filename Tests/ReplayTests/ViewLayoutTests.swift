import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing

/// The views a trace carries, and where they are presented at each sample.
@Suite struct ViewLayoutTests {
  typealias F = SceneFixtures

  /// A scene with two containers (the second centre-aligned), a nested view and an input
  /// outside every container.
  static func twoContainers() -> ViewNode {
    ViewNode(
      kind: .view, id: "root", frame: F.rect(0, 0, 393, 852),
      children: [
        ViewNode(
          kind: .view, id: "top", frame: F.rect(0, 59, 393, 300),
          adaptive: AdaptiveContainer(align: .bottom),
          children: [F.field("name", F.rect(16, 200, 361, 44))]),
        ViewNode(
          kind: .view, id: "bottom", frame: F.rect(0, 359, 393, 459),
          adaptive: AdaptiveContainer(align: .center),
          children: [
            ViewNode(
              kind: .view, id: "card", frame: F.rect(8, 600, 377, 200),
              children: [F.field("note", F.rect(16, 700, 361, 44))])
          ]),
        F.field("free", F.rect(16, 780, 361, 30)),
      ])
  }

  @Test func viewsAreFlattenedInDocumentOrderWithTheirContainers() throws {
    let scene = F.scene(Self.twoContainers(), events: [])
    let layout = try Replayer.replay(scene).layout
    #expect(layout.views.map(\.id) == ["root", "top", "name", "bottom", "card", "note", "free"])
    #expect(layout.views.map(\.depth) == [0, 1, 2, 1, 2, 3, 1])
    #expect(layout.views.map(\.container) == [nil, nil, 0, nil, 1, 1, nil])
    #expect(layout.views.map(\.isContainer) == [false, true, false, true, false, false, false])
    #expect(layout.views.map(\.alignFactor) == [0, 0, 1, 0, 0.5, 0.5, 0])
    #expect(
      layout.views.map(\.kind) == [.view, .view, .textField, .view, .view, .textField, .textField])
    #expect(layout.index(of: "note") == 5)
    #expect(layout.index(of: "nothing") == nil)
  }

  @Test func framesMoveByTheAlignedPaddingOfTheirContainer() throws {
    let layout = try Replayer.replay(F.scene(Self.twoContainers(), events: [])).layout
    // A slice whose indices start at 4, as a sample's paddings do.
    let paddings = [9.0, 9, 9, 9, 10, 100][4...]
    #expect(layout.frame(ofViewAt: 2, paddings: paddings) == F.rect(16, 190, 361, 44))
    #expect(layout.frame(ofViewAt: 5, paddings: paddings) == F.rect(16, 650, 361, 44))
    // Containers keep their frames; views outside them do not move.
    #expect(layout.frame(ofViewAt: 3, paddings: paddings) == F.rect(0, 359, 393, 459))
    #expect(layout.frame(ofViewAt: 6, paddings: paddings) == F.rect(16, 780, 361, 30))
  }

  /// The trace's `covered` column is the overlap of the focused input's frame, placed by the
  /// layout with the sample's paddings, with the sample's keyboard frame: the layout and the
  /// replay agree on where things are.
  @Test(arguments: BuiltInStrategy.allCases)
  func coveredIsTheLayoutFrameOfTheFocusUnderTheKeyboardFrame(strategy: BuiltInStrategy) throws {
    let scene = F.scene(
      Self.twoContainers(),
      events: [
        F.event(100_000, .tapView("note")), F.event(700_000, .focus("name")),
        F.event(900_000, .keyboardHeight(291, KeyboardAnimation())),
        F.event(1_300_000, .focus("free")),
        F.event(1_600_000, .keyboardFrame(F.rect(40, 700, 300, 200), KeyboardAnimation())),
      ], strategies: [strategy.name])
    let trace = try Replayer.replay(scene)
    let run = try trace.run(strategy)
    var coveredSamples = 0
    for sample in run.samples {
      let screen = scene.device.screen
      #expect(sample.keyboard == sample.keyboardFrame.visibleHeight(on: screen))
      guard let focus = sample.focus, let index = trace.layout.index(of: focus) else {
        #expect(sample.covered == 0)
        continue
      }
      let frame = trace.layout.frame(ofViewAt: index, paddings: sample.paddings)
      #expect(
        sample.covered == frame.overlapHeight(with: sample.keyboardFrame), "\(sample.instant)")
      if sample.covered > 0 { coveredSamples += 1 }
    }
    #expect(coveredSamples > 0)
  }

  @Test func theKeyboardFrameStartsBelowTheScreenAndDocks() throws {
    let scene = F.scene(F.passwordScreen(), events: [F.event(100_000, .tapView("password"))])
    let run = try Replayer.replay(scene).run(.adaptive)
    #expect(run.samples[0].keyboardFrame == F.rect(0, 852, 393, 336))
    #expect(run.samples.last?.keyboardFrame == F.rect(0, 516, 393, 336))
    // Halfway through the spring the frame is between the two, and only its top part shows.
    let moving = run.samples[12].keyboardFrame
    #expect(moving.minY > 516 && moving.minY < 852)
    #expect(run.samples[12].keyboard == 852 - moving.minY)
  }
}
