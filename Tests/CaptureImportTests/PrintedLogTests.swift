import CaptureImport
import KeyboardAvoidance
import Testing

/// Printed logs, each spelled out here: what the frames tell (names, the screen), the clocks a
/// log may keep, what is filled in and the comments that say so, and the warnings.
@Suite struct PrintedLogTests {
  /// The scene `log` imports to, or its rendered diagnostics (warnings then errors).
  static func imported(_ log: String, device: String? = nil) -> (text: String, messages: String) {
    switch CaptureImporter.scene(
      fromLog: Array(log.utf8), path: "paste.log", device: device.flatMap(Device.preset(named:)))
    {
    case .success(let scene):
      return (scene.text, scene.warnings.map { $0.rendered(path: "paste.log") }.joined())
    case .failure(let failure): return ("", failure.rendered())
    }
  }

  /// The lines of the scene's `events:` list.
  static func events(_ text: String) -> [String] {
    Array(text.split(separator: "\n").map(String.init).drop { $0 != "events:" }.dropFirst())
  }

  static func bare(_ begin: String?, _ end: String, duration: String? = "0.25") -> String {
    var entries = ["UIKeyboardFrameEndUserInfoKey = \"NSRect: \(end)\";"]
    if let begin { entries.append("UIKeyboardFrameBeginUserInfoKey = \"NSRect: \(begin)\";") }
    if let duration { entries.append("UIKeyboardAnimationDurationUserInfoKey = \(duration);") }
    return "{" + entries.joined(separator: " ") + " UIKeyboardAnimationCurveUserInfoKey = 7;}\n"
  }

  /// Show (from the screen's bottom to above it), change (above to above), hide (back), and a
  /// second handler printing the same userInfo, which joins the posting before it.
  @Test func theFramesTellTheNames() {
    let log =
      Self.bare("{{0, 852}, {393, 336}}", "{{0, 516}, {393, 336}}")
      + Self.bare("{{0, 852}, {393, 336}}", "{{0, 516}, {393, 336}}")
      + Self.bare("{{0, 516}, {393, 336}}", "{{0, 472}, {393, 380}}")
      + Self.bare("{{0, 472}, {393, 380}}", "{{0, 852}, {393, 380}}")
    let (text, messages) = Self.imported(log)
    #expect(messages == "")
    #expect(
      Self.events(text) == [
        "  - {at: 0.1, keyboard: {frame: [0, 516, 393, 336], duration: 0.25, curve: 7}}  "
          + "# name inferred from the frames",
        "  - {at: 1.1, keyboard: {frame: [0, 472, 393, 380], duration: 0.25, curve: 7}}  "
          + "# name inferred from the frames",
        "  - {at: 2.1, keyboard: {frame: [0, 852, 393, 380], duration: 0.25, curve: 7}}  "
          + "# name inferred from the frames",
      ])
    #expect(
      text.hasPrefix(
        """
        # Imported by kbreplay import from the notifications printed in paste.log
        # Screen 393 x 852, told by the keyboard frames: device iphone-15 (--device chooses another)
        # The frames tell the names of 4 notifications (their events say so)
        # The log has no timestamps: postings are placed one second apart, so the times are not the log's
        scene: Imported from paste.log
        device: iphone-15
        system: {keyboard: scripted}

        """))
  }

  struct Screen: Sendable, CustomTestStringConvertible {
    var name: String
    var frames: [(begin: String, end: String)]
    /// The device and screen lines expected, or the start of the error.
    var expected: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Screen(
      name: "a preset", frames: [("{{0, 667}, {375, 260}}", "{{0, 407}, {375, 260}}")],
      expected: "device: iphone-se\nsystem:"),
    Screen(
      name: "a turned preset", frames: [("{{0, 393}, {852, 209}}", "{{0, 184}, {852, 209}}")],
      expected: "device: iphone-15\nscreen: {width: 852, height: 393}\nsystem:"),
    // The tops and bottoms 700 and 900 occur twice each, as do the widths 400 and 500: the
    // larger wins.
    Screen(
      name: "H and W ties",
      frames: [
        ("{{0, 700}, {400, 200}}", "{{0, 500}, {400, 200}}"),
        ("{{0, 900}, {500, 100}}", "{{0, 1100}, {500, 50}}"),
      ],
      expected: "device: iphone-15\nscreen: {width: 500, height: 900}\nsystem:"),
    Screen(
      name: "the 320 x 480 floor itself",
      frames: [("{{0, 480}, {320, 216}}", "{{0, 264}, {320, 216}}")],
      expected: "device: iphone-15\nscreen: {width: 320, height: 480}\nsystem:"),
    Screen(
      name: "smaller than 320 x 480",
      frames: [("{{0, 460}, {300, 216}}", "{{0, 244}, {300, 216}}")],
      expected: "paste.log: error: the keyboard frames tell no screen"),
    Screen(
      name: "no frame at x = 0", frames: [("{{20, 700}, {300, 216}}", "{{20, 400}, {300, 216}}")],
      expected: "paste.log: error: the keyboard frames tell no screen"),
  ])
  func theFramesTellTheScreen(_ item: Screen) {
    let log = item.frames.map { Self.bare($0.begin, $0.end) }.joined()
    let (text, messages) = Self.imported(log)
    #expect(text.contains("\n" + item.expected) || messages.hasPrefix(item.expected))
  }

  @Test func withoutAScreenTheErrorAsksForTheDevice() {
    let log = Self.bare("{{20, 700}, {300, 216}}", "{{20, 400}, {300, 216}}")
    #expect(
      Self.imported(log).messages
        == "paste.log: error: the keyboard frames tell no screen (none at x = 0 with a height, "
        + "or one smaller than 320 x 480): pass the device with --device (kbreplay devices "
        + "lists the presets)\n")
    // With --device, the frame that does not fit is a warning at its line.
    let (text, messages) = Self.imported(
      log + Self.bare(nil, "{{-20, 400}, {300, 216}}"), device: "ipad")
    #expect(text.contains("device: ipad\n"))
    #expect(
      messages == """
        paste.log:1:34: warning: the first keyboard frame is 300 pt wide, but the screen is 768 \
        pt wide (ipad); if the log comes from another device, import it with that device's \
        --device (kbreplay devices lists the presets)
        {UIKeyboardFrameEndUserInfoKey = "NSRect: {{20, 400}, {300, 216}}"; UIKeyboardFr...
                                         ^
        paste.log:2:34: warning: UIKeyboardFrameEndUserInfoKey does not fit the screen, 768 pt \
        wide (iOS 7 and earlier report landscape frames in portrait coordinates); it is replayed \
        as it is
        {UIKeyboardFrameEndUserInfoKey = "NSRect: {{-20, 400}, {300, 216}}"; UIKeyboardA...
                                         ^

        """)
  }

  /// Warnings found while reading (a cut-off notification) and while assembling (a frame that
  /// does not fit) come out in log order together.
  @Test func warningsComeInLogOrder() {
    let log =
      Self.bare("{{0, 1024}, {768, 324}}", "{{-20, 700}, {768, 324}}")
      + "{UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 700}, {768, 324}}\";\n"
    let messages = Self.imported(log, device: "ipad").messages
    #expect(
      messages.split(separator: "\n").filter { $0.hasPrefix("paste.log:") } == [
        "paste.log:1:34: warning: UIKeyboardFrameEndUserInfoKey does not fit the screen, 768 pt "
          + "wide (iOS 7 and earlier report landscape frames in portrait coordinates); it is "
          + "replayed as it is",
        "paste.log:2:1: warning: this notification is cut off; it is left out",
      ])
  }
}
