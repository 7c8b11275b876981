import Foundation
import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing
import TraceFormat

@Suite struct TraceJSONTests {
  typealias F = SceneFixtures

  @Test func smallTraceInFull() throws {
    let check = SceneExpectation(
      moment: .always, checks: [.focus(nil)],
      location: SourcePosition(line: 7, column: 5))
    let scene = F.scene(
      F.passwordScreen(), events: [F.event(0, .tapPoint(Point(x: 10, y: 20)))],
      strategies: ["naive"], until: 100_000, fps: 10, expectations: [check])
    let expected = """
      {"format": 1, "scene": "test", "source": "s.yaml", "device": {"name": "iphone-15", \
      "width": 393.0, "height": 852.0, "safeArea": {"top": 59.0, "bottom": 34.0, "left": 0.0, \
      "right": 0.0}, "keyboard": {"height": 336.0, "accessory": 55.0}}, "fps": 10, "until": 0.1,
       "runs": [
       {"strategy": "naive",
        "events": [
         {"t": 0.0, "type": "tap", "point": [10.0, 20.0], "hit": null}],
        "samples": [
         {"t": 0.0, "keyboard": 0.0, "padding": {"screen": 0.0}, "focus": null, "covered": 0.0, \
      "settled": true},
         {"t": 0.1, "keyboard": 0.0, "padding": {"screen": 0.0}, "focus": null, "covered": 0.0, \
      "settled": true}],
        "expectations": [
         {"line": 7, "column": 5, "passed": true, "message": "always: all 2 samples as expected"}]}]}

      """
    #expect(try Replayer.replay(scene).json(sourceName: "s.yaml") == expected)
  }

  @Test func scrollViewsAndDragsAreWrittenAsTheContractSays() throws {
    let drag = SceneEvent.Action.drag(
      from: Point(x: 196, y: 400), to: Point(x: 196, y: 700), duration: 500_000)
    let scene = F.scene(
      F.longForm(dismissMode: .interactive),
      events: [F.event(100_000, .tapView("notes")), F.event(1_000_000, drag)],
      strategies: ["adaptive"], until: 2_500_000)
    let json = try Replayer.replay(scene).json(sourceName: "form.yaml")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let samples = try #require(run["samples"] as? [[String: Any]])
    let last = try #require(samples.last)
    #expect(last["offset"] as? [String: Double] == ["form": 0])
    #expect(last["contentInset"] as? [String: Double] == ["form": 0])
    // At 1.0 s the drag has just started: the offset is still 228, the inset 302.
    #expect(samples[60]["offset"] as? [String: Double] == ["form": 228])
    #expect(samples[60]["contentInset"] as? [String: Double] == ["form": 302])
    #expect(json.contains("\"padding\": {}, \"offset\": {\"form\": "))
    let events = try #require(run["events"] as? [[String: Any]])
    let dragEvent = try #require(events.first { $0["type"] as? String == "drag" })
    #expect(dragEvent["from"] as? [Double] == [196, 400])
    #expect(dragEvent["to"] as? [Double] == [196, 700])
    #expect(dragEvent["duration"] as? Double == 0.5)
    #expect(dragEvent["scrollView"] as? String == "form")
    let release = try #require(events.first { $0["type"] as? String == "release" })
    #expect(release["result"] as? String == "dismiss")
    #expect(release["t"] as? Double == 1.5)
  }

  @Test func everySampleAndEventIsWrittenAsParseableJSON() throws {
    let scene = F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: ["classic", "adaptive"])
    let json = try Replayer.replay(scene).json(sourceName: "p.yaml")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    #expect(runs.compactMap { $0["strategy"] as? String } == ["classic", "adaptive"])
    let samples = try #require(runs.first?["samples"] as? [[String: Any]])
    // until = 0.1 + 1 = 1.1 s at 60 fps: frames 0...66.
    #expect(samples.count == 67)
    #expect(samples[7]["t"] as? Double == 7.0 / 60)
    let keyboard = try #require(samples[7]["keyboard"] as? Double)
    #expect(abs(keyboard - 12.7326) < 1e-4)
    let events = try #require(runs.first?["events"] as? [[String: Any]])
    #expect(
      events.compactMap { $0["type"] as? String } == [
        "tap", "focus", "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame",
        "keyboardDidShow",
      ])
    #expect(events[1]["id"] as? String == "password")
    #expect(events[2]["end"] as? [Double] == [0, 516, 393, 336])
    #expect(events[2]["duration"] as? Double == 0.25)
    #expect(events[2]["curve"] as? Int == 7)
  }
}
