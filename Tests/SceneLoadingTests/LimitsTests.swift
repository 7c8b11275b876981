import KeyboardAvoidance
import SceneLoading
import Testing

/// Hostile input is refused with a positioned error, before it can cost time or memory.
@Suite struct LimitsTests {
  @Test func nestingDeeperThan64LevelsIsRefusedAtThe65thLevel() {
    let yaml = String(repeating: "[", count: 100_000)
    // A broken limit stops the loader: nothing read before it is decoded, so the limit is the
    // one problem reported.
    let expected = """
      scene.yaml:1:65: error: nesting is deeper than 64 levels
      ...\(String(repeating: "[", count: 80))...
                                                 ^

      """
    #expect(diagnostics(yaml) == expected)
  }

  @Test func nesting64LevelsDeepIsAccepted() {
    // 63 lists inside the `layout` mapping, which is itself inside the document's mapping.
    let yaml =
      "scene: x\nlayout: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    #expect(diagnostics(yaml).contains("layout must be a mapping (a view); found a list"))
  }

  @Test func aBillionLaughsIsStoppedByTheAliasBudget() {
    var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "a\(level): &a\(level) [\(items)]\n"
    }
    // a0 is 11 nodes, a1 is 1 + 10 * 11 = 111, a2 is 1 + 10 * 111 = 1,111. Expanding a1 and a2
    // costs 10 * 11 + 10 * 111 = 1,220; each alias in a3 adds 1,111, so the 8th one passes
    // 10,000 (1,220 + 8 * 1,111 = 10,108). It is at column 10 + 7 * 5 = 45 of line 4.
    // Only the broken limit is reported, not the unknown keys a0...a3 read before it.
    let rendered = diagnostics(yaml)
    #expect(
      rendered.hasPrefix(
        "scene.yaml:4:45: error: aliases expand to more than 10000 nodes; is this an alias bomb?\n")
    )
    #expect(rendered.components(separatedBy: ": error: ").count == 2)
  }

  @Test func aFileOver4MiBIsRefusedBeforeParsing() {
    let bytes = Array("scene: big\n".utf8) + Array(repeating: UInt8(ascii: "#"), count: 6_000_000)
    guard case .failure(let failure) = SceneLoader.load(bytes: bytes, path: "big.yaml") else {
      Issue.record("a 6 MB file loaded")
      return
    }
    #expect(
      failure.rendered() == """
        big.yaml:1:1: error: the file is 6000011 bytes; scene files may be at most 4194304 bytes \
        (4 MiB)
        scene: big
        ^

        """)
  }

  @Test func moreThan10000ViewsAreRefusedAtTheFirstExtraView() {
    let child = "    - {view: v%d, frame: [0, 0, 1, 1]}\n"
    var yaml = "scene: x\nlayout:\n  view: root\n  frame: [0, 0, 1, 1]\n  children:\n"
    for index in 0..<10_000 {
      yaml += child.replacingOccurrences(of: "%d", with: String(index))
    }
    // The root is view 1, so the 10,000th child (line 5 + 10,000) is view 10,001.
    #expect(
      diagnostics(yaml).hasPrefix(
        "scene.yaml:10005:7: error: a scene has at most 10000 views\n"))
  }

  @Test func untilBeyondAnHourIsOutOfRange() {
    let yaml = minimalScene + "sampling: {until: 3600.000001}\n"
    #expect(
      diagnostics(yaml) == """
        scene.yaml:13:19: error: sampling.until must be at most 3600 s; found 3600.000001
        sampling: {until: 3600.000001}
                          ^

        """)
  }

  @Test func numbersBeyondAMillionAreOutOfRange() {
    // A trace prints lengths with at most 9 digits before the point; a frame at 1e300 would
    // give a golden that no reader could read back (found by Scripts/hardening/fuzz.sh).
    let yaml = minimalScene + "events:\n  - {at: 0.1, tap: [1e300, -1000000.5]}\n"
    #expect(
      diagnostics(yaml) == """
        scene.yaml:14:21: error: events[0].tap[0] must be from -1000000 to 1000000; found 1e300
          - {at: 0.1, tap: [1e300, -1000000.5]}
                            ^
        scene.yaml:14:28: error: events[0].tap[1] must be from -1000000 to 1000000; found \
        -1000000.5
          - {at: 0.1, tap: [1e300, -1000000.5]}
                                   ^

        """)
  }

  @Test func aSizeBeyondAMillionNamesItsOwnLowerBound() {
    let yaml = minimalScene + "screen: {width: 1000001}\n"
    #expect(
      diagnostics(yaml).hasPrefix(
        "scene.yaml:13:17: error: screen.width must be from 0 to 1000000; found 1000001\n"))
  }

  @Test func aMillionIsAccepted() {
    let yaml = minimalScene + "events:\n  - {at: 0.1, tap: [1000000, -1e6]}\n"
    #expect(loadScene(yaml) != nil)
  }

  /// Frames are read item by item only when one has a problem (``SceneDecoder/frame(_:)``):
  /// both ways must agree at the edges.
  @Test func framesAtTheLimitsAreReadAsTheyAreWritten() throws {
    let yaml = """
      scene: Edges
      layout:
        view: screen
        frame: [-1000000, 1e6, 0, 1000000.0]
        children:
          - {view: zero, frame: [-0.0, 0.5, -0.0, 0x10]}

      """
    let root = try #require(loadScene(yaml)).root
    #expect(root.frame == Rect(x: -1_000_000, y: 1_000_000, width: 0, height: 1_000_000))
    let zero = try #require(root.children.first).frame
    #expect(zero == Rect(x: 0, y: 0.5, width: 0, height: 16))
    #expect(zero.x.sign == .minus && zero.width.sign == .minus)
  }

  @Test func aFrameWithOneBadItemReportsOnlyThatItem() {
    let yaml = """
      scene: Edges
      layout:
        view: screen
        frame: [0, 0, 1000000.5, -1]

      """
    #expect(
      diagnostics(yaml) == """
        scene.yaml:4:17: error: layout.frame[2] must be from 0 to 1000000; found 1000000.5
          frame: [0, 0, 1000000.5, -1]
                        ^
        scene.yaml:4:28: error: layout.frame[3] must be at least 0; found -1
          frame: [0, 0, 1000000.5, -1]
                                   ^

        """)
  }

  @Test func aReplayRecordingMoreThan20MillionValuesIsRefusedAtSampling() {
    // Each limit allows it; together, 864,001 samples x 2 runs x 12 values (3 + 9 containers).
    let containers = (0..<9).map {
      "    - {view: c\($0), frame: [0, 0, 1, 1], keyboardAdaptive: true}\n"
    }
    let yaml =
      "scene: x\nstrategy: [classic, adaptive]\nsampling: {fps: 240, until: 3600}\n"
      + "layout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + containers.joined()
    #expect(
      diagnostics(yaml) == """
        scene.yaml:3:11: error: the replay would record 20736024 values (864001 samples x 2 runs \
        x 12 per sample); at most 20000000 are allowed: lower sampling.fps or sampling.until, or \
        use fewer strategies or adaptive containers
        sampling: {fps: 240, until: 3600}
                  ^

        """)
  }

  @Test func aScrollViewCountsAnOffsetAndAnInsetPerSample() {
    // 864,001 samples x 2 runs x 13 values (3 + 2 x 5 scroll views).
    let scrollViews = (0..<5).map { "    - {scrollView: s\($0), frame: [0, 0, 1, 1]}\n" }
    let yaml =
      "scene: x\nstrategy: [classic, adaptive]\nsampling: {fps: 240, until: 3600}\n"
      + "layout:\n  view: root\n  frame: [0, 0, 393, 852]\n  children:\n" + scrollViews.joined()
    #expect(
      diagnostics(yaml) == """
        scene.yaml:3:11: error: the replay would record 22464026 values (864001 samples x 2 runs \
        x 13 per sample); at most 20000000 are allowed: lower sampling.fps or sampling.until, or \
        use fewer strategies, adaptive containers or scroll views
        sampling: {fps: 240, until: 3600}
                  ^

        """)
  }

  @Test func anHourAt240FpsWithEveryStrategyAndTwoContainersIsAccepted() {
    let yaml = """
      scene: x
      strategy: [none, naive, classic, adaptive]
      sampling: {fps: 240, until: 3600}
      layout:
        view: root
        frame: [0, 0, 393, 852]
        children:
          - {view: a, frame: [0, 0, 1, 1], keyboardAdaptive: true}
          - {view: b, frame: [0, 0, 1, 1], keyboardAdaptive: true}

      """
    #expect(loadScene(yaml) != nil)
  }

  @Test func anEventAfterUntilIsAnError() {
    let yaml = minimalScene + "sampling: {until: 2}\nevents:\n  - {at: 2.5, focus: email}\n"
    #expect(
      diagnostics(yaml) == """
        scene.yaml:15:10: error: this event at 2.5 s is after until (2 s)
          - {at: 2.5, focus: email}
                 ^

        """)
  }

  @Test func onlyTheFirst20ProblemsAreShownThenACount() {
    let yaml =
      "scene: x\nlayout: {view: a, frame: [0, 0, 1, 1]}\n"
      + (1...25).map { "extra\($0): 1\n" }.joined()
    let rendered = diagnostics(yaml)
    #expect(rendered.components(separatedBy: ": error: ").count - 1 == 20)
    #expect(
      rendered.hasSuffix(
        "scene.yaml: 5 more errors not shown (at most 20 are reported per file)\n"))
  }

  @Test func moreThan100000EventsAreRefusedAtTheList() {
    let yaml =
      minimalScene + "events:\n" + String(repeating: "- {at: 0, focus: email}\n", count: 100_001)
    #expect(
      diagnostics(yaml).hasPrefix(
        "scene.yaml:14:1: error: a scene has at most 100000 events; this one has 100001\n"))
  }

  @Test func longLinesAreCutAroundThePoint() {
    // A 100-letter unknown key at column 40 of a 143-scalar line: the excerpt keeps 80 scalars.
    let yaml =
      "scene: x\nlayout: {view: a, frame: [0, 0, 1, 1], " + String(repeating: "x", count: 100)
      + ": 1}\n"
    let rendered = diagnostics(yaml)
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("scene.yaml:2:40: error: unknown key '"))
    // Column 40 minus 40 is 0, so the excerpt starts at the line's start and is cut at 80.
    #expect(
      lines[1] == "layout: {view: a, frame: [0, 0, 1, 1], " + String(repeating: "x", count: 41)
        + "...")
    #expect(lines[2] == String(repeating: " ", count: 39) + "^")
  }
}
