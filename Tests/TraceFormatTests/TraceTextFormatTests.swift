import KeyboardAvoidance
import Replay
import SceneModel
import TestSupport
import Testing
import TraceFormat

@Suite struct TraceTextFormatTests {
  typealias F = SceneFixtures

  @Test func reproducesTheContractExample() throws {
    var scene = F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: ["classic"])
    scene.title = "Password field below the keyboard"
    let text = try Replayer.replay(scene).text(sourceName: "password-below.yaml")
    // Rows at 0.1167 and 0.1333 (1/60 and 2/60 s after the tap): keyboard 336 * spring progress
    // (0.0378946 -> 12.73, 0.1247349 -> 41.91) and padding 261 * easeOut(t / 0.16)
    // (0.1669579 -> 43.58, 0.3201832 -> 83.57).
    let expected = """
      kbreplay-trace 1
      scene: Password field below the keyboard
      source: password-below.yaml
      run: classic  device: iphone-15 393x852 safe 59/34 keyboard 336  fps: 60
      events:
        0.1000  tap 196.50,662.00 -> password
        0.1000  focus password
        0.1000  keyboardWillChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7
        0.1000  keyboardWillShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
        0.3500  keyboardDidChangeFrame 0,852,393,336 -> 0,516,393,336 0.25 curve 7
        0.3500  keyboardDidShow 0,852,393,336 -> 0,516,393,336 0.25 curve 7
      samples: t keyboard padding.screen focus covered
        0.0000    0.00    0.00  none      0.00
        0.1000    0.00    0.00  password  0.00
        0.1167   12.73   43.58  password  0.00
        0.1333   41.91   83.57  password  0.00

      """
    #expect(text.hasPrefix(expected))
    #expect(text.hasSuffix("  1.1000  336.00  261.00  password  0.00\n"))
  }

  @Test func aQuietRunPrintsTheFirstAndLastSampleOnly() throws {
    let scene = F.scene(F.passwordScreen(), events: [], strategies: ["none"])
    #expect(
      try Replayer.replay(scene).text(sourceName: "test.yaml") == """
        kbreplay-trace 1
        scene: test
        source: test.yaml
        run: none  device: iphone-15 393x852 safe 59/34 keyboard 336  fps: 60
        events:
        samples: t keyboard padding.screen focus covered
          0.0000  0.00  0.00  none  0.00
          1.0000  0.00  0.00  none  0.00

        """)
  }

  /// A run's event lines are the ones it prints alone, whether the run before it logged the same
  /// events (whose lines it copies), partly the same ones, or events whose times are wider.
  @Test func aRunsEventLinesAreTheSameAfterAnotherRun() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [F.event(100_000, .tapView("password")), F.event(700_000, .focus(nil))],
      strategies: ["none", "classic"])
    let trace = try Replayer.replay(scene)
    func section(of run: Int, in trace: Trace) -> Substring {
      let text = trace.text(sourceName: "a.yaml")
      let start = text.range(of: "run: \(trace.runs[run].strategy) ")!.lowerBound
      let end = text.range(of: "samples:", range: start..<text.endIndex)!.lowerBound
      return text[start..<end]
    }
    func alone(_ run: TraceRun) -> Trace {
      var trace = trace
      trace.runs = [run]
      return trace
    }
    var changed = trace.runs[1]
    #expect(changed.events.count > 4)
    // The same events, then one that differs, then the same again.
    changed.events[2].time += 100
    var wider = trace.runs[1]
    wider.events.append(TraceEvent(time: 12_000_000, kind: .focus(nil)))
    for second in [trace.runs[1], changed, wider] {
      var pair = trace
      pair.runs[1] = second
      #expect(section(of: 1, in: pair) == section(of: 0, in: alone(second)))
    }
  }

  /// Event times are whole microseconds, printed with four decimals rounded half up, right-aligned
  /// to the run's widest.
  @Test func eventTimesRoundHalfUpToFourDecimals() throws {
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(123_449, .focus("email")), F.event(123_450, .focus("password")),
        F.event(10_000_050, .focus(nil)),
      ], strategies: ["none"])
    let lines = try Replayer.replay(scene).text(sourceName: "test.yaml").split(separator: "\n")
    #expect(
      lines.filter { $0.contains("  focus ") } == [
        "   0.1234  focus email", "   0.1235  focus password", "  10.0001  focus none",
      ])
    #expect(
      lines.contains("  10.0001  keyboardWillHide 0,516,393,336 -> 0,852,393,336 0.25 curve 7"))
  }

  @Test func rowsArePrintedWhereAValueChanges() throws {
    let instant = KeyboardAnimation(duration: 0, curve: .linear)
    let scene = F.scene(
      F.passwordScreen(),
      events: [
        F.event(100_000, .keyboardFrame(F.rect(0, 516, 393, 336), instant)),
        F.event(500_000, .keyboardFrame(F.rect(0, 852, 393, 336), instant)),
      ], strategies: ["naive"], until: 1_000_000, fps: 10)
    // A zero-length linear posting moves the keyboard at once and ends at once; naive pads
    // 336 on the show and 0 on the hide, without animation. Frames at 0.1 s steps.
    let text = try Replayer.replay(scene).text(sourceName: "steps.yaml")
    let tail = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
    #expect(
      tail.joined(separator: "\n") == """
        events:
          0.1000  keyboardWillChangeFrame 0,852,393,336 -> 0,516,393,336 0 curve 3
          0.1000  keyboardWillShow 0,852,393,336 -> 0,516,393,336 0 curve 3
          0.1000  keyboardDidChangeFrame 0,852,393,336 -> 0,516,393,336 0 curve 3
          0.1000  keyboardDidShow 0,852,393,336 -> 0,516,393,336 0 curve 3
          0.5000  keyboardWillChangeFrame 0,516,393,336 -> 0,852,393,336 0 curve 3
          0.5000  keyboardWillHide 0,516,393,336 -> 0,852,393,336 0 curve 3
          0.5000  keyboardDidChangeFrame 0,516,393,336 -> 0,852,393,336 0 curve 3
          0.5000  keyboardDidHide 0,516,393,336 -> 0,852,393,336 0 curve 3
        samples: t keyboard padding.screen focus covered
          0.0000    0.00    0.00  none  0.00
          0.1000  336.00  336.00  none  0.00
          0.5000    0.00    0.00  none  0.00
          1.0000    0.00    0.00  none  0.00

        """)
  }

  @Test func aTextLongerThanItsRoomIsWrittenWhole() throws {
    // 10,000 control characters escape to 50,000 bytes (`\u{1}` each): more than the room the
    // text is first written into, which it then leaves; the rest must follow unchanged.
    var scene = F.scene(
      F.passwordScreen(), events: [F.event(100_000, .tapView("password"))],
      strategies: ["classic", "adaptive"])
    scene.title = "short"
    let short = try Replayer.replay(scene).text(sourceName: "x.yaml")
    scene.title = String(repeating: "\u{01}", count: 10_000)
    let long = try Replayer.replay(scene).text(sourceName: "x.yaml")
    let escaped = String(repeating: "\\u{1}", count: 10_000)
    #expect(long.utf8.count == short.utf8.count + 50_000 - 5)
    #expect(long == short.replacingOccurrences(of: "scene: short\n", with: "scene: \(escaped)\n"))
  }

  @Test func lengthsTooLargeForHundredthsPrintInFull() throws {
    // Only a hand-built scene gets here (the loader caps numbers at 1e6): naive pads the
    // keyboard's height (on screen only its top 336 points show), 1e20, which has more
    // hundredths than 64 bits hold.
    let instant = KeyboardAnimation(duration: 0, curve: .linear)
    let scene = F.scene(
      F.passwordScreen(),
      events: [F.event(100_000, .keyboardFrame(F.rect(0, 516, 393, 1e20), instant))],
      strategies: ["naive"], until: 200_000, fps: 10)
    let text = try Replayer.replay(scene).text(sourceName: "huge.yaml")
    let rows = text.split(separator: "\n").drop { !$0.hasPrefix("samples:") }.dropFirst()
    #expect(
      Array(rows) == [
        "  0.0000    0.00                      0.00  none  0.00",
        "  0.1000  336.00  100000000000000000000.00  none  0.00",
        "  0.2000  336.00  100000000000000000000.00  none  0.00",
      ])
  }

  @Test func severalRunsContainersAndEscapedTitles() throws {
    let left = ViewNode(
      kind: .view, id: "left", frame: F.rect(0, 59, 196, 759), adaptive: AdaptiveContainer())
    let right = ViewNode(
      kind: .view, id: "right", frame: F.rect(196, 59, 197, 759), adaptive: AdaptiveContainer())
    let root = ViewNode(
      kind: .view, id: "root", frame: F.rect(0, 0, 393, 852), children: [left, right])
    var scene = F.scene(
      root,
      events: [
        F.event(0, .tapPoint(Point(x: 10, y: 800))), F.event(0, .tapPoint(Point(x: -1, y: 0))),
      ],
      strategies: ["none", "adaptive"], until: 0)
    scene.title = "tab\there\nback\\slash"
    let lines = try Replayer.replay(scene).text(sourceName: "a b.yaml").split(separator: "\n")
    #expect(lines[1] == "scene: tab\\there\\nback\\\\slash")
    #expect(lines[2] == "source: a b.yaml")
    #expect(
      lines.filter { $0.hasPrefix("run: ") }.map { $0.prefix(13) } == [
        "run: none  de", "run: adaptive",
      ])
    #expect(lines[5] == "  0.0000  tap 10.00,800.00 -> left")
    #expect(lines[6] == "  0.0000  tap -1.00,0.00 -> none")
    #expect(lines[7] == "samples: t keyboard padding.left padding.right focus covered")
    #expect(lines[8] == "  0.0000  0.00  0.00  0.00  none  0.00")
  }
}
